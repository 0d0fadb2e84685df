// Demo mode end to end, as a new person meets it: sign up → the setup wizard → Allow on the
// simulated Pinterest → sync its boards → generate a pin → give it a link in Review → approve it
// for a time just ahead →
// the server's own publisher posts it when it comes due → the timeline says 'Posted Successfully'
// with the pin's link, and the simulated account's page shows the pin on that board, linking
// where it was told. Nothing is called behind the UI.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, launchBrowser, newPage } from './support/browser';
import { demoBaseURL, signUpInForm, waitForCleanAddress, waitForEmulator } from './support/pinterest';
import { approveOnlyPinAt, sendToReview } from './support/review';
import { openSignedIn, registerViaApi } from './support/session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The first whole minute at least 25 s from now (the time field takes minutes), as the field
 * wants it in UTC, the browser's and the account's zone here; it is due within 85 s.
 */
function justAhead(): { local: string; at: Date } {
  const minute = 60_000;
  const at = new Date(Math.ceil((Date.now() + 25_000) / minute) * minute);
  return { local: at.toISOString().slice(0, 16), at };
}

describe('publishing in demo mode', () => {
  it('publishes an approved pin when it comes due, to the board it was synced from', async () => {
    const page = await newPage(browser, demoBaseURL, {
      timezoneId: 'UTC',
      extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.78' },
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });

    // Sign up, then connect through the wizard and the simulated consent page.
    await signUpInForm(page, 'publishing');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Connect Pinterest Account' }).click();
    await waitForEmulator(page);
    await page.getByRole('button', { name: 'Allow' }).click();
    // Back on the wizard's page, which started the connection.
    await waitForCleanAddress(page, '/connect-pinterest');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL((url) => url.pathname === '/boards');

    // Sync: on the Free plan, the account's first board becomes the one Pinloom board.
    await page.getByRole('button', { name: 'Sync Pinterest boards' }).first().click();
    const board = page.getByRole('article').filter({ hasText: 'Pinterest Board' });
    await expect.poll(() => board.count(), { timeout: 15_000 }).toBe(1);
    const boardName = ((await board.locator('h2, h3').first().textContent()) ?? '').trim();
    expect(boardName.length).toBeGreaterThan(0);

    // Generate on it, send it to review, give it a time just ahead and approve it.
    await board.getByRole('button', { name: 'Generate Pin' }).click();
    await sendToReview(page);
    // A destination link typed in Review, normalised, and shown on the card as its host.
    const reviewCard = page.getByRole('list', { name: 'Pins to review' }).getByRole('article');
    await reviewCard.getByRole('button', { name: 'Edit', exact: true }).click();
    await reviewCard.getByLabel('Link', { exact: true }).fill('javascript:alert(1)');
    await reviewCard.getByRole('button', { name: 'Save', exact: true }).click();
    await reviewCard.getByRole('alert').getByText('Link must start with http:// or https://').waitFor();
    await reviewCard.getByLabel('Link', { exact: true }).fill('HTTPS://Recipes.Example/Soup#card');
    await reviewCard.getByRole('button', { name: 'Save', exact: true }).click();
    const link = 'https://recipes.example/Soup#card';
    await reviewCard.getByRole('link', { name: 'Link: recipes.example (opens in a new tab)' }).waitFor();
    const when = justAhead();
    const title = await approveOnlyPinAt(page, when.local);

    // The timeline watches the pin while it is due: scheduled, then posted by the publisher.
    const pin = page.getByRole('article').filter({ hasText: title });
    await pin.getByRole('button', { name: 'Mark Posted' }).waitFor();
    const shownLink = pin.getByRole('link', { name: 'Link: recipes.example (opens in a new tab)' });
    await expect(shownLink.getAttribute('href')).resolves.toBe(link);
    await expect(shownLink.getAttribute('rel')).resolves.toBe('noopener noreferrer nofollow');
    await keepScreenshot(page, 'publishing-scheduled');
    // Due within 85 s: the minute scan queues it ahead to start at its time; the page looks every 5 s.
    await pin.getByText('Posted Successfully').waitFor({ timeout: 180_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(when.at.getTime());
    await keepScreenshot(page, 'publishing-posted');
    // Posted: it says when, and leads to the pin on (the simulated) Pinterest, in a new tab.
    const view = pin.getByRole('link', { name: /^View on Pinterest/ });
    await expect(view.getAttribute('href')).resolves.toMatch(/^\/pinterest-demo\/pin\/\d+$/);
    await expect(view.getAttribute('target')).resolves.toBe('_blank');
    const [pinPage] = await Promise.all([page.context().waitForEvent('page'), view.click()]);
    await pinPage.getByRole('heading', { level: 1, name: title }).waitFor();
    // Sent to Pinterest with the pin: the simulated pin page says where it links.
    await pinPage.getByText(`Links to ${link}`).waitFor();
    await pinPage.close();

    // The simulated Pinterest account: the pin is on the board it was synced from.
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'General Settings' }).click();
    await page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('link', { name: 'Pinterest' })
      .click();
    const demoLink = page.getByRole('link', { name: /See the simulated Pinterest account/ });
    const demoUrl = await demoLink.getAttribute('href');
    expect(demoUrl).toBeTruthy();
    await page.goto(demoUrl as string);
    await page.getByRole('heading', { level: 1, name: 'Demo mode: Pinterest is simulated' }).waitFor();
    const onBoard = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: boardName }),
    });
    await onBoard.getByRole('heading', { level: 3, name: title }).waitFor();
    // Once: demo mode's one simulated account is shared, so other pins may be there, not this twice.
    await expect(onBoard.getByRole('heading', { level: 3, name: title }).count()).resolves.toBe(1);
    await keepScreenshot(page, 'publishing-demo-page');
    expect(dialogs).toEqual([]);
    await page.context().close();
  }, 300_000);

  it('says a board is not linked to Pinterest and links it from the timeline', async () => {
    const session = await registerViaApi('link-board', 'starter');
    const api = (path: string, body: object) =>
      fetch(`${demoBaseURL}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
        body: JSON.stringify(body),
      });
    // A board made in Pinloom, not on Pinterest, with a pin scheduled for tomorrow.
    const created = await api('/api/boards', {
      name: 'Balcony Gardens',
      description: 'Small space growing',
      style_config: { style: 'minimalist', brandColors: ['#166534'] },
    });
    expect(created.status).toBe(201);
    const { board } = (await created.json()) as { board: { id: string } };
    const generated = await api('/api/generate-single-pin', { boardId: board.id });
    const pin = (await generated.json()) as { id: string; title: string };
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect((await api(`/api/pins/${pin.id}/approve`, { scheduled_time: tomorrow })).status).toBe(200);

    // Connect through the Settings card and the simulated consent page.
    const page = await newPage(browser, demoBaseURL, { timezoneId: 'UTC' });
    await openSignedIn(page, session, '/settings/pinterest');
    const card = page.getByRole('region', { name: 'Pinterest account' });
    await card.getByRole('button', { name: 'Connect Pinterest Account' }).click();
    await waitForEmulator(page);
    await page.getByRole('button', { name: 'Allow' }).click();
    await waitForCleanAddress(page, '/settings/pinterest');

    // The timeline: the pin waits for its board; 'Link board' makes a Pinterest board for it.
    await page.goto('/timeline');
    await page
      .getByText('A board on your timeline is not linked to a Pinterest board', { exact: false })
      .waitFor();
    const article = page.getByRole('article').filter({ hasText: 'Board not linked to Pinterest' });
    await expect(article.count()).resolves.toBe(1);
    await article.getByRole('button', { name: 'Link board Balcony Gardens to Pinterest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link board to Pinterest' });
    await expect(dialog.getByLabel('Pinterest board').inputValue()).resolves.toBe('');
    await keepScreenshot(page, 'publishing-link-board');
    await dialog.getByRole('button', { name: 'Link board', exact: true }).click();
    await page.getByText('“Balcony Gardens” is linked to Pinterest').waitFor();
    await page.getByText('Board not linked to Pinterest').waitFor({ state: 'detached' });
    await expect(page.getByText('not linked to a Pinterest board', { exact: false }).count()).resolves.toBe(
      0,
    );

    // The simulated account now has that board.
    await page.goto('/settings/pinterest');
    const demoUrl = await card
      .getByRole('link', { name: /See the simulated Pinterest account/ })
      .getAttribute('href');
    await page.goto(demoUrl as string);
    await page.getByRole('heading', { level: 2, name: 'Balcony Gardens' }).waitFor();
    await page.context().close();
  });
});
