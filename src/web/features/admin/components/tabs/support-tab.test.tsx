// @vitest-environment jsdom
// The Support tab and one ticket in jsdom with the real query client, router and toasts; only fetch
// is replaced.
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminPhoneCallListResponse, adminPhoneCallResponse } from '../../../../../shared/api/phone-calls';
import { adminTicketListResponse, adminTicketResponse } from '../../../../../shared/api/support';
import { answer, failure } from '../../../../test/answers';
import { waitFor } from '../../../../test/page-harness';
import { adminTicketFixture, withMessage } from '../../../../test/tickets';
import { setUpAdminTab } from '../../test/render-admin-tab';
import SupportTab from './support-tab';
import TicketDetailPage from './ticket-detail-page';

const tab = setUpAdminTab({ quietConsole: true });
const text = () => document.body.textContent ?? '';
const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === name);
const requests = (method: string, url: string) =>
  tab.fetchMock.mock.calls
    .filter(([input, init]) => String(input) === url && (init?.method ?? 'GET') === method)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

function typeInto(element: HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set;
  act(() => {
    setter?.call(element, value);
    element.dispatchEvent(
      new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

const { messages: _thread, ...openRow } = adminTicketFixture();
const visitorRow = {
  ...openRow,
  id: 't2',
  reference: 'T-1002',
  subject: 'Plans for schools?',
  status: 'closed' as const,
  customer_name: 'Rosa Parks',
  customer_email: 'rosa@example.com',
  user_id: null,
};
const page = (tickets: (typeof openRow)[], total = tickets.length) =>
  answer(adminTicketListResponse, {
    tickets,
    pagination: { page: 1, limit: 20, total, totalPages: Math.ceil(total / 20) },
  });

describe('the Support tab', () => {
  beforeEach(() => {
    tab.routes = {
      'GET /api/admin/support/tickets?page=1': () => page([openRow, visitorRow]),
      'GET /api/admin/support/tickets?page=1&status=closed': () => page([visitorRow]),
    };
  });

  it('lists tickets with their customer and status, and filters by status in the address', async () => {
    tab.render('/admin/support', <SupportTab />);
    await waitFor(() => text().includes('Plans for schools?'), 'the list');
    const rows = Array.from(document.querySelectorAll('tbody tr')).map((row) => row.textContent);
    expect(rows[0]).toContain('Pins stopped publishing');
    expect(rows[0]).toContain('ada@example.com');
    expect(rows[0]).toContain('Open');
    expect(rows[1]).toContain('rosa@example.com · visitor');
    expect(document.querySelector('tbody a')?.getAttribute('href')).toBe('/admin/support/t1');

    typeInto(
      document.querySelector<HTMLSelectElement>('select[name="status"]') as HTMLSelectElement,
      'closed',
    );
    await waitFor(() => !text().includes('Pins stopped publishing'), 'the closed tickets');
    expect(requests('GET', '/api/admin/support/tickets?page=1&status=closed')).toHaveLength(1);
  });

  it('shows each ticket’s tier and first-response due time, marks overdue ones, and filters to mine', async () => {
    const overdueRow = {
      ...openRow,
      id: 't3',
      subject: 'Urgent from Enterprise',
      tier: 'enterprise' as const,
      overdue: true,
      first_response_due_at: '2026-11-20T13:00:00.000Z',
      assigned_admin_id: 'a1',
    };
    tab.routes['GET /api/admin/support/tickets?page=1'] = () => page([overdueRow, openRow]);
    tab.routes['GET /api/admin/support/tickets?page=1&assigned=me'] = () => page([overdueRow]);
    tab.render('/admin/support', <SupportTab />);
    await waitFor(() => text().includes('Urgent from Enterprise'), 'the list');
    const rows = Array.from(document.querySelectorAll('tbody tr'));
    expect(rows[0]?.textContent).toContain('Enterprise');
    expect(rows[0]?.textContent).toContain('Overdue');
    expect(rows[0]?.textContent).toContain('was due 20 Nov 2026, 13:00 UTC');
    expect(rows[1]?.textContent).toContain('Free');
    expect(rows[1]?.textContent).toContain('Due 22 Nov 2026, 09:00 UTC');
    expect(rows[1]?.textContent).not.toContain('Overdue');

    typeInto(document.querySelector<HTMLSelectElement>('select[name="assigned"]') as HTMLSelectElement, 'me');
    await waitFor(() => !text().includes('Pins stopped publishing'), 'my tickets');
    expect(requests('GET', '/api/admin/support/tickets?page=1&assigned=me')).toHaveLength(1);
  });

  it('lists phone call requests and marks one done', async () => {
    const call = {
      id: 'c1',
      phone: '+1 415 555 0100',
      preferred_at: '2026-11-21T10:00:00.000Z',
      reason: 'Walk us through approvals',
      status: 'requested' as const,
      created_at: '2026-11-20T09:00:00.000Z',
      done_at: null,
      customer_name: 'Ada Lovelace',
      customer_email: 'ada@example.com',
      user_id: 'u1',
      workspace_id: 'w1',
      workspace_name: 'Ada’s workspace',
    };
    let done = false;
    tab.routes['GET /api/admin/support/phone-calls'] = () =>
      answer(adminPhoneCallListResponse, {
        phone_calls: [done ? { ...call, status: 'done', done_at: '2026-11-21T10:05:00.000Z' } : call],
      });
    tab.routes['PUT /api/admin/support/phone-calls/c1/status'] = () => {
      done = true;
      return answer(adminPhoneCallResponse, {
        phone_call: { ...call, status: 'done', done_at: '2026-11-21T10:05:00.000Z' },
      });
    };
    tab.render('/admin/support', <SupportTab />, { toasts: true });
    await waitFor(() => text().includes('Walk us through approvals'), 'the phone calls');
    expect(text()).toContain('1 waiting');
    act(() => button('Mark done')?.click());
    await waitFor(() => Boolean(button('Requested again')), 'the call marked done');
    expect(requests('PUT', '/api/admin/support/phone-calls/c1/status')).toEqual([{ status: 'done' }]);
    expect(text()).toContain('0 waiting');
  });

  it('says when there are no tickets', async () => {
    tab.routes['GET /api/admin/support/tickets?page=1'] = () => page([]);
    tab.render('/admin/support', <SupportTab />);
    await waitFor(() => text().includes('No tickets yet'), 'the empty state');
  });
});

describe('one ticket in the console', () => {
  beforeEach(() => {
    tab.routes = {
      'GET /api/admin/support/tickets/t1': () =>
        answer(adminTicketResponse, { ticket: adminTicketFixture() }),
    };
  });

  function open(id = 't1') {
    tab.render('/admin/support/:ticketId', <TicketDetailPage />, {
      at: `/admin/support/${id}`,
      toasts: true,
    });
  }

  it('sends an answer, says who gets it, and shows the ticket answered', async () => {
    const withAnswer = withMessage(adminTicketFixture({ status: 'answered' }), {
      id: 'm9',
      author: 'staff',
      author_name: 'Ada',
      body: 'Reconnect it.',
      created_at: '2026-11-20T11:00:00.000Z',
    });
    tab.routes['POST /api/admin/support/tickets/t1/messages'] = () =>
      answer(adminTicketResponse, { ticket: withAnswer });
    open();
    await waitFor(() => Boolean(button('Send answer')), 'the answer form');
    expect(text()).toContain('Emailed to ada@example.com');
    expect(document.querySelector('a[href="/admin/users/u1"]')?.textContent).toBe('Ada Lovelace');
    typeInto(document.querySelector('textarea[name="message"]') as HTMLTextAreaElement, 'Reconnect it.');
    act(() => button('Send answer')?.click());
    await waitFor(() => text().includes('Answer sent to ada@example.com.'), 'the toast');
    expect(text()).toContain('Ada · Pinloom support');
    expect(requests('POST', '/api/admin/support/tickets/t1/messages')).toEqual([
      { message: 'Reconnect it.' },
    ]);
    expect((document.querySelector('textarea[name="message"]') as HTMLTextAreaElement).value).toBe('');
    expect(text()).toContain('Answered');
  });

  it('keeps a refused answer in the box', async () => {
    tab.routes['POST /api/admin/support/tickets/t1/messages'] = () =>
      failure(400, { error: 'Message must be at most 5,000 characters', code: 'validation_error' });
    open();
    await waitFor(() => Boolean(button('Send answer')), 'the answer form');
    typeInto(document.querySelector('textarea[name="message"]') as HTMLTextAreaElement, 'Long answer');
    act(() => button('Send answer')?.click());
    await waitFor(() => text().includes('Message must be at most 5,000 characters'), 'the refusal');
    expect((document.querySelector('textarea[name="message"]') as HTMLTextAreaElement).value).toBe(
      'Long answer',
    );
  });

  it('closes a ticket, and reopens a closed one', async () => {
    tab.routes['PUT /api/admin/support/tickets/t1/status'] = (init) =>
      answer(adminTicketResponse, {
        ticket: adminTicketFixture({ status: JSON.parse(String(init?.body)).status }),
      });
    open();
    await waitFor(() => Boolean(button('Close ticket')), 'the close button');
    act(() => button('Close ticket')?.click());
    await waitFor(() => Boolean(button('Reopen ticket')), 'the reopen button');
    act(() => button('Reopen ticket')?.click());
    await waitFor(() => Boolean(button('Close ticket')), 'the close button again');
    expect(requests('PUT', '/api/admin/support/tickets/t1/status')).toEqual([
      { status: 'closed' },
      { status: 'open' },
    ]);
  });

  it('says a visitor’s ticket comes from the contact form', async () => {
    tab.routes['GET /api/admin/support/tickets/t2'] = () =>
      answer(adminTicketResponse, {
        ticket: adminTicketFixture({
          id: 't2',
          customer_name: 'Rosa Parks',
          customer_email: 'rosa@example.com',
          user_id: null,
        }),
      });
    open('t2');
    await waitFor(() => text().includes('Rosa Parks (visitor, contact form)'), 'the visitor');
  });

  it('says Ticket not found for an unknown id', async () => {
    open('nope');
    await waitFor(() => text().includes('Ticket not found'), 'the not-found state');
  });
});
