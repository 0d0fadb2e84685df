// Live chats for staff (ADR 0043): the list, one conversation (opening it marks it read), an answer,
// and the console's stream of new lines, which also makes the staff member "online" for customers.
import { adminChatListResponse, adminChatResponse } from '../../../../shared/api/chat';
import { readAdminSession } from '../../../lib/admin-session-storage';
import { apiFetch } from '../../../lib/api-client';
import { readEventStream, type StreamEventHandler } from '../../../lib/event-stream';
import { adminRequest } from './admin-request';

const chatPath = (id: string) => `/api/admin/support/chats/${encodeURIComponent(id)}`;

export const getAdminChats = () =>
  adminRequest('/api/admin/support/chats', { schema: adminChatListResponse });

export const getAdminChat = (id: string) => adminRequest(chatPath(id), { schema: adminChatResponse });

export const answerChat = (id: string, message: string) =>
  adminRequest(`${chatPath(id)}/messages`, { method: 'POST', body: { message }, schema: adminChatResponse });

/** Follows every chat's new lines until `signal` aborts or the stream ends. */
export async function followAdminChats(onEvent: StreamEventHandler, signal: AbortSignal): Promise<void> {
  const session = readAdminSession();
  if (!session) return;
  const response = await apiFetch('/api/admin/support/chats/stream', {
    token: session.token,
    accept: 'text/event-stream',
    signal,
  });
  await readEventStream(response, onEvent);
}
