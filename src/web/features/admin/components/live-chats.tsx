// The Support tab's "Live chats" (ADR 0043): chats not closed, unread ones first and marked, and
// the conversation of the one picked, answered live. While this is on screen its stream is open,
// which is what tells customers someone from the team is online. Lines are plain text.
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { AdminChat, AdminChatSummary, ChatMessageEvent } from '../../../../shared/api/chat';
import { errorMessage } from '../../../lib/api-client';
import { answerChat, followAdminChats, getAdminChat, getAdminChats } from '../api/live-chats';

const RETRY_MS = 3000;

function Conversation({ chat, onAnswered }: { chat: AdminChat; onAnswered: (chat: AdminChat) => void }) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    try {
      onAnswered((await answerChat(chat.id, draft)).chat);
      setDraft('');
      setError(null);
    } catch (cause) {
      setError(errorMessage(cause, 'The answer could not be sent.'));
    }
  };
  return (
    <section aria-label={`Chat with ${chat.customer_name}`} className="space-y-3 rounded-lg border p-4">
      <h3 className="font-semibold">
        {chat.customer_name} · {chat.customer_email} · {chat.reference} ({chat.tier})
      </h3>
      <ol aria-label="Conversation" className="max-h-80 space-y-2 overflow-y-auto">
        {chat.messages.map((message) => (
          <li key={message.id} className={message.author === 'staff' ? 'text-right' : 'text-left'}>
            <span className="block text-slate-500 text-xs">{message.author_name}</span>
            <span className="inline-block whitespace-pre-wrap rounded-md bg-slate-100 px-3 py-1 text-sm">
              {message.body}
            </span>
          </li>
        ))}
      </ol>
      <form onSubmit={submit} className="flex gap-2">
        <textarea
          aria-label="Answer"
          className="flex-1 rounded-md border px-3 py-2 text-sm"
          rows={2}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="rounded-md bg-brand-600 px-3 py-2 font-semibold text-sm text-white">
          Send
        </button>
      </form>
      {error && (
        <p role="alert" className="text-red-700 text-sm">
          {error}
        </p>
      )}
    </section>
  );
}

function ChatRow({ chat, onOpen }: { chat: AdminChatSummary; onOpen: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="w-full rounded-md border px-3 py-2 text-left hover:bg-slate-50"
      >
        <span className={chat.unread ? 'font-semibold' : ''}>{chat.customer_name}</span>
        {chat.unread && <span className="ml-2 rounded bg-brand-600 px-1.5 text-white text-xs">Unread</span>}
        <span className="block truncate text-slate-600 text-sm">{chat.last_message}</span>
      </button>
    </li>
  );
}

export function LiveChats() {
  const [chats, setChats] = useState<AdminChatSummary[]>([]);
  const [open, setOpen] = useState<AdminChat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const openId = useRef<string | null>(null);
  openId.current = open?.id ?? null;

  const refresh = useCallback(async () => {
    try {
      setChats((await getAdminChats()).chats);
    } catch (cause) {
      setError(errorMessage(cause, 'Live chats could not be loaded.'));
    }
  }, []);
  const openChat = useCallback(
    async (id: string) => {
      setOpen((await getAdminChat(id)).chat);
      await refresh();
    },
    [refresh],
  );

  useEffect(() => {
    void refresh();
    const controller = new AbortController();
    const onEvent = (name: string, data: unknown) => {
      if (name !== 'message') return;
      const { chat_id } = data as ChatMessageEvent;
      // The open conversation is read again (and so marked read); the list shows the rest as unread.
      if (openId.current === chat_id) void openChat(chat_id);
      else void refresh();
    };
    const run = async () => {
      while (!controller.signal.aborted) {
        await followAdminChats(onEvent, controller.signal).catch(() => {});
        if (controller.signal.aborted) return;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        await refresh();
      }
    };
    void run();
    return () => controller.abort();
  }, [refresh, openChat]);

  return (
    <section aria-labelledby="live-chats-heading" className="space-y-3">
      <h2 id="live-chats-heading" className="font-semibold text-lg">
        Live chats
      </h2>
      {error && (
        <p role="alert" className="text-red-700 text-sm">
          {error}
        </p>
      )}
      {chats.length === 0 ? (
        <p className="text-slate-600 text-sm">No live chats waiting.</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {chats.map((chat) => (
            <ChatRow key={chat.id} chat={chat} onOpen={() => void openChat(chat.id)} />
          ))}
        </ul>
      )}
      {open && (
        <Conversation
          chat={open}
          onAnswered={(chat) => {
            setOpen(chat);
            void refresh();
          }}
        />
      )}
    </section>
  );
}
