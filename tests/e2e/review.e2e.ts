// The review journey: two pins generated through the API wait in Review, oldest first; the
// first is edited (title, board, a local date and time) and approved into the schedule, the
// second deleted after the app's own confirmation, leaving the empty state. Several pins are
// approved at once, with the reason for any left in review. Then the posting schedule in
// Settings is saved, kept after a reload, and a window that ends before it starts is refused.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { stripQuotes } from '../../src/shared/api/pins';
import { seriousAxeViolations } from './support/axe';
import { keepScreenshot, launchBrowser, newPage } from './support/browser';
import { callApi, openSignedIn, registerViaApi, type Session } from './support/session';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Created {
  id: string;
  title: string;
}

const api = <T>(session: Session, method: string, path: string, body?: unknown) =>
  callApi<T>(session, method, path, body);

async function createBoard(session: Session, name: string): Promise<string> {
  const { board } = await api<{ board: { id: string } }>(session, 'POST', '/api/boards', {
    name,
    description: `Pins about ${name.toLowerCase()}`,
    style_config: { style: 'modern', brandColors: ['#E60023', '#FFFFFF', '#000000'] },
  });
  return board.id;
}

function generatePin(session: Session, boardId: string): Promise<Created> {
  return api<Created>(session, 'POST', '/api/generate-single-pin', { boardId });
}

function pinCards(page: Page): Locator {
  return page.getByRole('list', { name: 'Pins to review' }).getByRole('article');
}

/** The value of a datetime-local field three days ahead at 10:30, and that instant as the browser sends it. */
async function threeDaysAheadAt1030(page: Page): Promise<{ local: string; iso: string }> {
  return page.evaluate(() => {
    const day = new Date();
    day.setDate(day.getDate() + 3);
    day.setHours(10, 30, 0, 0);
    const pad = (value: number) => String(value).padStart(2, '0');
    const local = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T10:30`;
    return { local, iso: day.toISOString() };
  });
}

describe('pin review', () => {
  it('edits, approves and deletes generated pins, oldest first', async () => {
    const session = await registerViaApi('review', 'enterprise');
    await createBoard(session, 'Cozy Kitchens');
    await createBoard(session, 'Weekend Trips');
    const boards = await api<{ boards: { id: string; name: string }[] }>(session, 'GET', '/api/boards');
    const kitchens = boards.boards.find((b) => b.name === 'Cozy Kitchens')?.id as string;
    const first = await generatePin(session, kitchens);
    const second = await generatePin(session, kitchens);

    const page = await newPage(browser, baseURL);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
        cspViolations.push(message.text());
    });
    await openSignedIn(page, session, '/review');
    await page.getByRole('heading', { level: 1, name: 'Review Pins' }).waitFor();

    // Both pins, oldest first, their titles without surrounding quotes.
    const cards = pinCards(page);
    await expect.poll(() => cards.count()).toBe(2);
    await expect(cards.locator('h2').allTextContents()).resolves.toEqual([
      stripQuotes(first.title),
      stripQuotes(second.title),
    ]);
    await expect(cards.first().textContent()).resolves.toContain('Cozy Kitchens');
    await expect
      .poll(() =>
        cards
          .first()
          .locator('img')
          .evaluate(
            (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          ),
      )
      .toBe(true);
    await keepScreenshot(page, 'review-grid');

    // The image zooms in a labelled dialog and closes on Escape.
    await cards
      .first()
      .getByRole('button', { name: /^Zoom image/ })
      .click();
    const zoom = page.getByRole('dialog', { name: /^Zoomed image/ });
    await zoom.waitFor();
    await page.keyboard.press('Escape');
    await zoom.waitFor({ state: 'detached' });

    // Edit the first: title, board and a local date and time three days ahead at 10:30.
    const imageBefore = await cards.first().locator('img').getAttribute('src');
    const when = await threeDaysAheadAt1030(page);
    await cards.first().getByRole('button', { name: 'Edit', exact: true }).click();
    const form = cards.first().getByRole('form');
    await form.getByLabel('Title').fill('Sunday soups for slow evenings');
    await expect(form.getByText('30/100').count()).resolves.toBe(1);
    await form.getByLabel('Board').selectOption({ label: 'Weekend Trips' });
    await form.getByLabel('Scheduled time', { exact: true }).fill(when.local);
    await keepScreenshot(page, 'review-edit');
    const put = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith(`/api/pins/${first.id}`),
    );
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await put).postDataJSON()).toEqual({
      board_id: boards.boards.find((b) => b.name === 'Weekend Trips')?.id,
      title: 'Sunday soups for slow evenings',
      scheduled_time: when.iso,
    });
    await form.waitFor({ state: 'detached' });

    await page.reload();
    await expect.poll(() => cards.count()).toBe(2);
    const edited = cards.first();
    await expect(edited.locator('h2').textContent()).resolves.toBe('Sunday soups for slow evenings');
    await expect(edited.textContent()).resolves.toContain('Weekend Trips');
    await expect(edited.textContent()).resolves.toContain('Wanted for');
    // The image was drawn again with the new title, in the new board's style, at a new address.
    const imageAfter = await edited.locator('img').getAttribute('src');
    expect(imageAfter).not.toBe(imageBefore);
    expect(imageAfter).toMatch(new RegExp(`^/media/pins/${first.id}-[0-9a-f]{8}\\.png$`));
    await expect
      .poll(() =>
        edited
          .locator('img')
          .evaluate(
            (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          ),
      )
      .toBe(true);
    await keepScreenshot(page, 'review-after-edit');
    await edited.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(edited.getByLabel('Scheduled time', { exact: true }).inputValue()).resolves.toBe(when.local);
    await edited.getByRole('button', { name: 'Cancel', exact: true }).click();

    // Approve it: a toast with the slot and a way to the timeline; the pin leaves the list.
    await edited.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText(/^Pin approved and scheduled for /).waitFor();
    await page.getByRole('button', { name: 'Open Timeline' }).waitFor();
    await expect.poll(() => cards.count()).toBe(1);
    await expect(cards.first().locator('h2').textContent()).resolves.toBe(stripQuotes(second.title));

    // Delete the second after the app's own confirmation: the empty state links to the boards.
    await cards.first().getByRole('button', { name: 'Delete', exact: true }).click();
    const question = page.getByRole('dialog', { name: 'Are you sure you want to delete this pin?' });
    await question.waitFor();
    await keepScreenshot(page, 'review-delete-confirmation');
    await question.getByRole('button', { name: 'Delete pin' }).click();
    await page.getByText('No pins to review').waitFor();
    expect(dialogs).toEqual([]);
    await expect(page.getByRole('link', { name: 'Generate pins' }).getAttribute('href')).resolves.toBe(
      '/boards',
    );
    await keepScreenshot(page, 'review-empty');

    // The approved pin is scheduled, in the board it was moved to.
    const scheduled = await api<{ pins: { id: string; board_name: string; status: string }[] }>(
      session,
      'GET',
      '/api/pins?status=scheduled',
    );
    expect(scheduled.pins.map((p) => [p.id, p.board_name])).toEqual([[first.id, 'Weekend Trips']]);
    expect(cspViolations).toEqual([]);
    await page.context().close();
  }, 240_000);

  it('approves several pins at once into the next free slots, keyboard only, and says why any stay', async () => {
    const session = await registerViaApi('review-bulk', 'enterprise');
    const boardId = await createBoard(session, 'Quick Breakfasts');
    const made: Created[] = [];
    for (let i = 0; i < 4; i += 1) made.push(await generatePin(session, boardId));

    for (const viewport of [
      { width: 1440, height: 1000 },
      { width: 390, height: 844 },
    ]) {
      const page = await newPage(browser, baseURL, { viewport });
      await openSignedIn(page, session, '/review');
      await expect.poll(() => pinCards(page).count()).toBe(made.length);
      await page.getByRole('checkbox', { name: `Select ${stripQuotes(made[1]?.title ?? '')}` }).check();
      await page.getByRole('button', { name: 'Approve 1 selected' }).waitFor();
      await keepScreenshot(page, `review-bulk-${viewport.width}`);
      await page.context().close();
    }

    const page = await newPage(browser, baseURL);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openSignedIn(page, session, '/review');
    await expect.poll(() => pinCards(page).count()).toBe(4);
    // Meanwhile, in another tab, one of them is approved on its own.
    await api(session, 'POST', `/api/pins/${made[2]?.id}/approve`, {});

    // Keyboard only: focus 'Select all', Space, then Tab to the button and Enter.
    const selectAll = page.getByRole('checkbox', { name: 'Select all' });
    await selectAll.focus();
    await page.keyboard.press('Space');
    await expect(selectAll.isChecked()).resolves.toBe(true);
    const approve = page.getByRole('button', { name: 'Approve 4 selected' });
    await approve.focus();
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/pins/bulk-approve'));
    await page.keyboard.press('Enter');
    expect((await sent).postDataJSON()).toEqual({ pin_ids: made.map((pin) => pin.id) });

    await page.getByText('3 pins scheduled', { exact: true }).waitFor();
    const left = page.getByRole('region', { name: 'Pins left in review' });
    await left.getByText('1 pin was not approved').waitFor();
    await expect(left.textContent()).resolves.toContain(stripQuotes(made[2]?.title ?? ''));
    await expect(left.textContent()).resolves.toContain('Only a pin waiting in review can be approved');
    await keepScreenshot(page, 'review-bulk-result');
    await page.getByText('No pins to review').waitFor();

    const scheduled = await api<{ pins: { id: string }[] }>(session, 'GET', '/api/pins?status=scheduled');
    expect(scheduled.pins.map((p) => p.id).sort()).toEqual(made.map((p) => p.id).sort());
    expect(dialogs).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('saves the posting schedule in Settings and refuses a window that ends before it starts', async () => {
    const session = await registerViaApi('review-settings', 'free');
    const page = await newPage(browser, baseURL);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await openSignedIn(page, session, '/settings/general');
    const card = page.getByRole('region', { name: 'Posting schedule' });
    await card.getByRole('button', { name: 'Save Settings' }).waitFor();
    await expect(card.getByLabel('Posting window start').inputValue()).resolves.toBe('09:00');
    await expect(card.getByLabel('Posting window end').inputValue()).resolves.toBe('20:00');

    await card.getByLabel('Posting window start').fill('08:00');
    await card.getByLabel('Posting window end').fill('18:00');
    // The time zone picker: search, then Enter on the zone it offers.
    await card.getByRole('combobox', { name: 'Time zone' }).fill('new york');
    await card.getByRole('option', { name: /New York/ }).waitFor();
    await card.getByRole('combobox', { name: 'Time zone' }).press('Enter');
    await card.getByRole('button', { name: 'Save Settings' }).click();
    await page.locator('[data-sonner-toast]').getByText('Settings saved successfully!').waitFor();

    await page.reload();
    await card.getByRole('button', { name: 'Save Settings' }).waitFor();
    await expect(card.getByLabel('Posting window start').inputValue()).resolves.toBe('08:00');
    await expect(card.getByLabel('Posting window end').inputValue()).resolves.toBe('18:00');
    await expect(card.locator('input[name="time_zone"]').inputValue()).resolves.toBe('America/New_York');
    await keepScreenshot(page, 'settings-posting-schedule');

    await card.getByLabel('Posting window start').fill('19:00');
    await card.getByRole('button', { name: 'Save Settings' }).click();
    await card.getByRole('alert').getByText('Error: Posting window start must be before its end').waitFor();
    // What was typed stays, to be fixed; and no native box was ever shown.
    await expect(card.getByLabel('Posting window start').inputValue()).resolves.toBe('19:00');
    expect(dialogs).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('has no serious or critical accessibility violations on Review (with pins) and Settings', async () => {
    const session = await registerViaApi('review-axe', 'enterprise');
    const boardId = await createBoard(session, 'Small Gardens');
    await generatePin(session, boardId);
    const page = await newPage(browser, baseURL, { bypassCSP: true });
    await openSignedIn(page, session, '/review');
    await pinCards(page).first().waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    await pinCards(page).first().getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    await page.goto('/settings/general');
    await page.getByRole('button', { name: 'Save Settings' }).waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await page.context().close();
  }, 120_000);
});
