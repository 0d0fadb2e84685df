// The operator's journey (ADR 0019): sign in at /admin/login → the dashboard's figures → every
// tab → find users by search and page → a user's detail → suspend them (their open session ends
// and /login says why) → unsuspend (they sign in again) → Logout, which ends the admin token on the
// server too.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminStats } from '../../src/shared/api/admin';
import { adminApi, signInAsAdmin } from './support/admin';
import { keepScreenshot, launchBrowser, newPage } from './support/browser';
import { openSignedIn, registerViaApi, type Session } from './support/session';

const baseURL = inject('baseURL');
const SUSPENDED_MESSAGE = 'Your account has been suspended';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function emailOf(session: Session): string {
  return (session.user as { email: string }).email;
}

describe('an administrator', () => {
  it('reads the figures, finds, views, suspends and unsuspends a user', async () => {
    // 25 customers who share a word in their email, and one who is signed in right now.
    const word = `roster${Date.now().toString(36)}`;
    for (let index = 0; index < 25; index += 1) await registerViaApi(word, 'starter');
    const customer = await registerViaApi('suspendee', 'pro');
    const customerPage = await newPage(browser, baseURL);
    await openSignedIn(customerPage, customer, '/boards');
    await customerPage.waitForURL('**/boards');

    const admin = await newPage(browser, baseURL, { viewport: { width: 1440, height: 900 } });
    await signInAsAdmin(admin);
    const stats = await adminApi<AdminStats>('/api/admin/stats');
    const figure = (label: string) => admin.locator(`dt:text-is("${label}") + dd`).textContent();
    await expect(figure('Total users')).resolves.toBe(stats.totalUsers.toLocaleString('en-GB'));
    await expect(figure('Total boards')).resolves.toBe(stats.totalBoards.toLocaleString('en-GB'));
    expect(stats.totalUsers).toBeGreaterThanOrEqual(26);
    await admin.getByRole('table', { name: 'Recent users' }).getByText(emailOf(customer)).waitFor();

    const tabs = admin.getByRole('navigation', { name: 'Admin sections' });
    for (const [name, path] of [
      ['Users', '/admin/users'],
      ['Prompts', '/admin/prompts'],
      ['Settings', '/admin/settings'],
      ['API History', '/admin/api-history'],
      ['Dashboard', '/admin'],
    ] as const) {
      await tabs.getByRole('link', { name }).click();
      await admin.waitForURL(`${baseURL}${path}`);
      await tabs.locator('a[aria-current="page"]', { hasText: name }).waitFor();
    }

    await tabs.getByRole('link', { name: 'Users' }).click();
    await admin.getByLabel('Search users by name or email').fill(word);
    await admin.getByText('25 users found').waitFor();
    await admin.waitForURL(`**/admin/users?search=${word}`);
    const rows = admin.getByRole('table', { name: 'Users' }).locator('tbody tr');
    await expect(rows.count()).resolves.toBe(20);
    await admin.getByRole('button', { name: 'Page 2' }).click();
    await admin.waitForURL(`**/admin/users?search=${word}&page=2`);
    await admin.getByText('Showing 21–25 of 25').waitFor();
    await expect(rows.count()).resolves.toBe(5);
    // The address keeps the list: a reload shows the same page of the same search.
    await admin.reload();
    await admin.getByText('Showing 21–25 of 25').waitFor();
    await expect(admin.getByLabel('Search users by name or email').inputValue()).resolves.toBe(word);

    const email = emailOf(customer);
    await admin.getByLabel('Search users by name or email').fill(email);
    await admin.getByText('1 user found').waitFor();
    await admin.getByRole('link', { name: `View ${email}` }).click();
    await admin.getByRole('heading', { level: 2, name: 'Grace Hopper' }).waitFor();
    await admin.getByText('Pinterest connection').waitFor();

    // By keyboard: the dialog opens on the reason, Escape closes it and gives focus back.
    const suspendButton = admin.getByRole('button', { name: 'Suspend' });
    const dialog = admin.getByRole('dialog', { name: `Suspend ${email}?` });
    await suspendButton.focus();
    await admin.keyboard.press('Enter');
    await expect
      .poll(() => dialog.getByLabel('Reason').evaluate((el) => el === document.activeElement))
      .toBe(true);
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => suspendButton.evaluate((el) => el === document.activeElement)).toBe(true);

    await suspendButton.click();
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(dialog.getByRole('alert').textContent()).resolves.toBe('Give a reason for the suspension.');
    await dialog.getByLabel('Reason').fill('Posting spam pins to every board');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await admin.getByText(`Suspended ${email}`).waitFor();
    await admin.getByText('Reason: Posting spam pins to every board').waitFor();
    await keepScreenshot(admin, 'admin-user-suspended');
    // The user list shows it too.
    await admin.getByRole('link', { name: 'Back to users' }).click();
    await admin.getByLabel('Search users by name or email').fill(email);
    await admin.getByRole('button', { name: `Unsuspend ${email}` }).waitFor();
    await admin.getByRole('table', { name: 'Users' }).getByText('Suspended').waitFor();
    await admin.goBack();
    await admin.getByText('Reason: Posting spam pins to every board').waitFor();

    // The customer's open session ends on their next request, and /login says why.
    await customerPage.reload();
    await customerPage.waitForURL('**/login');
    await customerPage.getByText(SUSPENDED_MESSAGE).waitFor();
    await keepScreenshot(customerPage, 'login-suspended');

    await admin.getByRole('button', { name: 'Unsuspend' }).click();
    await admin
      .getByRole('dialog', { name: `Unsuspend ${email}?` })
      .getByRole('button', { name: 'Unsuspend' })
      .click();
    await admin.getByText(`Unsuspended ${email}`).waitFor();
    // The banner goes once the refreshed account arrives, just after the toast.
    await expect.poll(() => admin.getByText('Reason: Posting spam pins to every board').count()).toBe(0);

    await customerPage.getByLabel('Email').fill(email);
    await customerPage.getByLabel('Password', { exact: true }).fill('correct-horse-1');
    await customerPage.getByRole('button', { name: 'Sign In' }).click();
    await customerPage.waitForURL('**/dashboard');
    await customerPage.context().close();

    // Logout ends the admin session on the server, not only in this browser: a copy
    // of the token opens nothing afterwards.
    const adminToken = await admin.evaluate(() => localStorage.getItem('adminToken'));
    expect(adminToken).toBeTruthy();
    await admin.getByRole('button', { name: 'Logout' }).click();
    await admin.waitForURL('**/admin/login');
    await expect(admin.evaluate(() => localStorage.getItem('adminToken'))).resolves.toBeNull();
    const replayed = await fetch(`${baseURL}/api/admin/test`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(replayed.status).toBe(401);
    await admin.context().close();
  });
});
