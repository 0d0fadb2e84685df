// The live chat panel (ADR 0043): the conversation, whether someone from the team is online (when
// nobody is, the message is kept as a ticket and answered by email), and the message box. A visitor
// leaves their name and email with the first message. Lines are plain text: React prints them as
// text, never as HTML.
import { type FormEvent, useState } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH, STAFF_OFFLINE_MESSAGE } from '../../../../shared/chat-text';
import type { ChatClient } from '../api/chat-api';
import { useChat } from './use-chat';

const inputClass =
  'w-full rounded-md border border-gray-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none';

export function ChatPanel({ client, visitor }: { client: ChatClient; visitor: boolean }) {
  const { chat, staffOnline, loaded, error, sending, send } = useChat(client);
  const [draft, setDraft] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const needsWho = visitor && !chat;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    if (await send(draft, needsWho ? { name, email } : undefined)) setDraft('');
  };

  return (
    <section
      aria-label="Live chat"
      className="flex max-h-[32rem] w-80 flex-col rounded-lg border bg-white shadow-xl"
    >
      <header className="border-b px-4 py-3">
        <h2 className="font-semibold text-gray-900">Chat with us</h2>
        {staffOnline === true && <p className="text-green-700 text-xs">Someone from our team is online.</p>}
      </header>
      {staffOnline === false && (
        <p role="status" className="bg-amber-50 px-4 py-2 text-amber-900 text-sm">
          {STAFF_OFFLINE_MESSAGE}
        </p>
      )}
      <ol aria-label="Messages" className="flex-1 space-y-2 overflow-y-auto px-4 py-3">
        {!loaded && <li className="text-gray-500 text-sm">Loading…</li>}
        {chat?.messages.map((message) => (
          <li key={message.id} className={message.author === 'staff' ? 'text-left' : 'text-right'}>
            <span className="block text-gray-500 text-xs">{message.author_name}</span>
            <span className="inline-block whitespace-pre-wrap rounded-md bg-gray-100 px-3 py-1 text-sm">
              {message.body}
            </span>
          </li>
        ))}
      </ol>
      <form onSubmit={submit} className="space-y-2 border-t px-4 py-3">
        {needsWho && (
          <>
            <input
              className={inputClass}
              aria-label="Your name"
              placeholder="Your name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              maxLength={100}
            />
            <input
              className={inputClass}
              aria-label="Your email"
              placeholder="Your email"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
              maxLength={254}
            />
          </>
        )}
        <textarea
          className={inputClass}
          aria-label="Message"
          rows={2}
          value={draft}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          onChange={(e) => setDraft(e.target.value)}
        />
        {error && (
          <p role="alert" className="text-red-700 text-sm">
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={sending}
          className="w-full rounded-md bg-brand-600 px-3 py-2 font-semibold text-sm text-white disabled:opacity-60"
        >
          {sending ? 'Sending…' : 'Send'}
        </button>
      </form>
    </section>
  );
}
