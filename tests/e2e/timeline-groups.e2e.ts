// The timeline beyond its 38 days and on a phone, in a real browser: a pin rescheduled through
// the app's own dialog (the day-full refusal said inside it) to two months ahead stays in sight in
// 'Later'; deleting asks in the app's own dialog; no native alert, confirm or prompt ever opens.
// At 390 px the empty days fold into one line each, which still takes a dragged pin; at 1440 px
// every day keeps its card. Screenshots at both widths are kept for review.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Pin } from '../../src/shared/api/pins';
import type { TimelineResponse } from '../../src/shared/api/schedule';
import { zonedTimeToInstant } from '../../src/shared/time-zone';
import { dayLabel, shiftDay, shortDayText } from '../../src/web/features/timeline/utils/day-groups';
import { seriousAxeViolations } from './support/axe';
import { keepScreenshot, launchBrowser, newPage } from './support/browser';
import { openSignedIn, registerViaApi, type Session } from './support/session';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function api<T>(session: Session, method: string, path: string, body?: unknown) {
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

/** An account with a board, and what its timeline says today is. */
async function account(prefix: string) {
  const session = await registerViaApi(prefix, 'enterprise');
  const board = await api<{ board: { id: string } }>(session, 'POST', '/boards', { name: 'Cozy Kitchens' });
  expect(board.status).toBe(201);
  const { json } = await api<TimelineResponse>(session, 'GET', '/timeline');
  return { session, boardId: board.json.board.id, today: json.today, zone: json.time_zone };
}

/** A generated pin approved for `hour`:00 on `date`, wall-clock time in `zone`. */
async function scheduledPin(session: Session, boardId: string, date: string, hour: number, zone: string) {
  const generated = await api<Pin>(session, 'POST', '/generate-single-pin', { boardId });
  expect(generated.status).toBe(201);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const at = zonedTimeToInstant({ year, month, day, hour, minute: 0 }, zone).toISOString();
  const approved = await api<{ pin: Pin }>(session, 'POST', `/pins/${generated.json.id}/approve`, {
    scheduled_time: at,
  });
  expect(approved.status).toBe(200);
  return approved.json.pin;
}

function watchNativeDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return seen;
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/**
 * Drags with the mouse in small steps, as a person would; dnd-kit starts after a few pixels. Near
 * the screen's edge dnd-kit scrolls the page, so the target is aimed at again until it stays put
 * under the pointer, as a person's eye and hand would follow it.
 */
async function mouseDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = await from.boundingBox();
  if (!start) throw new Error('Drag source is not visible');
  const sx = start.x + start.width / 2;
  const sy = start.y + start.height / 2;
  await page.mouse.move(sx, sy);
  await page.mouse.down();
  await page.mouse.move(sx + 8, sy + 8, { steps: 4 });
  const viewport = page.viewportSize() ?? { width: 390, height: 844 };
  let last = Number.NaN;
  for (let aim = 0; aim < 30; aim += 1) {
    const end = await to.boundingBox();
    if (!end) throw new Error('Drag target is not visible');
    const y = end.y + end.height / 2;
    const onScreen = y > 0 && y < viewport.height;
    if (onScreen && Math.abs(y - last) < 1) break;
    last = y;
    await page.mouse.move(end.x + end.width / 2, Math.min(Math.max(y, 2), viewport.height - 2), {
      steps: aim === 0 ? 20 : 5,
    });
    await page.waitForTimeout(250);
  }
}

describe('the timeline’s dialogs and the Later group (1440 px)', () => {
  it('reschedules in the app’s dialog, keeps a pin two months ahead in Later, and confirms deletes', async () => {
    const { session, boardId, today, zone } = await account('timeline-later');
    const tomorrow = shiftDay(today, 1);
    const fullDay = shiftDay(today, 3);
    const moving = await scheduledPin(session, boardId, tomorrow, 10, zone);
    for (const hour of [10, 11, 12, 13, 14]) await scheduledPin(session, boardId, fullDay, hour, zone);

    // axe is injected as an inline script, which the strict CSP rightly blocks.
    const page = await newPage(browser, baseURL, {
      viewport: { width: 1440, height: 1000 },
      bypassCSP: true,
    });
    const nativeDialogs = watchNativeDialogs(page);
    await openSignedIn(page, session, '/timeline');
    const card = region(page, 'Tomorrow').getByRole('article');
    await card.waitFor();

    // The dialog: a date-time field with the pin's time in the account's zone.
    await card.getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule pin' });
    const field = dialog.getByLabel('New date and time');
    await expect(field.getAttribute('type')).resolves.toBe('datetime-local');
    await expect(field.inputValue()).resolves.toBe(`${tomorrow}T10:00`);
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    // A full day: the server's refusal, in words, inside the dialog, which stays open.
    await field.fill(`${fullDay}T16:00`);
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    await expect(dialog.getByRole('alert').textContent()).resolves.toBe(
      'That day already has 5 pins. Choose another day.',
    );
    await keepScreenshot(page, 'timeline-1440-reschedule-refused');

    // Two months ahead: accepted, and the pin is in Later rather than nowhere.
    const farDay = shiftDay(today, 60);
    await field.fill(`${farDay}T09:45`);
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    await dialog.waitFor({ state: 'detached' });
    const later = region(page, 'Later');
    await later.getByRole('article').waitFor();
    await expect(later.textContent()).resolves.toContain('9:45 AM');
    const { json } = await api<TimelineResponse>(session, 'GET', '/timeline');
    expect(json.later.map((pin) => pin.id)).toEqual([moving.id]);
    await later.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'timeline-1440-later');

    // From Later back onto the timeline with its card's Reschedule.
    await later.getByRole('button', { name: 'Reschedule' }).click();
    await dialog.getByLabel('New date and time').fill(`${tomorrow}T15:00`);
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    await region(page, 'Tomorrow').getByRole('article').waitFor();
    await later.waitFor({ state: 'detached' });

    // Delete asks in the app's own dialog; Cancel keeps the pin.
    const deleteButton = region(page, 'Tomorrow').getByRole('button', { name: /^Delete pin / });
    await deleteButton.click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete this pin?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect(region(page, 'Tomorrow').getByRole('article').count()).resolves.toBe(1);
    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await region(page, 'Tomorrow').getByRole('article').waitFor({ state: 'detached' });
    await expect(api(session, 'GET', `/pins/${moving.id}`).then((r) => r.status)).resolves.toBe(404);

    expect(nativeDialogs).toEqual([]);
    await page.context().close();
  }, 180_000);
});

describe('the timeline on a phone (390 px) and on a desktop (1440 px)', () => {
  it('folds empty days into one line each, which still takes a dragged pin', async () => {
    const { session, boardId, today, zone } = await account('timeline-phone');
    const tomorrow = shiftDay(today, 1);
    await scheduledPin(session, boardId, tomorrow, 10, zone);
    await scheduledPin(session, boardId, tomorrow, 13, zone);
    await scheduledPin(session, boardId, shiftDay(today, 45), 11, zone);

    const page = await newPage(browser, baseURL, { viewport: { width: 390, height: 844 }, bypassCSP: true });
    const nativeDialogs = watchNativeDialogs(page);
    await openSignedIn(page, session, '/timeline');
    await region(page, 'Tomorrow').getByRole('article').first().waitFor();

    // Everything after tomorrow is empty up to the 30th day: one line, not 29 cards.
    const first = shiftDay(today, 2);
    const last = shiftDay(today, 30);
    const fold = region(page, `${shortDayText(first)} – ${shortDayText(last)}`);
    await expect(fold.textContent()).resolves.toContain('No pins — 5 slots available each');
    await expect(fold.getByRole('button', { name: 'Show 29 days' }).count()).resolves.toBe(1);
    await expect(page.locator('section[aria-labelledby^="day-"]').count()).resolves.toBe(9);
    await region(page, 'Later').getByRole('article').waitFor();
    const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
    // A card a day made this page about 10,000 px tall; the 7 past days, today, tomorrow's two
    // pins, the fold and the Later pin fit in well under half of that (checked below).
    const foldedHeight = await pageHeight();
    await keepScreenshot(page, 'timeline-390');
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    // A pin dragged onto the fold goes to its first day. Tomorrow's later pin's handle near the top
    // of the screen puts the fold, just below that card, on screen too.
    const handle = region(page, 'Tomorrow')
      .getByRole('button', { name: /^Move pin / })
      .last();
    await handle.evaluate((element) =>
      window.scrollBy({ top: element.getBoundingClientRect().top - 90, behavior: 'instant' }),
    );
    const moved = page.waitForResponse((r) => r.url().endsWith('/move'));
    await mouseDrag(page, handle, fold);
    await expect(fold.textContent()).resolves.toContain(
      `Drop here to move the pin to ${shortDayText(first)}`,
    );
    await page.mouse.up();
    const answer = await moved;
    expect(answer.status()).toBe(200);
    expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({ date: first });
    await region(page, dayLabel(first, today)).getByRole('article').waitFor();
    // The day that took it is a card now; the rest of the run is still one line.
    const rest = region(page, `${shortDayText(shiftDay(today, 3))} – ${shortDayText(last)}`);
    await rest.waitFor();

    // Opening the line shows its days, each able to take a pin again.
    await rest.getByRole('button', { name: 'Show 28 days' }).click();
    await region(page, dayLabel(shiftDay(today, 3), today))
      .getByText('Drop pin here')
      .waitFor();
    await expect(page.locator('section[aria-labelledby^="day-"]').count()).resolves.toBe(38);
    const openedHeight = await pageHeight();
    expect(openedHeight).toBeGreaterThan(8_000);
    expect(foldedHeight).toBeLessThan(openedHeight / 2);
    await keepScreenshot(page, 'timeline-390-opened');
    expect(nativeDialogs).toEqual([]);
    await page.context().close();

    // On a desktop every day keeps its card, as before.
    const wide = await newPage(browser, baseURL, { viewport: { width: 1440, height: 1000 } });
    await openSignedIn(wide, session, '/timeline');
    await region(wide, 'Tomorrow').getByRole('article').first().waitFor();
    await expect(wide.locator('section[aria-labelledby^="day-"]').count()).resolves.toBe(38);
    await expect(wide.getByText('No pins — 5 slots available').count()).resolves.toBe(0);
    await keepScreenshot(wide, 'timeline-1440');
    await wide.context().close();
  }, 180_000);
});
