// The whole path of a pin through the UI, page to page: generate it on a board, find it in
// Review, give it a time, approve it, find it on that day of the timeline, mark it posted.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepScreenshot, launchBrowser, newPage } from './support/browser';
import { approveOnlyPinAt, sendToReview } from './support/review';
import { openSignedIn, registerViaApi, type Session } from './support/session';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function createBoard(session: Session, name: string): Promise<void> {
  const response = await fetch(`${baseURL}/api/boards`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
    body: JSON.stringify({
      name,
      description: 'Easy plants for small flats',
      style_config: { style: 'bold', brandColors: ['#1D4ED8', '#FACC15'] },
    }),
  });
  expect(response.status).toBe(201);
}

/** Two days ahead at 10:30 in UTC (the browser's and the account's zone in this test). */
function twoDaysAheadAt1030(): { local: string; label: string } {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 2);
  const local = `${day.toISOString().slice(0, 10)}T10:30`;
  const label = day.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return { local, label };
}

describe('a pin from idea to posted', () => {
  it('is generated, reviewed, approved for a chosen day, and marked posted on the timeline', async () => {
    const session = await registerViaApi('journey', 'starter');
    await createBoard(session, 'Houseplant Care');
    const page = await newPage(browser, baseURL, { timezoneId: 'UTC' });
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });

    // Generate on the Boards page.
    await openSignedIn(page, session, '/boards');
    await page
      .getByRole('article', { name: 'Houseplant Care' })
      .getByRole('button', { name: 'Generate Pin' })
      .click();
    await sendToReview(page);

    // Review: one card; give it a time two days ahead and approve it; then the timeline.
    const when = twoDaysAheadAt1030();
    const title = await approveOnlyPinAt(page, when.local);

    // Schedule: the pin is on that day at 10:30 AM.
    const day = page.getByRole('region', { name: when.label, exact: true });
    await day.getByText(title, { exact: false }).first().waitFor();
    await expect(day.textContent()).resolves.toContain('10:30 AM');
    await expect(day.textContent()).resolves.toMatch(/1 pin.*4 slots available/);

    // Marked posted by hand: it moves to today, when it was posted, and says it was marked.
    await day.getByRole('button', { name: 'Mark Posted' }).click();
    const todayRegion = page.getByRole('region', { name: 'Today', exact: true });
    await todayRegion.getByText('Marked as posted', { exact: true }).waitFor();
    await expect(todayRegion.getByRole('button', { name: 'Mark Posted' }).count()).resolves.toBe(0);
    await expect(day.textContent()).resolves.toMatch(/0 pins/);
    await keepScreenshot(page, 'journey-posted');
    expect(alerts).toEqual([]);
    await page.context().close();
  });
});
