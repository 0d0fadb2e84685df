// The frame of the timeline page tests (timeline-page.test.tsx, timeline-publishing.test.tsx,
// timeline-groups.test.tsx): the real page, query client and router in jsdom; only fetch (a fake
// server whose timeline the calls change as the real one would), the clipboard, the screen width
// (matchMedia) and the native alert, confirm and prompt (which the page must never use) are
// replaced. Importing it registers the hooks that set these up before each test and clear them
// after.
import { act } from 'react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Pin } from '../../../../shared/api/pins';
import { type TimelinePin, type TimelineResponse, timelineResponse } from '../../../../shared/api/schedule';
import { saveSession } from '../../../lib/session-storage';
import { answer } from '../../../test/answers';
import {
  clearBrowser,
  type Handler,
  type RenderedPage,
  renderPage,
  serveRoutes,
  typeInto,
  waitFor,
} from '../../../test/page-harness';

export { typeInto, waitFor };

import { testPin } from '../../../test/pins';
import { shiftDay } from '../utils/day-groups';
import TimelinePage from './timeline-page';

const TODAY = '2026-11-23';
const ZONE = 'America/New_York'; // UTC-5 in November
/** The browser's clock while a test runs: 10:00 AM on TODAY in ZONE (the page checks times against it). */
const NOW = new Date('2026-11-23T15:00:00.000Z');

export const pin = (id: string, time: string, extra: Partial<Pin> = {}): Pin =>
  testPin(id, {
    board_name: 'Cozy Kitchens',
    title: `"Pin ${id}"`,
    description: `"About ${id}"`,
    status: 'scheduled',
    scheduled_time: time,
    created_at: '2026-11-01T00:00:00.000Z',
    ...extra,
  });

export function timelineWith(pinsByOffset: Record<number, Pin[]>): TimelineResponse {
  const days = [];
  for (let offset = -7; offset <= 30; offset += 1) {
    days.push({ date: shiftDay(TODAY, offset), pins: pinsByOffset[offset] ?? [] });
  }
  return {
    time_zone: ZONE,
    today: TODAY,
    days,
    later: [],
    later_count: 0,
    earlier: [],
    earlier_count: 0,
    publishing: {
      connection: 'connected',
      missing_scopes: [],
      unlinked_board_ids: [],
      accounts: [],
      board_accounts: {},
    },
  };
}

export const routes: Record<string, Handler> = {};
export const fetchMock = vi.fn<typeof fetch>();
const alertMock = vi.fn();
const confirmMock = vi.fn(() => true);
const promptMock = vi.fn<(message?: string, value?: string) => string | null>();
export const writeText = vi.fn<(text: string) => Promise<void>>();
export const scrollIntoView = vi.fn();
let page: RenderedPage;

export function calls(method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === path && (init?.method ?? 'GET') === method,
  );
}

export function section(label: string): HTMLElement {
  const heading = Array.from(document.querySelectorAll('h2')).find((h) => h.textContent === label);
  const found = heading?.closest('section');
  if (!found) throw new Error(`No day "${label}"`);
  return found;
}

export function buttonIn(scope: ParentNode, name: string): HTMLButtonElement {
  const found = Array.from(scope.querySelectorAll('button')).find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
  );
  if (!found) throw new Error(`No button "${name}"`);
  return found;
}

export function click(element: HTMLElement) {
  act(() => element.click());
}

/** The open dialog (the app's own: reschedule, confirm), or null. */
export function dialog(): HTMLElement | null {
  return document.querySelector('[role="dialog"]');
}

/** Shows the page as on a phone (≤ 640 px wide) when true, else as on a desktop. */
export function setNarrowScreen(narrow: boolean) {
  narrowScreen = narrow;
}
let narrowScreen = false;

/** The native boxes the page must not use: none may have been opened. */
export function expectNoNativeDialogs() {
  if (alertMock.mock.calls.length + confirmMock.mock.calls.length + promptMock.mock.calls.length > 0) {
    throw new Error(
      `A native dialog was used: ${JSON.stringify([alertMock.mock.calls, confirmMock.mock.calls, promptMock.mock.calls])}`,
    );
  }
}

export const linkBoard = vi.fn();

/** The page as the app layer gives it; `canSchedule: false` for a role that may not change it. */
export function render({ canSchedule = true }: { canSchedule?: boolean } = {}) {
  page = renderPage(
    [
      {
        path: '/timeline',
        element: <TimelinePage {...(canSchedule && { onLinkBoard: linkBoard })} canSchedule={canSchedule} />,
      },
      { path: '/review', element: <p>Review page</p> },
    ],
    '/timeline',
    <Toaster />,
  );
}

export const standard = () =>
  timelineWith({
    [-2]: [
      pin('old', '2026-11-21T15:00:00.000Z', { status: 'posted', posted_at: '2026-11-21T15:01:00.000Z' }),
    ],
    0: [pin('today', '2026-11-23T19:45:00.000Z')],
    1: [pin('t1', '2026-11-24T14:30:00.000Z'), pin('t2', '2026-11-24T17:00:00.000Z')],
    3: ['a', 'b', 'c', 'd', 'e'].map((id, index) => pin(id, `2026-11-26T${15 + index}:00:00.000Z`)),
  });

beforeEach(() => {
  // Only Date: the tests wait on real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  saveSession({
    token: 'user-token',
    user: { id: 'u1', first_name: 'Ada', last_name: 'Lovelace', time_zone: ZONE },
  });
  timeline = standard();
  for (const key of Object.keys(routes)) delete routes[key];
  routes['GET /api/timeline'] = () => answer(timelineResponse, timeline);
  serveRoutes(fetchMock, () => routes);
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('alert', alertMock);
  vi.stubGlobal('confirm', confirmMock);
  vi.stubGlobal('prompt', promptMock);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  writeText.mockResolvedValue(undefined);
  Element.prototype.scrollIntoView = scrollIntoView;
  narrowScreen = false;
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      // The page asks only whether the screen is a phone's.
      matches: narrowScreen && /max-width/.test(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
/** What GET /api/timeline answers; the fake server's calls change it as the real one would. */
let timeline: TimelineResponse;
/** What the fake server's GET /api/timeline answers now. */
export const currentTimeline = () => timeline;
export function setTimeline(next: TimelineResponse) {
  timeline = next;
}
/**
 * Replaces a pin on the fake server; with `date`, moves it to that day, or to Later when the day
 * is after the timeline's last.
 */
export function serverUpdate<P extends TimelinePin>(updated: P, date?: string): P {
  if (!date) {
    const swap = (pins: TimelinePin[]) => pins.map((p) => (p.id === updated.id ? updated : p));
    timeline = {
      ...timeline,
      days: timeline.days.map((day) => ({ ...day, pins: swap(day.pins) })),
      later: swap(timeline.later),
      earlier: swap(timeline.earlier),
    };
    return updated;
  }
  const without = (pins: TimelinePin[]) => pins.filter((p) => p.id !== updated.id);
  // In time order, as the server answers a day.
  const at = (p: TimelinePin) => p.scheduled_time ?? p.posted_at ?? '';
  const inOrder = (pins: TimelinePin[]) => pins.sort((a, b) => (at(a) < at(b) ? -1 : at(a) > at(b) ? 1 : 0));
  const beyond = date > (timeline.days.at(-1)?.date ?? '');
  const later = beyond ? [...without(timeline.later), updated] : without(timeline.later);
  const earlier = without(timeline.earlier);
  timeline = {
    ...timeline,
    days: timeline.days.map((day) => {
      const pins = without(day.pins);
      return { ...day, pins: day.date === date ? inOrder([...pins, updated]) : pins };
    }),
    later,
    later_count: later.length,
    earlier,
    earlier_count: earlier.length,
  };
  return updated;
}

afterEach(() => {
  page.unmount();
  vi.useRealTimers();
  linkBoard.mockReset();
  fetchMock.mockReset();
  alertMock.mockReset();
  promptMock.mockReset();
  writeText.mockReset();
  scrollIntoView.mockReset();
  confirmMock.mockReset();
  confirmMock.mockImplementation(() => true);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearBrowser();
});

const loaded = () =>
  waitFor(() => document.querySelectorAll('section[aria-labelledby^="day-"]').length === 38, '38 days');

/** Renders the page and waits for its 38 days. */
export async function showTimeline(options?: Parameters<typeof render>[0]) {
  render(options);
  await loaded();
}
