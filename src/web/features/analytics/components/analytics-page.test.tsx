// @vitest-environment jsdom
// The Analytics page (ADR 0042) in jsdom with the real query client and router; only fetch (the
// server) is replaced. Each plan sees its sections and the ones above it locked with the upgrade,
// and asks only for what it has; the range and board go to every call. Dates come from NOW.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  analyticsBestTimesResponse,
  analyticsDailyResponse,
  analyticsPinResponse,
  analyticsSummaryResponse,
  analyticsTopResponse,
} from '../../../../shared/api/analytics-contract';
import { boardsResponse } from '../../../../shared/api/boards';
import { usageResponse } from '../../../../shared/api/settings';
import { planFeatureMessage } from '../../../../shared/plan-features';
import type { PlanName } from '../../../../shared/plans';
import * as fixtures from '../../../test/analytics';
import { answer, failure } from '../../../test/answers';
import { testBoard } from '../../../test/boards';
import { setUpPageTest, typeInto, waitFor } from '../../../test/page-harness';
import { signInTestUser } from '../../../test/users';
import { AnalyticsPage } from './analytics-page';

const page = setUpPageTest({ quietConsole: true });
let plan: PlanName;
let summaryExtra: Parameters<typeof fixtures.summary>[1];
let enoughData: boolean;
const csv = 'date,impression\n2026-11-26,100\n';

const text = () => document.body.textContent ?? '';
/** The analytics calls made so far, as 'path?query'. */
const analyticsCalls = () =>
  page.fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((path) => path.startsWith('/api/analytics/'));
const called = (path: string) => analyticsCalls().includes(path);

beforeEach(() => {
  signInTestUser();
  plan = 'free';
  summaryExtra = {};
  enoughData = true;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(fixtures.NOW);
  page.fetchMock.mockImplementation(async (input) => {
    const address = new URL(String(input), 'http://pinloom.test');
    const days = Number(address.searchParams.get('days'));
    switch (address.pathname) {
      case '/api/user/usage':
        return answer(usageResponse, fixtures.usage(plan));
      case '/api/boards':
        return answer(boardsResponse, { boards: [testBoard(), testBoard({ id: 'b2', name: 'Crafts' })] });
      case '/api/analytics/summary':
        return answer(analyticsSummaryResponse, fixtures.summary(days, summaryExtra));
      case '/api/analytics/daily':
        return answer(analyticsDailyResponse, fixtures.daily(days));
      case '/api/analytics/top':
        return answer(analyticsTopResponse, fixtures.top(days));
      case '/api/analytics/best-times':
        return answer(analyticsBestTimesResponse, fixtures.bestTimes(days, enoughData));
      case '/api/analytics/pins/p1':
        return answer(analyticsPinResponse, fixtures.pinDetail(days));
      case '/api/analytics/export.csv':
        return new Response(csv, {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="analytics.csv"',
          },
        });
      default:
        return failure(404, { error: `No route ${address.pathname}`, code: 'not_found' });
    }
  });
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

function render(entry = '/analytics') {
  page.render(
    [
      { path: '/analytics', element: <AnalyticsPage /> },
      { path: '/settings/pinterest', element: <p>Pinterest settings</p> },
    ],
    entry,
  );
}

const links = () => Array.from(document.querySelectorAll('a'));
const buttonNamed = (name: string) =>
  Array.from(document.querySelectorAll('button')).find(
    (button) => button.getAttribute('aria-label') === name || button.textContent?.trim() === name,
  );
const cells = (row: Element | undefined) => Array.from(row?.children ?? []).map((cell) => cell.textContent);
const click = (element: HTMLElement | undefined | null) => act(() => element?.click());

describe('Analytics by plan', () => {
  it('on Free shows the totals with their change and every chart locked, asking only for the summary', async () => {
    render();
    await waitFor(() => text().includes('Upgrade to Starter'), 'the locked charts');
    expect(text()).toContain('Impressions36,000▲ 25% vs the 30 days before');
    expect(text()).toContain('▼ 20%');
    expect(text()).toContain('Outbound clicks12no earlier data');
    expect(text()).toContain('Figures from Pinterest, updated 3 hours ago.');
    expect(text()).toContain(planFeatureMessage('analytics_charts'));
    expect(text()).toContain(planFeatureMessage('analytics_detailed'));
    expect(text()).toContain(planFeatureMessage('analytics_export'));
    const upgrade = links().find((a) => a.textContent === 'Upgrade to Starter');
    expect(upgrade?.getAttribute('href')).toBe('/settings/plan-and-billing?upgrade=1');
    expect(analyticsCalls()).toEqual(['/api/analytics/summary?days=30']);
    expect(buttonNamed('Export CSV')).toBeUndefined();
  });

  it('on Starter draws the daily chart with a table view, and keeps Pro’s sections locked', async () => {
    plan = 'starter';
    render();
    const chart = () => document.querySelector('svg[role="img"]');
    await waitFor(() => chart() !== null, 'the daily chart');
    expect(chart()?.getAttribute('aria-label')).toBe(
      'Impressions per day, October 28, 2026 to November 26, 2026',
    );
    expect(called('/api/analytics/daily?days=30')).toBe(true);
    expect(text()).toContain('Upgrade to Pro');
    expect(analyticsCalls().some((path) => path.startsWith('/api/analytics/top'))).toBe(false);

    // The keyboard walks the days and the line under the chart reads each.
    act(() => {
      chart()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(text()).toContain('October 28, 2026: 100 impressions');
    act(() => {
      chart()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    });
    expect(text()).toContain('November 26, 2026: 390 impressions');

    click(buttonNamed('Show as table'));
    const rows = () => Array.from(document.querySelectorAll('table tbody tr'));
    await waitFor(() => rows().length === 30, 'the table of 30 days');
    expect(document.querySelector('table caption')?.textContent).toContain('Figures per day');
    expect(cells(rows()[0])).toEqual(['October 28, 2026', '100', '0', '0', '0']);
    expect(cells(rows()[29])).toEqual(['November 26, 2026', '390', '29', '58', '2']);
  });

  it('on Pro lists the top pins and boards, explains the best hours, and opens a pin day by day', async () => {
    plan = 'pro';
    render();
    await waitFor(
      () => text().includes('Your pins do best on Tuesdays between 7 and 9 pm.'),
      'the best hours',
    );
    expect(text()).toContain(
      'Suggested times for new pins prefer your best hours, and new titles learn from your top pins.',
    );
    expect(text()).toContain('Lemon tart in ten minutes');
    const pinterest = links().find((a) => a.textContent?.startsWith('View on Pinterest'));
    expect(pinterest?.getAttribute('href')).toBe('https://www.pinterest.com/pin/9001/');
    expect(pinterest?.getAttribute('target')).toBe('_blank');
    expect(document.querySelector('img')?.getAttribute('src')).toBe('https://images.example.com/p1.png');
    const boardRow = Array.from(document.querySelectorAll('tbody tr')).find((row) =>
      row.textContent?.startsWith('Recipes'),
    );
    expect(cells(boardRow)).toEqual(['Recipes', '6', '6,200', '40', '75', '12']);
    expect(text()).toContain('Upgrade to Enterprise');

    click(buttonNamed('Show Lemon tart in ten minutes day by day'));
    await waitFor(() => called('/api/analytics/pins/p1?days=30'), 'the pin’s figures');
    const dialog = () => document.querySelector('[role="dialog"]');
    await waitFor(() => dialog()?.textContent?.includes('This pin day by day') === true, 'the pin detail');
    // Published five days before NOW, in the workspace's time zone (New York).
    expect(dialog()?.textContent).toContain('Recipes · published Nov 22, 2026, 7:00 AM');
    expect(dialog()?.querySelector('svg[role="img"]')).not.toBeNull();
  });

  it('on Pro says how many more published pins the best hours need', async () => {
    plan = 'pro';
    enoughData = false;
    render();
    await waitFor(() => text().includes('Not enough data yet: 4 more published pins needed.'), 'the wait');
    expect(text()).toContain(
      'Once 10 published pins have figures, posted at 3 different hours or more in the last 90 days, suggested times for new pins prefer your best hours.',
    );
  });

  it('on Enterprise exports the CSV with the session’s token for the chosen range', async () => {
    plan = 'enterprise';
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    render('/analytics?days=90');
    await waitFor(() => buttonNamed('Export CSV') !== undefined, 'the export button');
    click(buttonNamed('Export CSV'));
    await waitFor(() => saved.length === 1, 'the download');
    expect(saved).toEqual(['analytics.csv']);
    const [, init] = page.fetchMock.mock.calls.find(([input]) => String(input).includes('export.csv')) ?? [];
    expect(analyticsCalls()).toContain('/api/analytics/export.csv?days=90');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer user-token');
    expect(text()).not.toContain('Upgrade to');
    // Enterprise has the API: the page says where the same figures are read from code.
    const api = links().find((a) => a.textContent === 'The same figures through the API and MCP');
    expect(api?.getAttribute('href')).toBe('/developers#scopes');
  });
});

describe('Analytics states', () => {
  it('with no published pins shows the empty state and what happens first, asking for no chart', async () => {
    plan = 'pro';
    summaryExtra = {
      pins_measured: 0,
      collection: { status: 'never', last_collected_at: null, message: null },
    };
    render();
    await waitFor(() => text().includes('No published pins yet'), 'the empty state');
    expect(text()).toContain(
      "Pinloom reads your pins' figures from Pinterest once a day; the first figures appear the day after your first pin is published.",
    );
    expect(analyticsCalls()).toEqual(['/api/analytics/summary?days=30']);
  });

  it('says when collection is paused, with the way to reconnect Pinterest', async () => {
    summaryExtra = {
      collection: {
        status: 'paused',
        last_collected_at: '2026-11-20T08:00:00.000Z',
        message: 'Pinterest access was revoked.',
      },
    };
    render();
    await waitFor(() => text().includes('Collection is paused: reconnect Pinterest.'), 'the paused notice');
    expect(text()).toContain('Pinterest access was revoked.');
    const settings = links().find((a) => a.textContent === 'Go to Settings → Pinterest');
    expect(settings?.getAttribute('href')).toBe('/settings/pinterest');
  });

  it('asks again with the new range and board', async () => {
    plan = 'starter';
    render();
    await waitFor(() => called('/api/analytics/daily?days=30'), 'the first range');
    const seven = Array.from(document.querySelectorAll<HTMLInputElement>('input[type="radio"]')).find(
      (radio) => radio.value === '7',
    );
    click(seven);
    await waitFor(() => called('/api/analytics/daily?days=7'), 'the daily figures of 7 days');
    expect(called('/api/analytics/summary?days=7')).toBe(true);
    await waitFor(() => text().includes('Impressions8,400▲ 25% vs the 7 days before'), 'the 7 days’ totals');

    await waitFor(() => document.querySelectorAll('option').length >= 3, 'the boards');
    typeInto(document.querySelector('select') as HTMLSelectElement, 'b2');
    await waitFor(() => called('/api/analytics/summary?days=7&board_id=b2'), 'the board’s summary');
    await waitFor(() => called('/api/analytics/daily?days=7&board_id=b2'), 'the board’s daily figures');
  });

  it('shows a failed load inline with a way to try again', async () => {
    page.fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/analytics/summary')
        ? failure(500, { error: 'Something went wrong', code: 'internal' })
        : answer(usageResponse, fixtures.usage('free')),
    );
    render();
    await waitFor(() => text().includes('Analytics could not be loaded'), 'the error');
    expect(buttonNamed('Try again')).toBeDefined();
  });
});
