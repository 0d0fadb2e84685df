// @vitest-environment jsdom
// The app's Help page and a ticket's page in jsdom with the real query client and router; only
// fetch (the server) is replaced.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { phoneCallListResponse, phoneCallResponse } from '../../../../shared/api/phone-calls';
import { ticketListResponse, ticketResponse } from '../../../../shared/api/support';
import { supportPlanResponse } from '../../../../shared/api/support-plan';
import { saveSession } from '../../../lib/session-storage';
import { answer, failure } from '../../../test/answers';
import { setUpPageTest, typeInto, waitFor } from '../../../test/page-harness';
import { ticketFixture, withMessage } from '../../../test/tickets';
import { testUser } from '../../../test/users';
import SupportPage from './support-page';
import TicketPage from './ticket-page';

const server = setUpPageTest({ quietConsole: true });
const { messages: _thread, ...summary } = ticketFixture();

const text = () => document.body.textContent ?? '';
const field = <T extends HTMLElement>(name: string) => {
  const found = document.querySelector<T>(`[name="${name}"]`);
  if (!found) throw new Error(`No field ${name}`);
  return found;
};
const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === name);

function posted(url: string): unknown[] {
  return server.fetchMock.mock.calls
    .filter(([input, init]) => String(input) === url && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

function open(at: string) {
  server.render(
    [
      { path: '/support', element: <SupportPage /> },
      { path: '/support/:ticketId', element: <TicketPage /> },
    ],
    at,
  );
}

beforeEach(() => {
  saveSession({ token: 'user-token', user: testUser });
  server.routes = {
    'GET /api/support/tickets': () => answer(ticketListResponse, { tickets: [summary] }),
    'GET /api/support/tickets/t1': () => answer(ticketResponse, { ticket: ticketFixture() }),
  };
});
afterEach(() => {
  localStorage.clear();
});

/** Opens the Help page and sends the new-ticket form: subject Invoice, category billing. */
async function sendInvoiceQuestion() {
  open('/support');
  await waitFor(() => Boolean(button('Send to support')), 'the form');
  typeInto(field('subject'), 'Invoice');
  typeInto(field('category'), 'billing');
  typeInto(field('message'), 'Where is my invoice?');
  act(() => button('Send to support')?.click());
}

describe('the Help page', () => {
  it('lists the user’s tickets, each opening its thread', async () => {
    open('/support');
    await waitFor(() => text().includes('Pins stopped publishing'), 'the list');
    expect(document.querySelector('h1')?.textContent).toBe('Help');
    const row = document.querySelector<HTMLAnchorElement>('ul[aria-label="Your tickets"] a');
    expect(row?.getAttribute('href')).toBe('/support/t1');
    expect(row?.textContent).toContain('Answered');
    expect(row?.textContent).toContain('T-1001 · Something is not working · 2 messages');
    act(() => row?.click());
    await waitFor(() => text().includes('Reconnect Pinterest in Settings'), 'the thread');
    expect(text()).toContain('You');
    expect(text()).toContain('Sam · Pinloom support');
  });

  it('says there are no tickets yet', async () => {
    server.routes['GET /api/support/tickets'] = () => answer(ticketListResponse, { tickets: [] });
    open('/support');
    await waitFor(() => text().includes('No tickets yet'), 'the empty state');
  });

  it('sends a new ticket and opens it', async () => {
    const created = ticketFixture({ id: 't2', reference: 'T-1002', subject: 'Invoice', status: 'open' });
    server.routes['POST /api/support/tickets'] = () => answer(ticketResponse, { ticket: created }, 201);
    server.routes['GET /api/support/tickets/t2'] = () => answer(ticketResponse, { ticket: created });
    await sendInvoiceQuestion();
    await waitFor(() => document.querySelector('h1')?.textContent === 'Invoice', 'the new ticket');
    expect(posted('/api/support/tickets')).toEqual([
      { subject: 'Invoice', category: 'billing', message: 'Where is my invoice?' },
    ]);
  });

  it('asks for a category before sending anything', async () => {
    open('/support');
    await waitFor(() => Boolean(button('Send to support')), 'the form');
    typeInto(field('subject'), 'Invoice');
    typeInto(field('message'), 'Where is my invoice?');
    act(() => button('Send to support')?.click());
    await waitFor(
      () => document.querySelector('[role="alert"]')?.textContent === 'Choose a category',
      'the alert',
    );
    expect(posted('/api/support/tickets')).toEqual([]);
  });

  it('shows a refusal above the form and keeps what was typed', async () => {
    server.routes['POST /api/support/tickets'] = () =>
      failure(429, { error: 'Too many attempts. Please try again in 40 minutes.', code: 'rate_limited' });
    await sendInvoiceQuestion();
    await waitFor(() => text().includes('Too many attempts. Please try again in 40 minutes.'), 'the refusal');
    expect(field<HTMLInputElement>('subject').value).toBe('Invoice');
    expect(field<HTMLSelectElement>('category').value).toBe('billing');
    expect(field<HTMLTextAreaElement>('message').value).toBe('Where is my invoice?');
  });
});

describe('a ticket', () => {
  it('sends a reply and shows the ticket open again', async () => {
    const reopened = withMessage(ticketFixture({ status: 'open' }), {
      id: 'm3',
      author: 'customer',
      author_name: 'Ada Lovelace',
      body: 'Done, thanks!',
      created_at: '2026-11-21T09:00:00.000Z',
    });
    server.routes['POST /api/support/tickets/t1/messages'] = () =>
      answer(ticketResponse, { ticket: reopened });
    open('/support/t1');
    await waitFor(() => Boolean(button('Send reply')), 'the reply form');
    typeInto(field('message'), 'Done, thanks!');
    act(() => button('Send reply')?.click());
    await waitFor(
      () => text().includes('Done, thanks!') && text().includes('waiting for our answer'),
      'the reply',
    );
    expect(posted('/api/support/tickets/t1/messages')).toEqual([{ message: 'Done, thanks!' }]);
    expect(field<HTMLTextAreaElement>('message').value).toBe('');
  });

  it('keeps a refused reply in the box', async () => {
    server.routes['POST /api/support/tickets/t1/messages'] = () =>
      failure(400, { error: 'Message must be at most 5,000 characters', code: 'validation_error' });
    open('/support/t1');
    await waitFor(() => Boolean(button('Send reply')), 'the reply form');
    typeInto(field('message'), 'Long story');
    act(() => button('Send reply')?.click());
    await waitFor(() => text().includes('Message must be at most 5,000 characters'), 'the refusal');
    expect(field<HTMLTextAreaElement>('message').value).toBe('Long story');
  });

  it('says Ticket not found for another user’s ticket', async () => {
    open('/support/someone-elses');
    await waitFor(() => text().includes('Ticket not found'), 'the not-found state');
    expect(document.querySelector('a[href="/support"]')?.textContent).toBe('Back to Help');
  });
});

describe('support by plan on the Help page', () => {
  const freePlan = {
    tier: 'free' as const,
    first_response_hours: 48,
    channel: 'Email support',
    phone_support: false,
    account_manager: null,
  };
  const enterprisePlan = {
    tier: 'enterprise' as const,
    first_response_hours: 4,
    channel: 'Phone support',
    phone_support: true,
    account_manager: { name: 'Sam Carter', email: 'sam@pinloom.test' },
  };

  it('shows the plan’s target and phone support locked below Enterprise, with the way to upgrade', async () => {
    server.routes['GET /api/support/plan'] = () => answer(supportPlanResponse, freePlan);
    open('/support');
    await waitFor(() => text().includes('Upgrade to Enterprise'), 'the locked phone support');
    expect(text()).toContain('Free plan: email support, a first answer within 48 hours.');
    expect(text()).toContain('Phone support is part of the Enterprise plan');
    const upgrade = Array.from(document.querySelectorAll('a')).find(
      (a) => a.textContent === 'Upgrade to Enterprise',
    );
    expect(upgrade?.getAttribute('href')).toBe('/settings/plan-and-billing?upgrade=1');
    expect(document.querySelector('form[aria-label="Request a phone call"]')).toBeNull();
  });

  it('on Enterprise names the account manager and sends a phone call request, refusing a bad number first', async () => {
    server.routes['GET /api/support/plan'] = () => answer(supportPlanResponse, enterprisePlan);
    server.routes['GET /api/support/phone-calls'] = () => answer(phoneCallListResponse, { phone_calls: [] });
    server.routes['POST /api/support/phone-calls'] = (init) => {
      const body = JSON.parse(String(init?.body));
      return answer(
        phoneCallResponse,
        {
          phone_call: {
            id: 'c1',
            ...body,
            status: 'requested',
            created_at: '2026-11-20T09:00:00.000Z',
            done_at: null,
          },
        },
        201,
      );
    };
    open('/support');
    await waitFor(() => Boolean(button('Request a call')), 'the phone call form');
    expect(text()).toContain('Your account manager: Sam Carter');
    expect(text()).toContain('a first answer within 4 hours');

    typeInto(field('phone'), 'call me');
    typeInto(field('preferred_at'), '2030-01-02T10:30');
    typeInto(field('reason'), 'Onboarding our team');
    act(() => button('Request a call')?.click());
    await waitFor(() => text().includes('Phone number must be 7 to 15 digits'), 'the refusal');
    expect(posted('/api/support/phone-calls')).toEqual([]);

    typeInto(field('phone'), '+1 415 555 0100');
    act(() => button('Request a call')?.click());
    await waitFor(() => posted('/api/support/phone-calls').length === 1, 'the request');
    expect(posted('/api/support/phone-calls')[0]).toEqual({
      phone: '+1 415 555 0100',
      preferred_at: new Date('2030-01-02T10:30').toISOString(),
      reason: 'Onboarding our team',
    });
  });
});
