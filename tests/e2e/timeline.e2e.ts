// The schedule timeline journey: pins approved through the API for tomorrow and for a day
// three days ahead (which is then full), the page opened scrolled to today; one pin dragged
// with the mouse and one moved with the keyboard to other days (both survive a reload); the
// full day refuses a sixth pin; a pin marked posted; a title copied; axe finds nothing serious.
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Pin } from '../../src/shared/api/pins';
import type { TimelineResponse } from '../../src/shared/api/schedule';
import { zonedTimeToInstant } from '../../src/shared/time-zone';
import { dayLabel, shiftDay } from '../../src/web/features/timeline/utils/day-groups';
import { seriousAxeViolations } from './support/axe';
import { keepScreenshot, launchBrowser, newPage, SCREENSHOT_DIR } from './support/browser';
import { openSignedIn, registerViaApi, type Session } from './support/session';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function api<T>(
  session: Session,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const response = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${session.token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}

/** A generated pin approved for `hour`:00 on `date`, wall-clock time in `timeZone`. */
async function scheduledPin(session: Session, boardId: string, date: string, hour: number, timeZone: string) {
  const generated = await api<Pin>(session, 'POST', '/generate-single-pin', { boardId });
  expect(generated.status).toBe(201);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const scheduledTime = zonedTimeToInstant({ year, month, day, hour, minute: 0 }, timeZone).toISOString();
  const approved = await api<{ pin: Pin }>(session, 'POST', `/pins/${generated.json.id}/approve`, {
    scheduled_time: scheduledTime,
  });
  expect(approved.status).toBe(200);
  return approved.json.pin;
}

async function dayOf(session: Session, pinId: string): Promise<string | undefined> {
  const { json } = await api<TimelineResponse>(session, 'GET', '/timeline');
  return json.days.find((day) => day.pins.some((pin) => pin.id === pinId))?.date;
}

function dayRegion(page: Page, label: string): Locator {
  return page.getByRole('region', { name: label, exact: true });
}

/** Drags with the mouse in small steps, as a person would; dnd-kit starts after a few pixels. */
async function mouseDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('Drag source or target is not visible');
  const sx = start.x + start.width / 2;
  const sy = start.y + start.height / 2;
  await page.mouse.move(sx, sy);
  await page.mouse.down();
  await page.mouse.move(sx + 8, sy + 8, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 20 });
  await page.waitForTimeout(150);
}

describe('the schedule timeline', () => {
  it('shows days around today, moves pins by mouse and keyboard, marks posted and copies', async () => {
    const session = await registerViaApi('timeline', 'enterprise');
    const board = await api<{ board: { id: string } }>(session, 'POST', '/boards', {
      name: 'Cozy Kitchens',
      description: 'Warm kitchens and the recipes cooked in them',
      style_config: { style: 'modern', brandColors: ['#E60023', '#FFFFFF', '#000000'] },
    });
    expect(board.status).toBe(201);
    const boardId = board.json.board.id;
    const { json: before } = await api<TimelineResponse>(session, 'GET', '/timeline');
    const { today, time_zone: zone } = before;
    const tomorrow = shiftDay(today, 1);
    const day2 = shiftDay(today, 2);
    const day3 = shiftDay(today, 3);
    const day4 = shiftDay(today, 4);

    const first = await scheduledPin(session, boardId, tomorrow, 10, zone);
    const second = await scheduledPin(session, boardId, tomorrow, 11, zone);
    const fullDay: Pin[] = [];
    for (const hour of [10, 11, 12, 13, 14])
      fullDay.push(await scheduledPin(session, boardId, day3, hour, zone));

    // Tall enough that tomorrow and the days after it are on screen together.
    const page = await newPage(browser, baseURL, {
      viewport: { width: 1280, height: 1300 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
        cspViolations.push(message.text());
    });
    const moves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/move')) moves.push(request.url());
    });

    await openSignedIn(page, session, '/timeline');
    await page.getByRole('heading', { level: 1, name: 'Schedule Timeline' }).waitFor();

    // Opened scrolled to today, which is highlighted; 38 days in all.
    const todaySection = dayRegion(page, 'Today');
    await todaySection.waitFor();
    await expect(todaySection.getAttribute('aria-current')).resolves.toBe('date');
    const todayTop = async () => (await todaySection.boundingBox())?.y ?? -1;
    await expect.poll(todayTop).toBeGreaterThanOrEqual(0);
    await expect.poll(todayTop).toBeLessThan(200);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBeGreaterThan(0);
    await expect(page.locator('section[aria-labelledby^="day-"]').count()).resolves.toBe(38);
    await dayRegion(page, 'Yesterday').waitFor({ state: 'attached' });
    await dayRegion(page, dayLabel(shiftDay(today, -7), today)).waitFor({ state: 'attached' });

    const tomorrowSection = dayRegion(page, 'Tomorrow');
    await expect(tomorrowSection.textContent()).resolves.toMatch(/2 pins.*3 slots available/);
    const fullSection = dayRegion(page, dayLabel(day3, today));
    await expect(fullSection.textContent()).resolves.toContain('5 pins');
    await expect(fullSection.getByText('Drop pin here').count()).resolves.toBe(0);
    await expect(fullSection.textContent()).resolves.not.toContain('slots available');
    await keepScreenshot(page, 'timeline-page');

    // Mouse: the 10:00 pin from tomorrow onto the day after's 'Drop pin here' slot.
    const day2Section = dayRegion(page, dayLabel(day2, today));
    const handles = tomorrowSection.getByRole('button', { name: /^Move pin / });
    await expect(handles.count()).resolves.toBe(2);
    let moved = page.waitForResponse((r) => r.url().endsWith(`/api/pins/${first.id}/move`));
    await mouseDrag(page, handles.first(), day2Section.getByText('Drop pin here'));
    await expect(day2Section.getAttribute('class')).resolves.toContain('ring-brand-600');
    await page.mouse.up();
    expect((await moved).status()).toBe(200);
    await expect.poll(() => day2Section.textContent()).toContain('1 pin');
    await page
      .getByText(`to ${dayLabel(day2, today)}`)
      .first()
      .waitFor();
    await page.reload();
    await dayRegion(page, 'Today').waitFor();
    await expect(dayRegion(page, 'Tomorrow').textContent()).resolves.toMatch(/1 pin.*4 slots available/);
    await expect(dayOf(session, first.id)).resolves.toBe(day2);

    // Keyboard: the 11:00 pin; the arrow keys skip the full day, so two presses reach day + 4.
    const handle = dayRegion(page, 'Tomorrow').getByRole('button', { name: /^Move pin / });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(250); // dnd-kit listens for the arrows from the next tick
    await expect(fullSection.getAttribute('aria-disabled')).resolves.toBe('true');
    moved = page.waitForResponse((r) => r.url().endsWith(`/api/pins/${second.id}/move`));
    // Down to the next day, back up, and down twice in quick succession.
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => dayRegion(page, dayLabel(day2, today)).getAttribute('class'))
      .toContain('ring-brand-600');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => dayRegion(page, 'Tomorrow').getAttribute('class')).toContain('ring-brand-600');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => dayRegion(page, dayLabel(day4, today)).getAttribute('class'))
      .toContain('ring-brand-600');
    await page.keyboard.press('Space');
    expect((await moved).status()).toBe(200);
    // Screen readers hear the pin and the day.
    await expect
      .poll(() => page.locator('[id^="DndLiveRegion"]').textContent())
      .toMatch(new RegExp(`^Pin .+ moved to ${dayLabel(day4, today)}\\.$`));
    await page.reload();
    await dayRegion(page, 'Today').waitFor();
    await expect(dayRegion(page, 'Tomorrow').textContent()).resolves.toContain('0 pins');
    await expect(dayRegion(page, dayLabel(day4, today)).textContent()).resolves.toContain('1 pin');
    await expect(dayOf(session, second.id)).resolves.toBe(day4);

    // The full day takes no sixth pin: a drop there sends nothing and the pin stays.
    const movesBefore = moves.length;
    const day2Handle = dayRegion(page, dayLabel(day2, today)).getByRole('button', { name: /^Move pin / });
    await dayRegion(page, dayLabel(day2, today)).evaluate((element) =>
      element.scrollIntoView({ block: 'start', behavior: 'instant' }),
    );
    await mouseDrag(page, day2Handle, fullSection.getByRole('heading', { level: 2 }));
    await expect(fullSection.getAttribute('aria-disabled')).resolves.toBe('true');
    await page.mouse.up();
    await page.waitForTimeout(500);
    expect(moves.length).toBe(movesBefore);
    await expect(fullSection.textContent()).resolves.toContain('5 pins');
    await expect(dayRegion(page, dayLabel(day2, today)).textContent()).resolves.toContain('1 pin');
    const refused = await api<{ error: string }>(session, 'POST', `/pins/${first.id}/move`, { date: day3 });
    expect(refused.status).toBe(409);

    // Mark Posted: the pin moves to today, at the time it was posted (ADR 0031); the card says it
    // was marked by hand (Pinterest has nothing, so no "Posted Successfully") and keeps only delete.
    const planned = dayRegion(page, dayLabel(day2, today)).getByRole('article');
    const postedTitle = (await planned.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    await planned.getByRole('button', { name: 'Mark Posted' }).click();
    const card = dayRegion(page, 'Today').getByRole('article', { name: postedTitle });
    await card.getByText('Marked as posted', { exact: true }).waitFor();
    await expect(dayRegion(page, dayLabel(day2, today)).textContent()).resolves.toContain('0 pins');
    await expect(card.textContent()).resolves.toMatch(/Marked by you at \d{1,2}:\d{2} (AM|PM)/);
    await expect(card.textContent()).resolves.not.toContain('Posted Successfully');
    await expect(card.getByRole('button', { name: 'Mark Posted' }).count()).resolves.toBe(0);
    await expect(card.getByRole('button', { name: 'Reschedule' }).count()).resolves.toBe(0);
    await expect(card.getByRole('button', { name: /^Move pin / }).count()).resolves.toBe(0);
    await expect(card.getByRole('button', { name: /^Delete pin / }).count()).resolves.toBe(1);

    // Copy a title: a toast, and the clipboard holds the title without quotes.
    const titleButton = fullSection
      .getByRole('article')
      .first()
      .getByRole('heading', { level: 3 })
      .getByRole('button');
    await titleButton.click();
    await page.getByText('Title copied to clipboard!').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe((await titleButton.textContent())?.trim());
    expect(copied).not.toMatch(/^["'“”]/);

    await keepScreenshot(page, 'timeline-after-moves');
    await dayRegion(page, 'Today').evaluate((element) =>
      element.scrollIntoView({ block: 'start', behavior: 'instant' }),
    );
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SCREENSHOT_DIR, `timeline-marked-posted-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 1300 });

    // Another page opened by its address starts at its top, not at the timeline's scroll: pages
    // opened by address keep their positions under their own path (the router's sessionStorage),
    // not all under one 'default' entry.
    await expect(page.evaluate(() => window.scrollY)).resolves.toBeGreaterThan(0);
    await page.goto(`${baseURL}/settings`);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.waitForTimeout(500);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    const positions = await page.evaluate(() => sessionStorage.getItem('react-router-scroll-positions'));
    const keys = Object.keys(JSON.parse(positions ?? '{}'));
    expect(keys).toContain('/timeline');
    expect(keys).not.toContain('default');
    expect(dialogs).toEqual([]);
    expect(cspViolations).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('has no serious or critical axe violations', async () => {
    const session = await registerViaApi('timeline-axe', 'enterprise');
    const board = await api<{ board: { id: string } }>(session, 'POST', '/boards', { name: 'Garden Ideas' });
    const { json } = await api<TimelineResponse>(session, 'GET', '/timeline');
    await scheduledPin(session, board.json.board.id, shiftDay(json.today, 1), 10, json.time_zone);
    await scheduledPin(session, board.json.board.id, shiftDay(json.today, 1), 9, json.time_zone);
    // axe is injected as an inline script, which the strict CSP rightly blocks.
    const page = await newPage(browser, baseURL, { bypassCSP: true });
    await openSignedIn(page, session, '/timeline');
    await dayRegion(page, 'Tomorrow').getByRole('article').first().waitFor();

    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    // The zoomed image, too; Escape closes it and focus goes back to the image button.
    const enlarge = dayRegion(page, 'Tomorrow')
      .getByRole('button', { name: /^Enlarge image of / })
      .first();
    await enlarge.click();
    await page.getByRole('dialog').waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await keepScreenshot(page, 'timeline-zoom');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toMatch(
      /^Enlarge image of /,
    );
    await page.context().close();
  }, 120_000);
});
