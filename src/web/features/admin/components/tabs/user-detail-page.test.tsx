// @vitest-environment jsdom
// A user's detail page in jsdom with the real query client, router, dialogs and toasts; only
// fetch is replaced.
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminUserDetailResponse, suspensionResponse } from '../../../../../shared/api/admin';
import { answer, failure } from '../../../../test/answers';
import { waitFor } from '../../../../test/page-harness';
import { userDetail, userRow } from '../../test/admin-users';
import { setUpAdminTab } from '../../test/render-admin-tab';
import UserDetailPage from './user-detail-page';

const tab = setUpAdminTab({ quietConsole: true });

const text = () => document.body.textContent ?? '';
const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === name);

function fact(label: string): string | undefined {
  const term = Array.from(document.querySelectorAll('dt')).find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent ?? undefined;
}

function open(userId = 'u7') {
  tab.render('/admin/users/:userId', <UserDetailPage />, { at: `/admin/users/${userId}`, toasts: true });
}

beforeEach(() => {
  tab.routes = { 'GET /api/admin/users/u7': () => answer(adminUserDetailResponse, userDetail()) };
});

describe("a user's detail", () => {
  it('shows the profile, plan, usage, boards, pins, Pinterest and AI calls from the answer', async () => {
    open();
    await waitFor(() => text().includes('Grace Hopper'), 'the detail');
    expect(document.querySelector('h2')?.textContent).toBe('Grace Hopper');
    expect(fact('Time zone')).toBe('Europe/London');
    expect(fact('Joined')).toBe('5 Mar 2026, 10:00 UTC');
    expect(fact('Last sign-in')).toBe('20 Nov 2026, 08:30 UTC');
    expect(fact('Plan')).toBe('Starter');
    expect(fact('Trial ends')).toBe('12 Mar 2026');

    const meters = Array.from(document.querySelectorAll('[role="meter"]')).map((m) =>
      m.getAttribute('aria-label'),
    );
    expect(meters).toEqual(['This month: 42 of 100 pins used', 'Today: 3 of 3 pins used']);

    expect(text()).toContain('Autumn recipes2 pins a day31 pinsLinked to Pinterest');
    expect(text()).toContain('Garden ideas1 pin a day4 pinsNot linked');
    expect(fact('In review')).toBe('5');
    expect(fact('Posted')).toBe('20');
    expect(fact('Failed')).toBe('1');
    expect(fact('Account')).toBe('@gracebakes');
    expect(fact('Connected since')).toBe('1 Apr 2026');

    expect(text()).toContain('57 this month · $1.2346');
    const calls = Array.from(document.querySelectorAll('tbody tr')).map((row) =>
      Array.from(row.querySelectorAll('td')).map((td) => td.textContent),
    );
    expect(calls).toEqual([
      ['image', 'gpt-image-1', '200', '1,500', '$0.0400', '20 Nov 2026, 09:00 UTC'],
      ['text', 'gpt-4o', '429', '230', '$0.0012', '20 Nov 2026, 08:59 UTC'],
    ]);
    expect(document.querySelector('a[href="/admin/users"]')?.textContent).toBe('Back to users');
  });

  it('lists the workspaces the person is in with their role, each linking to its page', async () => {
    open();
    await waitFor(() => text().includes('Grace Hopper'), 'the detail');
    const section = Array.from(document.querySelectorAll('section')).find(
      (s) => s.querySelector('h3')?.textContent === 'Workspaces',
    );
    const items = Array.from(section?.querySelectorAll('li') ?? []).map((li) => li.textContent);
    expect(items).toEqual(['Grace’s workspaceowner', 'Bakery CoSuspendededitor']);
    expect(section?.querySelector('a')?.getAttribute('href')).toBe('/admin/workspaces/w1');
  });

  it('says Not connected without a Pinterest account', async () => {
    tab.routes['GET /api/admin/users/u7'] = () =>
      answer(adminUserDetailResponse, { ...userDetail(), pinterest: null });
    open();
    await waitFor(() => text().includes('Grace Hopper'), 'the detail');
    expect(text()).toContain('Pinterest connectionNot connected');
  });

  it('says User not found for an unknown id', async () => {
    open('nobody');
    await waitFor(() => text().includes('User not found'), 'the not-found state');
    expect(text()).not.toContain('Try again');
  });

  it('shows the suspension with its reason, and unsuspends after a confirmation', async () => {
    tab.routes['GET /api/admin/users/u7'] = () =>
      answer(
        adminUserDetailResponse,
        userDetail({ suspended_at: '2026-11-23T12:00:00.000Z', suspended_reason: 'Spam pins' }),
      );
    tab.routes['POST /api/admin/users/u7/unsuspend'] = () => {
      tab.routes['GET /api/admin/users/u7'] = () => answer(adminUserDetailResponse, userDetail());
      return answer(suspensionResponse, { user: userRow('u7', { email: 'grace@example.com' }) });
    };
    open();
    await waitFor(() => text().includes('Suspended since 23 Nov 2026, 12:00 UTC'), 'the banner');
    expect(text()).toContain('Reason: Spam pins');

    act(() => button('Unsuspend')?.click());
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Unsuspend grace@example.com?');
    expect(tab.fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    const confirm = document.querySelector<HTMLButtonElement>('[role="dialog"] button[type="submit"]');
    expect(document.activeElement).toBe(confirm);
    act(() => confirm?.click());
    await waitFor(() => text().includes('Unsuspended grace@example.com'), 'the toast');
    await waitFor(() => !text().includes('Suspended since'), 'the banner to go');
    expect(button('Suspend')).toBeDefined();
  });

  it("shows the server's refusal to suspend the admin's own account in the dialog", async () => {
    tab.routes['POST /api/admin/users/u7/suspend'] = () =>
      failure(400, { error: 'You cannot suspend your own account', code: 'cannot_suspend_self' });
    open();
    await waitFor(() => text().includes('Grace Hopper'), 'the detail');
    act(() => button('Suspend')?.click());
    const reason = document.querySelector<HTMLTextAreaElement>('[role="dialog"] textarea');
    if (!reason) throw new Error('No reason field');
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    act(() => {
      setter?.call(reason, 'Testing');
      reason.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => document.querySelector<HTMLButtonElement>('[role="dialog"] button[type="submit"]')?.click());
    await waitFor(
      () =>
        document.querySelector('[role="dialog"] [role="alert"]')?.textContent ===
        'You cannot suspend your own account',
      'the refusal',
    );
  });
});
