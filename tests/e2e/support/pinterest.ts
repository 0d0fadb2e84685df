// Shared by the journeys that connect Pinterest in demo mode, where the app itself serves the
// simulated Pinterest's consent page under /pinterest-demo on whatever address was opened.
import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { uniqueEmail } from './browser';

// The server prints http://localhost:<port>; these journeys open 127.0.0.1 on purpose, the
// "second address" a person may use: demo mode must bring them back there, signed in.
export const demoBaseURL = inject('baseURL');
const appOrigin = new URL(demoBaseURL).origin;

/** Waits for the app's own address at `pathname` with no query left (return codes cleared). */
export async function waitForCleanAddress(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.origin === appOrigin && url.pathname === pathname && url.search === '');
}

/** The simulated consent page, on the app's own origin. */
export async function waitForEmulator(page: Page): Promise<void> {
  await page.waitForURL(
    (url) => url.origin === appOrigin && url.pathname.startsWith('/pinterest-demo/oauth'),
  );
  await page.getByRole('heading', { level: 1, name: 'Pinterest (simulated)' }).waitFor();
}

/** Signs up on the Free plan through the form; the app then offers the setup wizard. */
export async function signUpInForm(page: Page, prefix: string): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(uniqueEmail(prefix));
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-1');
  await page.getByLabel('Confirm password').fill('correct-horse-1');
  await page.getByRole('button', { name: 'Create Free Account' }).click();
  await page.waitForURL('**/connect-pinterest');
}

/**
 * From Settings → Pinterest (where the page must be), connects the demo account and brings its
 * boards in: the first synced board's card and name, ready for a journey to give it a template or
 * a link.
 */
export async function connectAndSyncFirstBoard(page: Page): Promise<{ board: Locator; boardName: string }> {
  const account = page.getByRole('region', { name: 'Pinterest account' });
  await account.getByRole('button', { name: 'Connect Pinterest Account' }).click();
  await waitForEmulator(page);
  await page.getByRole('button', { name: 'Allow' }).click();
  await waitForCleanAddress(page, '/settings/pinterest');
  await page.goto('/boards');
  await page.getByRole('button', { name: 'Sync Pinterest boards' }).first().click();
  const board = page.getByRole('article').filter({ hasText: 'Pinterest Board' }).first();
  await board.waitFor({ timeout: 15_000 });
  const boardName = ((await board.locator('h2, h3').first().textContent()) ?? '').trim();
  return { board, boardName };
}
