// Issue 29's journey in demo mode, on an Enterprise trial so every tier of the page shows: pins are
// published → a day passes and collection runs → Analytics shows the simulated Pinterest's figures
// in its totals, its chart's table, its top pins and its hours × weekdays heatmap → the next pin
// approved is suggested in the best hours, with the page's words for them.
//
// On a server of its own with TEST_CLOCK=1 (the shared e2e server's time never moves). Its clock is
// moved to a fixed point of this file (START, a Monday) and on from there, never read from the
// calendar; demo mode's simulated Pinterest keeps the same clock (ADR 0025), so pins are made at
// the moved times and their figures counted to the moved "today". A move answers once the
// analytics collection that fell due has run (POST /api/test-clock), the work of the hourly look.
// The browser's clock is set to the server's at each move, so its "today" is the app's.
//
// Through the UI: connecting Pinterest, the first pin (generated, reviewed, approved for a time,
// then published by the server's own publisher), every figure read on the Analytics page, and the
// last approval. Through the API, as setup nobody would watch: the other 11 published pins. The
// best hours need 10 measured pins posted in 3 different hours (ADR 0041), and a day takes at most
// 5 pins, so they are spread over three days at 9 am, 12 pm, 6 pm and 7 pm.
//
// The figures are checked against the emulator's own formula (emulators/pinterest/analytics.ts,
// fed the published pins: their Pinterest id, title and publish time), not against numbers written
// here, and against what the analytics API answers.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { multiPinAnalytics } from '../../emulators/pinterest/analytics';
import type { PinRecord } from '../../emulators/pinterest/store';
import type {
  AnalyticsBestTimes,
  AnalyticsDaily,
  AnalyticsSummary,
  AnalyticsTop,
} from '../../src/shared/api/analytics';
import type { Pin } from '../../src/shared/api/pins';
import type { TimelineResponse } from '../../src/shared/api/schedule';
import {
  formatCount,
  formatDay,
  METRIC_LABELS,
  WEEKDAYS,
} from '../../src/web/features/analytics/utils/analytics-format';
import { hourLabel, hourSpan } from '../../src/web/lib/hour-span';
import { seriousAxeViolations, TOASTER } from './support/axe';
import { keepScreenshot, newPage, uniqueEmail } from './support/browser';
import { approveOnlyPinAt, sendToReview } from './support/review';
import { openSignedIn, type Session } from './support/session';
import { withTestClockServer } from './support/test-clock-server';

/** The journey's first moment: Monday 3 March 2031, 07:30 UTC (the account's and browser's zone). */
const START = '2031-03-03T07:30:00.000Z';
const DAY_MS = 86_400_000;
/** The hours (UTC) pins are published at each day: four a day, the day's limit being five. */
const HOURS = [9, 12, 18, 19] as const;
const PUBLISHING_DAYS = 3;
const METRICS = ['impression', 'save', 'pin_click', 'outbound_click'] as const;
type Metric = (typeof METRICS)[number];
type Figures = Record<Metric, number>;

const journey = withTestClockServer('analytics-journey');

/** `days` days after START's day at `hour`:`minute` UTC. */
function at(days: number, hour: number, minute = 0): Date {
  const day = Date.parse(`${START.slice(0, 10)}T00:00:00.000Z`) + days * DAY_MS;
  return new Date(day + (hour * 60 + minute) * 60_000);
}

/**
 * Moves the server's clock to `to` (and with it demo Pinterest's; the answer waits for the
 * analytics collection that fell due), then the browser's to the server's new time.
 */
async function moveClock(page: Page | null, to: Date): Promise<Date> {
  const response = await fetch(`${journey.origin}/api/test-clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ to: to.toISOString() }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const now = new Date(((await response.json()) as { now: string }).now);
  if (page) await page.clock.setFixedTime(now);
  return now;
}

async function api<T>(session: Session, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${journey.origin}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

async function register(): Promise<Session> {
  const response = await fetch(`${journey.origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: uniqueEmail('analytics-journey'),
      password: 'correct-horse-1',
      subscriptionPlan: 'enterprise',
      billingCycle: 'monthly',
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Session;
}

/** Settings → Pinterest: Allow on the simulated consent page, back, then the boards synced. */
async function connectPinterest(page: Page): Promise<Locator> {
  const account = page.getByRole('region', { name: 'Pinterest account' });
  await account.getByRole('button', { name: 'Connect Pinterest Account' }).click();
  await page.waitForURL(
    (url) => url.origin === journey.origin && url.pathname.startsWith('/pinterest-demo/oauth'),
  );
  await page.getByRole('heading', { level: 1, name: 'Pinterest (simulated)' }).waitFor();
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL(
    (url) => url.origin === journey.origin && url.pathname === '/settings/pinterest' && url.search === '',
  );
  await page.goto('/boards');
  await page.getByRole('button', { name: 'Sync Pinterest boards' }).first().click();
  const board = page.getByRole('article').filter({ hasText: 'Pinterest Board' }).first();
  await board.waitFor({ timeout: 15_000 });
  return board;
}

/** Every pin the timeline holds (its 7 past days, today, the days ahead). */
async function timelinePins(session: Session) {
  const timeline = await api<TimelineResponse>(session, 'GET', '/api/timeline');
  return timeline.days.flatMap((day) => day.pins);
}

/** The simulated Pinterest's pin id, from the pin's address there (/pinterest-demo/pin/<id>). */
function pinterestIdOf(pin: { pinterest_url: string | null }): string {
  const id = /\/pin\/(\d+)$/.exec(pin.pinterest_url ?? '')?.[1];
  expect(id, `a Pinterest id in ${pin.pinterest_url}`).toBeDefined();
  return id as string;
}

interface Published {
  title: string;
  pinterestId: string;
  postedAt: Date;
}

/**
 * What the simulated Pinterest serves for these pins from `from` to `today`, by its own formula:
 * each pin's totals and each day's sums, as collection at `now` read them.
 */
function emulatorFigures(published: Published[], from: string, now: Date) {
  const pins = new Map(
    published.map((pin) => [
      pin.pinterestId,
      { id: pin.pinterestId, title: pin.title, createdAt: pin.postedAt.toISOString() } as PinRecord,
    ]),
  );
  const query = new URLSearchParams({
    start_date: from,
    end_date: now.toISOString().slice(0, 10),
    metric_types: 'IMPRESSION,SAVE,PIN_CLICK,OUTBOUND_CLICK',
  });
  for (const pin of published) query.append('pin_ids', pin.pinterestId);
  const reply = multiPinAnalytics({ pins }, query, now);
  expect(reply.status).toBe(200);
  type Day = { date: string; metrics: Partial<Record<string, number>> };
  const body = reply.body as Record<string, { ALL: { daily_metrics: Day[] } }>;
  const zero = (): Figures => ({ impression: 0, save: 0, pin_click: 0, outbound_click: 0 });
  const byPin = new Map<string, Figures>();
  const byDay = new Map<string, Figures>();
  for (const pin of published) {
    const total = zero();
    for (const day of body[pin.pinterestId]?.ALL.daily_metrics ?? []) {
      const sums = byDay.get(day.date) ?? zero();
      for (const metric of METRICS) {
        const value = day.metrics[metric.toUpperCase()] ?? 0;
        total[metric] += value;
        sums[metric] += value;
      }
      byDay.set(day.date, sums);
    }
    byPin.set(pin.pinterestId, total);
  }
  return { byPin, byDay };
}

/** The rows of a figures table as their cells' text, header row left out. */
function tableRows(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
    );
}

/** Monday 0 … Sunday 6, as the API counts. */
const weekdayOf = (date: Date) => (date.getUTCDay() + 6) % 7;

describe('analytics in demo mode, a day after publishing', () => {
  it('shows the simulated figures and suggests the next pin in the best hours', async () => {
    await moveClock(null, new Date(START));
    const session = await register();
    const page = await newPage(journey.browser, journey.origin, { timezoneId: 'UTC', bypassCSP: true });
    await page.clock.setFixedTime(new Date(START));
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    // Connect the simulated account in Settings and sync its boards.
    await openSignedIn(page, session, '/settings/pinterest');
    const board = await connectPinterest(page);
    const boardName = ((await board.locator('h2, h3').first().textContent()) ?? '').trim();
    const { boards } = await api<{ boards: { id: string; name: string }[] }>(session, 'GET', '/api/boards');
    const boardId = boards.find((row) => row.name === boardName)?.id as string;
    expect(boardId).toBeDefined();

    // The first pin through the UI: generated, reviewed, approved for 9:06 am, and published by
    // the server's publisher once the clock passes that time (its scan looks every minute).
    await moveClock(page, at(0, 9, 0));
    await board.getByRole('button', { name: 'Generate Pin' }).click();
    await sendToReview(page);
    const firstTitle = await approveOnlyPinAt(page, at(0, 9, 6).toISOString().slice(0, 16));
    await moveClock(page, at(0, 9, 7));
    // The page planned its next look by the time it had (minutes ahead then): opened again at the
    // new time, it looks every 5 s while the pin is due.
    await page.reload();
    const first = page.getByRole('article').filter({ hasText: firstTitle });
    await first.getByText('Posted Successfully').waitFor({ timeout: 150_000 });

    // The other eleven through the API: generated, approved, published now, at their hours.
    for (let day = 0; day < PUBLISHING_DAYS; day++) {
      for (const hour of HOURS) {
        if (day === 0 && hour === 9) continue;
        await moveClock(page, at(day, hour, 5));
        const pin = await api<Pin>(session, 'POST', '/api/generate-single-pin', { boardId });
        await api(session, 'POST', `/api/pins/${pin.id}/approve`, {});
        const posted = await api<{ posted: Pin[]; failed: unknown[]; skipped: unknown[] }>(
          session,
          'POST',
          '/api/post-pins',
          { pin_ids: [pin.id] },
        );
        expect(posted, `the pin at day ${day}, ${hour}:05`).toMatchObject({ failed: [], skipped: [] });
      }
    }
    const published: Published[] = (await timelinePins(session))
      .filter((pin) => pin.status === 'posted')
      .map((pin) => ({
        title: pin.title,
        pinterestId: pinterestIdOf(pin),
        postedAt: new Date(pin.posted_at as string),
      }));
    expect(published).toHaveLength(HOURS.length * PUBLISHING_DAYS);

    // Past midnight of the day after: the move collects the day's figures.
    const collectedAt = await moveClock(page, at(PUBLISHING_DAYS, 1, 0));
    const summary = await api<AnalyticsSummary>(session, 'GET', '/api/analytics/summary?days=30');
    expect(summary).toMatchObject({
      plan_tier: 'advanced',
      pins_measured: published.length,
      collection: { status: 'ok' },
    });
    const expected = emulatorFigures(published, summary.range.from, collectedAt);

    // The totals: the emulator's sums, as the API answers them, on the page.
    await page.goto('/analytics');
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    const totals = page.getByRole('list', { name: 'Totals' });
    await totals.waitFor();
    for (const metric of METRICS) {
      const sum = [...expected.byPin.values()].reduce((total, figures) => total + figures[metric], 0);
      expect(sum, metric).toBeGreaterThan(0);
      expect(summary.totals[metric].value, metric).toBe(sum);
      const card = totals.getByRole('listitem').filter({ hasText: METRIC_LABELS[metric].title });
      await expect
        .poll(() => card.locator('p').nth(1).textContent(), { message: metric })
        .toBe(formatCount(sum));
    }

    // The chart, as its table for screen readers: every day of the range, the emulator's sums.
    const daily = await api<AnalyticsDaily>(session, 'GET', '/api/analytics/daily?days=30');
    const perDay = page.getByRole('region', { name: 'Figures per day' });
    await perDay.getByRole('img', { name: /^Impressions per day/ }).waitFor();
    await perDay.getByRole('button', { name: 'Show as table' }).click();
    const dayRows = await tableRows(perDay.getByRole('table'));
    expect(dayRows).toHaveLength(daily.days.length);
    const expectedDays = daily.days.map((row) => {
      const sums = expected.byDay.get(row.date);
      expect({ ...row, date: undefined }, row.date).toEqual({
        date: undefined,
        impression: sums?.impression ?? 0,
        save: sums?.save ?? 0,
        pin_click: sums?.pin_click ?? 0,
        outbound_click: sums?.outbound_click ?? 0,
      });
      return [formatDay(row.date, 'long'), ...METRICS.map((metric) => formatCount(row[metric]))];
    });
    expect(dayRows).toEqual(expectedDays);
    // Four days have figures: the three publishing days and today, still being processed.
    expect(daily.days.filter((row) => row.impression > 0).map((row) => row.date)).toEqual(
      [0, 1, 2, 3].map((day) => at(day, 0).toISOString().slice(0, 10)),
    );

    // Top pins: the ten with the most impressions, best first, each with its figures.
    const top = await api<AnalyticsTop>(session, 'GET', '/api/analytics/top?days=30');
    const ranked = published
      .map((pin) => ({ pin, figures: expected.byPin.get(pin.pinterestId) as Figures }))
      .sort((a, b) => b.figures.impression - a.figures.impression)
      .slice(0, 10);
    expect(
      top.pins.map((pin) => [pin.title, pin.impression, pin.save, pin.pin_click, pin.outbound_click]),
    ).toEqual(ranked.map(({ pin, figures }) => [pin.title, ...METRICS.map((metric) => figures[metric])]));
    const topPins = page.getByRole('region', { name: 'Top pins' });
    const shownTop = await topPins
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((item) => [
          item.querySelector('button')?.textContent?.trim() ?? '',
          ...[...item.querySelectorAll('dd')].map((figure) => figure.textContent?.trim() ?? ''),
        ]),
      );
    expect(shownTop).toEqual(
      ranked.map(({ pin, figures }) => [pin.title, ...METRICS.map((metric) => formatCount(figures[metric]))]),
    );

    // The heatmap: each pin in its weekday and hour, scored by its outbound clicks and saves (the
    // mean of a cell's pins); its table says so, and the sentence names the API's best window.
    const bestTimes = await api<AnalyticsBestTimes>(session, 'GET', '/api/analytics/best-times?days=30');
    expect(bestTimes).toMatchObject({ enough_data: true, needed_pins: 0 });
    const best = bestTimes.best;
    if (!best) throw new Error('no best window with enough data');
    const cells = new Map<string, { weekday: number; hour: number; scores: number[] }>();
    for (const pin of published) {
      const figures = expected.byPin.get(pin.pinterestId) as Figures;
      const key = `${weekdayOf(pin.postedAt)}:${pin.postedAt.getUTCHours()}`;
      const cell = cells.get(key) ?? {
        weekday: weekdayOf(pin.postedAt),
        hour: pin.postedAt.getUTCHours(),
        scores: [],
      };
      cell.scores.push(figures.save + figures.outbound_click);
      cells.set(key, cell);
    }
    const expectedCells = [...cells.values()]
      .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour)
      .map((cell) => ({
        weekday: cell.weekday,
        hour: cell.hour,
        pins: cell.scores.length,
        score: cell.scores.reduce((sum, score) => sum + score, 0) / cell.scores.length,
      }));
    const apiCells = bestTimes.cells
      .filter((cell) => cell.pins > 0)
      .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
    expect(apiCells.map((cell) => ({ ...cell, score: Math.round(cell.score * 100) / 100 }))).toEqual(
      expectedCells.map((cell) => ({ ...cell, score: Math.round(cell.score * 100) / 100 })),
    );
    // The best span, over every day, has the best mean of any 2-hour span holding 2 pins or more
    // (a weekday is named besides when that day does well enough; the spans do not depend on it).
    const meanIn = (from: number) => {
      const scores = expectedCells
        .filter((cell) => cell.hour >= from && cell.hour < from + 2)
        .flatMap((cell) => Array(cell.pins).fill(cell.score) as number[]);
      return scores.length < 2 ? null : scores.reduce((sum, score) => sum + score, 0) / scores.length;
    };
    expect(best.end_hour - best.start_hour).toBe(2);
    const spans = Array.from({ length: 23 }, (_, from) => meanIn(from)).filter((mean) => mean !== null);
    expect(meanIn(best.start_hour)).toBe(Math.max(...spans));
    const day = best.weekday === null ? '' : ` on ${WEEKDAYS[best.weekday]}s`;
    const sentence = `Your pins do best${day} ${hourSpan(best.start_hour, best.end_hour)}.`;
    const heatmap = page.getByRole('region', { name: 'Best hours' });
    await heatmap.getByRole('img', { name: `Best hours by weekday and hour. ${sentence}` }).waitFor();
    await heatmap.getByText(sentence).waitFor();
    await keepScreenshot(page, 'analytics-journey-page');
    expect(await seriousAxeViolations(page, { exclude: [TOASTER] })).toEqual([]);
    await heatmap.getByRole('button', { name: 'Show as table' }).click();
    expect(await tableRows(heatmap.getByRole('table'))).toEqual(
      expectedCells.map((cell) => [
        `${WEEKDAYS[cell.weekday]} ${hourLabel(cell.hour)}`,
        formatCount(cell.pins),
        formatCount(Math.round(cell.score)),
      ]),
    );

    // The next approval: generated on the board, approved in Review without a time. It lands in
    // the best hours (inside the 9 am to 8 pm posting window), today, and the toast says why.
    await page.goto('/boards');
    await page
      .getByRole('article')
      .filter({ hasText: boardName })
      .first()
      .getByRole('button', { name: 'Generate Pin' })
      .click();
    await sendToReview(page);
    const card = page.getByRole('list', { name: 'Pins to review' }).getByRole('article');
    await expect.poll(() => card.count()).toBe(1);
    const nextTitle = ((await card.locator('h2').textContent()) ?? '').trim();
    await card.getByRole('button', { name: 'Approve', exact: true }).click();
    const toaster = page.locator(TOASTER);
    await toaster.getByText(/^Pin approved and scheduled for/).waitFor();
    await toaster.getByText(`Your pins do best ${hourSpan(best.start_hour, best.end_hour)}.`).waitFor();
    await keepScreenshot(page, 'analytics-journey-suggested');
    const next = (await timelinePins(session)).find((pin) => pin.title === nextTitle);
    expect(next?.status).toBe('scheduled');
    const suggested = new Date(next?.scheduled_time as string);
    expect(suggested.toISOString().slice(0, 10)).toBe(collectedAt.toISOString().slice(0, 10));
    expect(suggested.getUTCHours()).toBeGreaterThanOrEqual(Math.max(best.start_hour, 9));
    expect(suggested.getUTCHours()).toBeLessThan(Math.min(best.end_hour, 20));
    expect(problems).toEqual([]);
    await page.context().close();
  }, 420_000);
});
