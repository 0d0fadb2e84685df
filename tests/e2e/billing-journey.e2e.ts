// A trial that becomes a paid plan and ends, with the clock moved instead of waited for:
// sign up on Pro yearly → 7 days of trial → five days later the trial banner → Upgrade → the
// emulator's Checkout → Pro, paid → Manage billing → cancel → past the paid period the account is
// on Free, its board and pin still there. On a server of its own with TEST_CLOCK=1, so the shared
// e2e server's time never moves.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, newPage, uniqueEmail } from './support/browser';
import { withTestClockServer } from './support/test-clock-server';

const DAY_S = 24 * 60 * 60;
/** The card's date, as formatBillingDate writes it: 21 Nov 2027. */
const BILLING_DATE = /\d{1,2} \w{3} (\d{4})/;

const journey = withTestClockServer('billing-journey');

/** Moves the server's clock (and demo billing's); answers once what fell due is applied. */
async function moveClock(body: { seconds: number } | { to: string }): Promise<Date> {
  const response = await fetch(`${journey.origin}/api/test-clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return new Date(((await response.json()) as { now: string }).now);
}

/** The API as the signed-in page calls it, with the session the browser holds. */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const response = await fetch(`${journey.origin}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (await response.json()) as T;
}

describe('a Pro trial, paid, cancelled and ended with the clock moved', () => {
  it('ends on Free at the end of the paid period, with the board and its pin intact', async () => {
    const page = await newPage(journey.browser, journey.origin, {
      viewport: { width: 1440, height: 900 },
      timezoneId: 'UTC',
    });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    // Sign up in the UI from the pricing page's link for Pro, yearly.
    await page.goto('/signup?plan=pro&billing=yearly');
    await page.getByRole('heading', { level: 1, name: 'Start your free trial' }).waitFor();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    const email = uniqueEmail('billing-journey');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('correct-horse-1');
    await page.getByLabel('Confirm password').fill('correct-horse-1');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/signup'));

    await page.goto('/settings/plan-and-billing');
    const card = page.getByRole('region', { name: 'Plan and billing' });
    const banner = page.getByRole('region', { name: 'Your plan' });
    await card.getByText('Pro trial — 7 days left', { exact: true }).waitFor();
    // Days 1 to 4 of 7: no banner yet.
    expect(await banner.count()).toBe(0);

    // Something to keep: a board and a pin on it.
    const { board } = await api<{ board: { id: string; name: string } }>(page, 'POST', '/api/boards', {
      name: 'Balcony Gardening',
    });
    await api(page, 'POST', '/api/generate-single-pin', { boardId: board.id });
    const pinsOfBoard = async () =>
      (await api<{ pins: { id: string }[] }>(page, 'GET', `/api/boards/${board.id}/pins`)).pins.length;
    expect(await pinsOfBoard()).toBe(1);

    // Five days on: the last days of the trial, and the banner says so.
    const fiveDaysOn = await moveClock({ seconds: 5 * DAY_S });
    await page.reload();
    await card.getByText('Pro trial — 2 days left', { exact: true }).waitFor();
    await banner
      .getByText('Your Pro trial ends in 2 days — choose a plan to keep your limits', { exact: true })
      .waitFor();
    await keepScreenshot(page, 'billing-journey-trial-banner');

    // Upgrade → Yearly → Choose Pro → the emulator's Checkout → Subscribe.
    await card.getByRole('button', { name: 'Upgrade' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: /Yearly/ }).check();
    // Told before checkout: too few trial days left to carry into Stripe, so the year is paid today.
    await dialog
      .getByText('Your trial ends in less than 2 days, too soon to carry over, so you pay today.', {
        exact: false,
      })
      .waitFor();
    await dialog
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Pro', exact: true }) })
      .getByText('You pay $499.99 today')
      .waitFor();
    await dialog.getByRole('button', { name: 'Choose Pro' }).click();
    await page.waitForURL('**/stripe-demo/checkout/**');
    await page.getByRole('button', { name: 'Subscribe' }).click();

    // Back in Settings, the plan is paid once Stripe's webhook said so: a year from the moved clock.
    // Under 48 hours of trial were left, too few to carry into Stripe, so the year starts now.
    await page.waitForURL('**/settings**');
    const renews = card.getByText(new RegExp(`^Pro — renews ${BILLING_DATE.source}$`));
    await renews.waitFor({ timeout: 30_000 });
    expect(await renews.textContent()).toContain(String(fiveDaysOn.getUTCFullYear() + 1));
    await expect.poll(() => banner.count()).toBe(0);

    // Manage billing → Cancel plan → Return to Pinloom: the plan says when it ends.
    await card.getByRole('button', { name: 'Manage billing' }).click();
    await page.waitForURL('**/stripe-demo/portal/**');
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await page.getByText(/Cancels on/).waitFor();
    await page.getByRole('link', { name: 'Return to Pinloom' }).click();
    await page.waitForURL('**/settings**');
    await card.getByText(new RegExp(`^Pro — ends ${BILLING_DATE.source}$`)).waitFor({ timeout: 30_000 });

    // Past the end of the paid period: Free, and nothing made is lost.
    const { current_period_end: periodEnd } = await api<{ current_period_end: string }>(
      page,
      'GET',
      '/api/user/billing',
    );
    await moveClock({ to: new Date(Date.parse(periodEnd) + 60_000).toISOString() });
    // A year on, the session made at sign-up has ended (30 days by the same clock): the app says
    // so on the next call and asks the person to sign in again, as it would anyone back after a year.
    await page.reload();
    await page.waitForURL('**/login**');
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('correct-horse-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/settings/plan-and-billing');
    await card.getByText('Free', { exact: true }).waitFor();
    await card.getByText(/^Your paid plan ended on .*Nothing you made is lost\.$/).waitFor();
    expect(await api(page, 'GET', '/api/user/billing')).toMatchObject({
      plan: 'free',
      limits_plan: 'free',
      cancel_at_period_end: false,
    });
    await expect.poll(() => card.getByRole('button', { name: 'Upgrade' }).count()).toBe(1);
    await keepScreenshot(page, 'billing-journey-free-settings');

    await page.goto('/boards');
    await page.getByRole('article', { name: board.name }).waitFor();
    expect(await pinsOfBoard()).toBe(1);
    await keepScreenshot(page, 'billing-journey-free-boards');
    expect(problems).toEqual([]);
    await page.context().close();
  }, 180_000);
});
