// @vitest-environment jsdom
// The Users tab in jsdom with the real query client, router, dialogs and toasts; only fetch is
// replaced, by a fake list that filters and pages like the server.
import { act } from 'react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adminUsersResponse, suspensionResponse } from '../../../../../shared/api/admin';
import { answer, failure } from '../../../../test/answers';
import { typeInto, waitFor } from '../../../../test/page-harness';
import { userRow } from '../../test/admin-users';
import { setUpAdminTab } from '../../test/render-admin-tab';
import UsersTab from './users-tab';

type Row = ReturnType<typeof userRow>;

const tab = setUpAdminTab({ quietConsole: true });
const { fetchMock } = tab;
let people: Row[];
let suspendAnswer: () => Response;

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

const text = () => document.body.textContent ?? '';
const address = () => document.querySelector('[data-testid="address"]')?.textContent ?? '';
const listCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://x'))
    .filter((url) => url.pathname === '/api/admin/users');
const buttons = () => Array.from(document.querySelectorAll('button'));
const button = (name: string) =>
  buttons().find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name);
const pageButtons = () =>
  buttons()
    .filter((b) => b.getAttribute('aria-label')?.startsWith('Page '))
    .map((b) => b.textContent);

function serveList(init: RequestInit | undefined, url: URL): Response {
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const pageNumber = Number(url.searchParams.get('page') ?? '1');
  const limit = Number(url.searchParams.get('limit') ?? '20');
  const found = people.filter((p) =>
    `${p.first_name} ${p.last_name} ${p.email}`.toLowerCase().includes(search),
  );
  const body: z.input<typeof adminUsersResponse> = {
    users: found.slice((pageNumber - 1) * limit, pageNumber * limit),
    pagination: { page: pageNumber, limit, total: found.length, totalPages: Math.ceil(found.length / limit) },
  };
  void init;
  return answer(adminUsersResponse, body);
}

function open(at: string) {
  tab.render(
    '/admin/users',
    <>
      <UsersTab />
      <Address />
    </>,
    { at, toasts: true },
  );
}

beforeEach(() => {
  people = Array.from({ length: 45 }, (_, index) => userRow(`p${index + 1}`));
  people[2] = userRow('p3', { first_name: 'Annabel', last_name: 'Lee', email: 'annabel@example.com' });
  suspendAnswer = () =>
    answer(suspensionResponse, { user: userRow('p1', { suspended_at: '2026-11-24T01:00:00.000Z' }) });
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/admin/users' && (init?.method ?? 'GET') === 'GET') return serveList(init, url);
    if (url.pathname === '/api/admin/users/p1/suspend' && init?.method === 'POST') return suspendAnswer();
    return failure(404, { error: `No route ${url.pathname}`, code: 'not_found' });
  });
});

describe('the Users tab', () => {
  it('lists 20 users a page with the total, and pages through the address', async () => {
    open('/admin/users');
    await waitFor(() => text().includes('45 users in total'), 'the list');
    expect(document.querySelectorAll('tbody tr')).toHaveLength(20);
    expect(listCalls()[0]?.search).toBe('?page=1&limit=20');
    const headers = Array.from(document.querySelectorAll('th[scope="col"]')).map((th) => th.textContent);
    expect(headers).toEqual([
      'Name',
      'Email',
      'Plan',
      'Status',
      'Pins this month',
      'Scheduled today',
      'Joined',
      'Actions',
    ]);
    expect(pageButtons()).toEqual(['1', '2', '3']);
    expect(button('Page 1')?.getAttribute('aria-current')).toBe('page');
    expect(button('Previous')?.disabled).toBe(true);

    act(() => button('Page 3')?.click());
    await waitFor(() => text().includes('Showing 41–45 of 45'), 'page 3');
    expect(address()).toBe('?page=3');
    expect(listCalls().at(-1)?.searchParams.get('page')).toBe('3');
    expect(button('Next')?.disabled).toBe(true);
    const view = document.querySelector('a[aria-label="View p41@example.com"]');
    expect(view?.getAttribute('href')).toBe('/admin/users/p41');
  });

  it('shows at most 5 page buttons around the current page', async () => {
    people = Array.from({ length: 240 }, (_, index) => userRow(`p${index + 1}`));
    open('/admin/users?page=7');
    await waitFor(() => text().includes('Showing 121–140 of 240'), 'page 7');
    expect(pageButtons()).toEqual(['5', '6', '7', '8', '9']);
    act(() => button('Next')?.click());
    await waitFor(() => address() === '?page=8', 'page 8 in the address');
    await waitFor(() => pageButtons().join() === '6,7,8,9,10', 'the window around page 8');
  });

  it('waits for typing to stop, then searches from page 1 and keeps the search in the address', async () => {
    open('/admin/users?page=2');
    await waitFor(() => text().includes('Showing 21–40'), 'page 2');
    const box = document.querySelector<HTMLInputElement>('input[type="search"]');
    if (!box) throw new Error('No search box');
    expect(box.labels?.[0]?.textContent).toBe('Search users by name or email');
    typeInto(box, 'a');
    typeInto(box, 'an');
    typeInto(box, 'ANNA');
    expect(listCalls().some((url) => url.searchParams.has('search'))).toBe(false);
    await waitFor(() => text().includes('1 user found'), 'the search result');
    const searches = listCalls().filter((url) => url.searchParams.has('search'));
    expect(searches.map((url) => url.search)).toEqual(['?page=1&limit=20&search=ANNA']);
    expect(address()).toBe('?search=ANNA');
    expect(text()).toContain('Annabel Lee');

    typeInto(box, 'zzz');
    await waitFor(() => text().includes('No users match “zzz”'), 'the empty state');
  });

  it('reads the search from the address on a reload', async () => {
    open('/admin/users?search=annabel');
    await waitFor(() => text().includes('1 user found'), 'the search result');
    expect(document.querySelector<HTMLInputElement>('input[type="search"]')?.value).toBe('annabel');
  });

  it('asks for a reason before suspending, sends it, and reloads the list', async () => {
    open('/admin/users');
    await waitFor(() => text().includes('45 users in total'), 'the list');
    act(() => button('Suspend p1@example.com')?.click());
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Suspend p1@example.com?');
    const reason = dialog?.querySelector<HTMLTextAreaElement>('textarea');
    if (!reason) throw new Error('No reason field');
    expect(reason.maxLength).toBe(500);
    expect(document.activeElement).toBe(reason);

    act(() => button('Suspend')?.click());
    expect(dialog?.querySelector('[role="alert"]')?.textContent).toBe('Give a reason for the suspension.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    typeInto(reason, '  Spam pins  ');
    expect(dialog?.textContent).toContain('13/500 characters');
    const before = listCalls().length;
    people[0] = userRow('p1', { suspended_at: '2026-11-24T01:00:00.000Z' });
    act(() => button('Suspend')?.click());
    await waitFor(() => text().includes('Suspended p1@example.com'), 'the toast');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/admin/users/p1/suspend');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ reason: 'Spam pins' });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await waitFor(() => listCalls().length > before, 'the list reloaded');
    await waitFor(() => button('Unsuspend p1@example.com') !== undefined, 'the row to offer Unsuspend');
  });

  it("shows the server's refusal inside the dialog", async () => {
    suspendAnswer = () => failure(409, { error: 'This account is already suspended', code: 'conflict' });
    open('/admin/users');
    await waitFor(() => text().includes('45 users in total'), 'the list');
    act(() => button('Suspend p1@example.com')?.click());
    const reason = document.querySelector<HTMLTextAreaElement>('[role="dialog"] textarea');
    if (!reason) throw new Error('No reason field');
    typeInto(reason, 'Abuse');
    act(() => button('Suspend')?.click());
    await waitFor(
      () =>
        document.querySelector('[role="dialog"] [role="alert"]')?.textContent ===
        'This account is already suspended',
      'the refusal',
    );
  });

  it('says when the list could not load', async () => {
    fetchMock.mockImplementation(async () =>
      failure(500, { error: 'Internal Server Error', code: 'internal' }),
    );
    open('/admin/users');
    await waitFor(() => text().includes('Could not load the users'), 'the error block');
    expect(button('Try again')).toBeDefined();
  });
});
