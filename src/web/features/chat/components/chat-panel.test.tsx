// @vitest-environment jsdom
// The live chat panel in jsdom (ADR 0043); only fetch is replaced, its streams included. Online, a
// staff line arriving on the stream shows as plain text; offline, the panel says a message becomes a
// ticket answered by email; a visitor leaves name and email, and the chat's secret travels in a
// header, never in the URL.
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { chatResponse, currentChatResponse, visitorChatResponse } from '../../../../shared/api/chat';
import { CHAT_TOKEN_HEADER, STAFF_OFFLINE_MESSAGE } from '../../../../shared/chat-text';
import { answer } from '../../../test/answers';
import { setUpPageTest, typeInto, waitFor } from '../../../test/page-harness';
import { signInTestUser } from '../../../test/users';
import { userChatClient, visitorChatClient } from '../api/chat-api';
import { ChatPanel } from './chat-panel';

const server = setUpPageTest({ quietConsole: true });
const text = () => document.body.textContent ?? '';
const CHAT_ID = '00000000-0000-4000-8000-000000000001';

const line = (id: string, author: 'customer' | 'staff', body: string) => ({
  id,
  author,
  author_name: author === 'staff' ? 'Mia' : 'Ines Moreau',
  body,
  created_at: '2026-11-20T09:00:00.000Z',
});
const chat = (messages: ReturnType<typeof line>[]) => ({
  id: CHAT_ID,
  reference: 'T-1001',
  status: 'open' as const,
  tier: 'pro' as const,
  created_at: '2026-11-20T09:00:00.000Z',
  messages,
});

/** A text/event-stream answer with these events, then the stream stays open. */
function eventStream(events: Array<[string, unknown]>): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      for (const [name, data] of events) {
        controller.enqueue(encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`));
      }
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const calls = (key: string) =>
  server.fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key);
const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === name);
const control = (label: string) => {
  const found = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[aria-label="${label}"]`);
  if (!found) throw new Error(`No control ${label}`);
  return found;
};

describe('a signed-in user’s chat panel', () => {
  beforeEach(() => signInTestUser());

  it('online: shows the conversation and a staff line from the stream, as text', async () => {
    server.routes = {
      'GET /api/support/chats/current': () =>
        answer(currentChatResponse, { chat: chat([line('m1', 'customer', 'Hello?')]), staff_online: true }),
      [`GET /api/support/chats/${CHAT_ID}/stream`]: () =>
        eventStream([
          ['ready', { staff_online: true }],
          ['message', { chat_id: CHAT_ID, message: line('m2', 'staff', '<b>Hi</b>, how can I help?') }],
        ]),
    };
    server.render([{ path: '/', element: <ChatPanel client={userChatClient} visitor={false} /> }], '/');
    await waitFor(() => text().includes('<b>Hi</b>, how can I help?'), 'the staff line');
    expect(document.querySelector('b')).toBeNull();
    expect(text()).toContain('Someone from our team is online.');
    expect(text()).not.toContain(STAFF_OFFLINE_MESSAGE);
    const [, init] = calls(`GET /api/support/chats/${CHAT_ID}/stream`)[0] ?? [];
    expect(new Headers(init?.headers).get('authorization')).toMatch(/^Bearer /);
  });

  it('offline: says so, and the first message starts the chat (kept as a ticket)', async () => {
    server.routes = {
      'GET /api/support/chats/current': () =>
        answer(currentChatResponse, { chat: null, staff_online: false }),
      'POST /api/support/chats': () =>
        answer(
          chatResponse,
          { chat: chat([line('m1', 'customer', 'Pins stopped')]), staff_online: false },
          201,
        ),
      [`GET /api/support/chats/${CHAT_ID}/stream`]: () => eventStream([['ready', { staff_online: false }]]),
    };
    server.render([{ path: '/', element: <ChatPanel client={userChatClient} visitor={false} /> }], '/');
    await waitFor(() => text().includes(STAFF_OFFLINE_MESSAGE), 'the offline notice');
    expect(document.querySelector('[aria-label="Your email"]')).toBeNull();
    typeInto(control('Message'), 'Pins stopped');
    act(() => button('Send')?.click());
    await waitFor(() => calls('POST /api/support/chats').length === 1, 'the start');
    expect(JSON.parse(String(calls('POST /api/support/chats')[0]?.[1]?.body))).toEqual({
      message: 'Pins stopped',
    });
    await waitFor(() => text().includes('Pins stopped') && control('Message').value === '', 'the line shown');
    expect(text()).toContain(STAFF_OFFLINE_MESSAGE);
  });
});

describe('a visitor’s chat panel', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('asks for name and email, then follows the chat with its secret in a header', async () => {
    server.routes = {
      'GET /api/chat/status': () =>
        answer(currentChatResponse.pick({ staff_online: true }), { staff_online: true }),
      'POST /api/chat/visitor': () =>
        answer(
          visitorChatResponse,
          { chat: chat([line('m1', 'customer', 'School plan?')]), staff_online: true, token: 'secret-1' },
          201,
        ),
      [`GET /api/chat/visitor/${CHAT_ID}/stream`]: () => eventStream([['ready', { staff_online: true }]]),
    };
    server.render([{ path: '/', element: <ChatPanel client={visitorChatClient} visitor /> }], '/');
    await waitFor(() => text().includes('Someone from our team is online.'), 'the online state');
    typeInto(control('Your name') as HTMLInputElement, 'Rosa Parks');
    typeInto(control('Your email') as HTMLInputElement, 'rosa@example.com');
    typeInto(control('Message'), 'School plan?');
    act(() => button('Send')?.click());
    await waitFor(() => calls(`GET /api/chat/visitor/${CHAT_ID}/stream`).length > 0, 'the stream');
    expect(JSON.parse(String(calls('POST /api/chat/visitor')[0]?.[1]?.body))).toEqual({
      name: 'Rosa Parks',
      email: 'rosa@example.com',
      message: 'School plan?',
    });
    const [input, init] = calls(`GET /api/chat/visitor/${CHAT_ID}/stream`)[0] ?? [];
    expect(String(input)).not.toContain('secret-1');
    expect(new Headers(init?.headers).get(CHAT_TOKEN_HEADER)).toBe('secret-1');
    expect(document.querySelector('[aria-label="Your email"]')).toBeNull();
  });
});
