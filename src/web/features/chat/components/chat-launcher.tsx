// The floating "Chat with us" button (ADR 0043), in the signed-in app's shell and on the public
// pages: it opens the chat panel over the page. Closed, it is only the button, so a prerendered
// page hydrates to the same markup, and the panel's code (chat-panel-for.tsx) loads on the first
// opening: a public page's visitor who never chats does not download it.
import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

const ChatPanelFor = lazy(() => import('./chat-panel-for'));

export function ChatLauncher({ visitor = false }: { visitor?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-2">
      {open && (
        <Suspense fallback={null}>
          <ChatPanelFor visitor={visitor} />
        </Suspense>
      )}
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        // On a phone it is a round icon, its words read out but not shown, so it covers less of the page.
        className="inline-flex h-12 w-12 items-center justify-center gap-2 rounded-full bg-brand-600 font-semibold text-sm text-white shadow-lg sm:h-auto sm:w-auto sm:px-4 sm:py-2"
      >
        {open ? (
          <X className="h-5 w-5 sm:h-4 sm:w-4" aria-hidden="true" />
        ) : (
          <MessageCircle className="h-5 w-5 sm:h-4 sm:w-4" aria-hidden="true" />
        )}
        <span className="sr-only sm:not-sr-only">{open ? 'Close chat' : 'Chat with us'}</span>
      </button>
    </div>
  );
}
