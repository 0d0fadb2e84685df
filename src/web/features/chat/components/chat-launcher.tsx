// The floating "Chat with us" button (ADR 0043), in the signed-in app's shell and on the public
// pages: it opens the chat panel over the page. Closed, it is only the button, so a prerendered
// page hydrates to the same markup.
import { MessageCircle, X } from 'lucide-react';
import { useState } from 'react';
import { userChatClient, visitorChatClient } from '../api/chat-api';
import { ChatPanel } from './chat-panel';

export function ChatLauncher({ visitor = false }: { visitor?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-2">
      {open && <ChatPanel client={visitor ? visitorChatClient : userChatClient} visitor={visitor} />}
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-4 py-2 font-semibold text-sm text-white shadow-lg"
      >
        {open ? (
          <X className="h-4 w-4" aria-hidden="true" />
        ) : (
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
        )}
        {open ? 'Close chat' : 'Chat with us'}
      </button>
    </div>
  );
}
