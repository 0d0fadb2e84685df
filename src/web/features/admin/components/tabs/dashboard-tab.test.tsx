// @vitest-environment jsdom
// The admin dashboard in jsdom with the real query client and router; only fetch is replaced.
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminStatsResponse, recentUsersResponse } from '../../../../../shared/api/admin';
import { answer, failure } from '../../../../test/answers';
import { waitFor } from '../../../../test/page-harness';
import { userRow } from '../../test/admin-users';
import { setUpAdminTab } from '../../test/render-admin-tab';
import DashboardTab from './dashboard-tab';

const stats = {
  totalUsers: 1234,
  activeSubscribers: 87,
  pinsGeneratedToday: 56,
  totalBoards: 410,
  freeUsers: 1000,
  starterUsers: 150,
  proUsers: 80,
  enterpriseUsers: 4,
  todayStartsAt: '2026-11-24T00:00:00.000Z',
  published_per_day: Array.from({ length: 30 }, (_, index) => ({
    date: new Date(Date.UTC(2026, 9, 26 + index)).toISOString().slice(0, 10),
    count: index === 29 ? 12 : 1,
  })),
  failed_per_day: Array.from({ length: 30 }, (_, index) => ({
    date: new Date(Date.UTC(2026, 9, 26 + index)).toISOString().slice(0, 10),
    count: index === 29 ? 2 : 0,
  })),
  analytics_collection: {
    accounts_ok: 7,
    accounts_paused: 2,
    accounts_failed: 1,
    last_run_at: '2026-11-24T03:20:00.000Z',
  },
};

const tab = setUpAdminTab({ quietConsole: true });

const text = () => document.body.textContent ?? '';

function statValue(label: string): string | undefined {
  const term = Array.from(document.querySelectorAll('dt')).find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent ?? undefined;
}

beforeEach(() => {
  tab.routes = {
    'GET /api/admin/stats': () => answer(adminStatsResponse, stats),
    'GET /api/admin/users/recent': () =>
      answer(recentUsersResponse, {
        users: [
          userRow('u1', { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' }),
          userRow('u2', { subscription_plan: 'pro', suspended_at: '2026-11-01T00:00:00.000Z' }),
        ],
      }),
  };
  tab.render('/admin', <DashboardTab />);
});

describe('the admin dashboard', () => {
  it('shows the four figures, the plans and the recent users from the answers', async () => {
    await waitFor(() => statValue('Total users') !== undefined, 'the stat cards');
    expect(statValue('Total users')).toBe('1,234');
    expect(statValue('Active subscribers')).toBe('87');
    expect(statValue('Pins generated today')).toBe('56');
    expect(statValue('Total boards')).toBe('410');
    expect(text()).toContain('The UTC day: since 00:00 UTC on 24 Nov 2026');

    const plans = Array.from(document.querySelectorAll('#plan-breakdown-title ~ ul li')).map(
      (li) => li.textContent,
    );
    expect(plans).toEqual([
      'Free1,00081% of customers',
      'Starter15012% of customers',
      'Pro806% of customers',
      'Enterprise40% of customers',
    ]);

    await waitFor(() => text().includes('Ada Lovelace'), 'the recent users');
    const link = Array.from(document.querySelectorAll('a')).find((a) => a.textContent === 'Ada Lovelace');
    expect(link?.getAttribute('href')).toBe('/admin/users/u1');
    // The recent users' table (the publishing figures have a table of their own).
    const users = Array.from(document.querySelectorAll('table')).find(
      (table) => table.querySelector('caption')?.textContent === 'Recent users',
    );
    const headers = Array.from(users?.querySelectorAll('th[scope="col"]') ?? []).map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Plan', 'Status', 'Pins this month', 'Joined']);
    const suspendedRow = Array.from(users?.querySelectorAll('tbody tr') ?? [])[1];
    expect(suspendedRow?.textContent).toContain('Pro');
    expect(suspendedRow?.textContent).toContain('Suspended');
    expect(suspendedRow?.textContent).toContain('5 Mar 2026');
  });

  it('shows pins published and failed per day, and analytics collection’s health', async () => {
    await waitFor(() => text().includes('Analytics collection'), 'the publishing figures');
    expect(text()).toContain('41 pins published and 2 failures in the last 30 days');
    expect(statValue('Accounts collecting')).toBe('7');
    expect(statValue('Accounts paused')).toBe('2');
    expect(statValue('Accounts failing')).toBe('1');
    const table = Array.from(document.querySelectorAll('table')).find((candidate) =>
      candidate.textContent?.includes('Pins published and publishing failures per day'),
    );
    const firstRow = table?.querySelector('tbody tr');
    // Newest first: today, with its 12 pins published and 2 failures.
    expect(Array.from(firstRow?.querySelectorAll('td') ?? []).map((td) => td.textContent)).toEqual([
      '24 Nov 2026',
      '12',
      '2',
    ]);
  });

  it('says when the figures could not load, logs it, and loads them again on Try again', async () => {
    tab.routes['GET /api/admin/stats'] = () =>
      failure(500, { error: 'Internal Server Error', code: 'internal' });
    tab.render('/admin', <DashboardTab />);
    await waitFor(() => text().includes('Could not load the figures'), 'the error block');
    expect(document.querySelector('[role="alert"]')).not.toBeNull();
    expect(console.error).toHaveBeenCalled();

    tab.routes['GET /api/admin/stats'] = () => answer(adminStatsResponse, stats);
    const retry = Array.from(document.querySelectorAll('button')).find((b) => b.textContent === 'Try again');
    act(() => retry?.click());
    await waitFor(() => statValue('Total users') === '1,234', 'the figures after Try again');
    expect(text()).not.toContain('Could not load the figures');
  });
});
