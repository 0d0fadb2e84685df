// Live chat's calls (ADR 0043) for the two kinds of customer: a signed-in user (their session, in
// the workspace the tab acts in, through apiFetch) and a visitor (the chat's secret in a header,
// kept in this tab's sessionStorage). No zod here: the prerendered public pages use this too.
import type { Chat, ChatMessageEvent } from '../../../../shared/api/chat';
import { CHAT_TOKEN_HEADER } from '../../../../shared/chat-text';
import { apiFetch } from '../../../lib/api-client';
import { readEventStream } from '../../../lib/event-stream';

export interface ChatAnswer {
  chat: Chat | null;
  staff_online: boolean;
}

interface ChatStreamHandlers {
  onMessage: (event: ChatMessageEvent) => void;
  onPresence: (staffOnline: boolean) => void;
}

export interface ChatClient {
  /** The chat to show on opening (null for none yet) and whether staff are online. */
  load(): Promise<ChatAnswer>;
  /** Sends a line, starting the chat with it when there is none (a visitor's `who` then). */
  send(chat: Chat | null, message: string, who?: { name: string; email: string }): Promise<ChatAnswer>;
  /** Follows the chat's new lines until `signal` aborts or the stream ends. */
  follow(chatId: string, handlers: ChatStreamHandlers, signal: AbortSignal): Promise<void>;
}

const VISITOR_CHAT_KEY = 'pinloom.visitorChat';

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

function dispatch(handlers: ChatStreamHandlers) {
  return (name: string, data: unknown) => {
    if (name === 'message') handlers.onMessage(data as ChatMessageEvent);
    if (name === 'ready' || name === 'presence')
      handlers.onPresence(Boolean((data as ChatAnswer).staff_online));
  };
}

export const userChatClient: ChatClient = {
  async load() {
    return json(await apiFetch('/api/support/chats/current'));
  },
  async send(chat, message) {
    const path = chat ? `/api/support/chats/${encodeURIComponent(chat.id)}/messages` : '/api/support/chats';
    return json(await apiFetch(path, { method: 'POST', body: { message } }));
  },
  async follow(chatId, handlers, signal) {
    const response = await apiFetch(`/api/support/chats/${encodeURIComponent(chatId)}/stream`, {
      accept: 'text/event-stream',
      signal,
    });
    await readEventStream(response, dispatch(handlers));
  },
};

interface StoredVisitorChat {
  id: string;
  token: string;
}

function storedVisitorChat(): StoredVisitorChat | null {
  try {
    const value = JSON.parse(
      window.sessionStorage.getItem(VISITOR_CHAT_KEY) ?? 'null',
    ) as StoredVisitorChat | null;
    return value && typeof value.id === 'string' && typeof value.token === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** A visitor's call: no session, the chat's secret (when it has one) in its header. */
function visitorFetch(path: string, init: { method?: 'POST'; body?: unknown } = {}, token?: string) {
  return apiFetch(path, { ...init, token: null, headers: token ? { [CHAT_TOKEN_HEADER]: token } : {} });
}

export const visitorChatClient: ChatClient = {
  async load() {
    const stored = storedVisitorChat();
    if (stored) {
      try {
        return await json(
          await visitorFetch(`/api/chat/visitor/${encodeURIComponent(stored.id)}`, {}, stored.token),
        );
      } catch {
        window.sessionStorage.removeItem(VISITOR_CHAT_KEY);
      }
    }
    const status = await json<{ staff_online: boolean }>(await visitorFetch('/api/chat/status'));
    return { chat: null, staff_online: status.staff_online };
  },
  async send(chat, message, who) {
    const stored = storedVisitorChat();
    if (chat && stored?.id === chat.id) {
      const path = `/api/chat/visitor/${encodeURIComponent(chat.id)}/messages`;
      return json(await visitorFetch(path, { method: 'POST', body: { message } }, stored.token));
    }
    const body = { name: who?.name ?? '', email: who?.email ?? '', message };
    const started = await json<ChatAnswer & { token: string }>(
      await visitorFetch('/api/chat/visitor', { method: 'POST', body }),
    );
    if (started.chat) {
      const keep: StoredVisitorChat = { id: started.chat.id, token: started.token };
      window.sessionStorage.setItem(VISITOR_CHAT_KEY, JSON.stringify(keep));
    }
    return { chat: started.chat, staff_online: started.staff_online };
  },
  async follow(chatId, handlers, signal) {
    const stored = storedVisitorChat();
    if (!stored || stored.id !== chatId) return;
    const response = await apiFetch(`/api/chat/visitor/${encodeURIComponent(chatId)}/stream`, {
      token: null,
      accept: 'text/event-stream',
      headers: { [CHAT_TOKEN_HEADER]: stored.token },
      signal,
    });
    await readEventStream(response, dispatch(handlers));
  },
};
