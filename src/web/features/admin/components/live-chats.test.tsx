// @vitest-environment jsdom
// The Support tab's Live chats in jsdom (ADR 0043); only fetch is replaced, the console's stream
// included: unread chats are marked, a line arriving on the stream refreshes the list, and an
// answer is sent from the conversation.
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminChatListResponse, adminChatResponse } from '../../../../shared/api/chat';
import { answer } from '../../../test/answers';
import { waitFor } from '../../../test/page-harness';
import { setUpAdminTab } from '../test/render-admin-tab';
import { LiveChats } from './live-chats';

const tab = setUpAdminTab({ quietConsole: true });
const text = () => document.body.textContent ?? '';
const CHAT_ID = '00000000-0000-4000-8000-000000000001';
const summary = {
  id: CHAT_ID,
  reference: 'T-1001',
  status: 'open' as const,
  tier: 'free' as const,
  customer_name: 'Rosa Parks',
  customer_email: 'rosa@example.com',
  user_id: null,
  updated_at: '2026-11-20T09:00:00.000Z',
  unread: true,
  last_message: 'Is anyone there?',
};
const message = (id: string, author: 'customer' | 'staff', body: string) => ({
  id,
  author,
  author_name: author === 'staff' ? 'Mia' : 'Rosa Parks',
  body,
  created_at: '2026-11-20T09:00:00.000Z',
});

function stream(events: Array<[string, unknown]>): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const [name, data] of events) {
        controller.enqueue(new TextEncoder().encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`));
      }
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

const calls = (key: string) =>
  tab.fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key);

describe('Live chats', () => {
  let listed = 0;
  beforeEach(() => {
    listed = 0;
    tab.routes = {
      'GET /api/admin/support/chats': () => {
        listed += 1;
        const unread = listed === 1;
        return answer(adminChatListResponse, { chats: [{ ...summary, unread }], staff_online: true });
      },
      'GET /api/admin/support/chats/stream': () =>
        stream([
          ['ready', { staff_online: true }],
          ['message', { chat_id: CHAT_ID, message: message('m2', 'customer', 'Hello?') }],
        ]),
      [`GET /api/admin/support/chats/${CHAT_ID}`]: () =>
        answer(adminChatResponse, {
          chat: { ...summary, unread: false, messages: [message('m1', 'customer', 'Is anyone there?')] },
        }),
      [`POST /api/admin/support/chats/${CHAT_ID}/messages`]: () =>
        answer(adminChatResponse, {
          chat: {
            ...summary,
            unread: false,
            status: 'answered',
            messages: [message('m1', 'customer', 'Is anyone there?'), message('m3', 'staff', 'Yes, hi!')],
          },
        }),
    };
  });

  it('marks unread chats, refreshes on a streamed line, opens one and answers it', async () => {
    tab.render('/admin/support', <LiveChats />);
    await waitFor(() => text().includes('Rosa Parks'), 'the list');
    // The stream's line made the list be read again.
    await waitFor(() => listed >= 2, 'the refresh');
    const [, streamInit] = calls('GET /api/admin/support/chats/stream')[0] ?? [];
    expect(new Headers(streamInit?.headers).get('authorization')).toMatch(/^Bearer /);

    const row = Array.from(document.querySelectorAll('button')).find((b) =>
      b.textContent?.includes('Rosa Parks'),
    );
    act(() => row?.click());
    await waitFor(() => Boolean(document.querySelector('[aria-label="Answer"]')), 'the conversation');
    const box = document.querySelector<HTMLTextAreaElement>('[aria-label="Answer"]') as HTMLTextAreaElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    act(() => {
      setter?.call(box, 'Yes, hi!');
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const send = Array.from(document.querySelectorAll('button')).find(
      (b) => b.textContent?.trim() === 'Send',
    );
    act(() => send?.click());
    await waitFor(() => text().includes('Yes, hi!') && box.value === '', 'the answer shown');
    const [, init] = calls(`POST /api/admin/support/chats/${CHAT_ID}/messages`)[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ message: 'Yes, hi!' });
  });

  it('shows an unread mark on a chat waiting for staff', async () => {
    tab.routes['GET /api/admin/support/chats/stream'] = () => stream([['ready', { staff_online: true }]]);
    tab.render('/admin/support', <LiveChats />);
    await waitFor(() => text().includes('Unread'), 'the unread mark');
  });
});
