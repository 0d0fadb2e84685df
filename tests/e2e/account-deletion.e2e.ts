// A person downloads their data and deletes their account in Settings: the dialog says what
// happens and asks for the password, a wrong one changes nothing, the right one signs them out to
// the home page with a notice; the account cannot sign in any more, and the same email signs up anew.
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepScreenshot, launchBrowser, newPage } from './support/browser';
import { openSignedIn, registerViaApi } from './support/session';

const baseURL = inject('baseURL');
const PASSWORD = 'correct-horse-1';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('your data in Settings', () => {
  it('downloads the data, deletes the account, refuses its sign-in and lets the email sign up again', async () => {
    const session = await registerViaApi('leaving', 'free');
    const email = (session.user as { email: string }).email;
    const page = await newPage(browser, baseURL);
    await openSignedIn(page, session, '/settings/your-data');
    const card = page.getByRole('region', { name: 'Your data' });
    await card.waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^pinloom-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
    expect(file).toMatchObject({ format_version: 1, profile: { email } });

    await card.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain('30 days');
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'That password is not correct' }).waitFor();
    await keepScreenshot(page, 'delete-account-dialog');

    await dialog.getByLabel('Your password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${baseURL}/`);
    await page.getByText('Your account is deleted.').waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('authToken'))).resolves.toBeNull();
    await keepScreenshot(page, 'account-deleted-notice');

    // The old session opens nothing, and signing in is refused as for an unknown address.
    const profile = await fetch(`${baseURL}/api/user/profile`, {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(profile.status).toBe(401);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Invalid email or password');
    expect(page.url()).toContain('/login');

    // The address is free: the same person signs up again with it.
    await page.goto('/signup?plan=pro&billing=monthly');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a-fresh-start-2');
    await page.getByLabel('Confirm password').fill('a-fresh-start-2');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('banner').getByText('Grace Hopper').waitFor();
    await page.context().close();
  });
});
