// The newcomer's journey of the foundation issue: pricing → signup with the plan chosen →
// dashboard with their name → sign out → the guard → sign in → an unknown page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepScreenshot, launchBrowser, newPage, uniqueEmail } from './support/browser';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function fillSignup(page: Page, fields: { email: string; password: string; confirm: string }) {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Password', { exact: true }).fill(fields.password);
  await page.getByLabel('Confirm password').fill(fields.confirm);
}

describe('a newcomer', () => {
  it('picks a plan, signs up, signs out, is guarded, signs in again and meets the 404 page', async () => {
    const page = await newPage(browser, baseURL);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
    await keepScreenshot(page, 'landing');

    await page.locator('#pricing').scrollIntoViewIfNeeded();
    await page
      .locator('#pricing')
      .getByRole('radio', { name: /yearly/i })
      .first()
      .click();
    await page.locator('#pricing a[href="/signup?plan=pro&billing=yearly"]').click();

    await page.waitForURL('**/signup?plan=pro&billing=yearly');
    await page.getByRole('heading', { name: 'Start your free trial' }).waitFor();
    const proCard = page.getByRole('radio', { name: /Pro/ });
    await expect(proCard.getAttribute('aria-checked')).resolves.toBe('true');
    await keepScreenshot(page, 'signup-pro-yearly');

    const email = uniqueEmail('ada');
    await fillSignup(page, { email, password: 'correct-horse-1', confirm: 'correct-horse-1' });
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('banner').getByText('Ada Lovelace').waitFor();
    await keepScreenshot(page, 'dashboard');

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`${baseURL}/`);
    await expect(page.evaluate(() => localStorage.getItem('authToken'))).resolves.toBeNull();

    await page.goto('/review');
    await page.waitForURL('**/login');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('correct-horse-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('banner').getByText('Ada Lovelace').waitFor();

    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.context().close();
  });

  it('sees the server refuse a wrong password with its own message', async () => {
    const page = await newPage(browser, baseURL);
    await page.goto('/login');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Invalid email or password');
    expect(page.url()).toContain('/login');
    await page.context().close();
  });

  it('is told when the passwords do not match or are too short, before anything is sent', async () => {
    const page = await newPage(browser, baseURL);
    const registerCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/auth/register')) registerCalls.push(req.url());
    });
    await page.goto('/signup');
    await page.getByRole('heading', { name: 'Create your free account' }).waitFor();
    await expect(page.getByRole('radio', { name: /yearly/i }).count()).resolves.toBe(0);

    await fillSignup(page, {
      email: uniqueEmail('mismatch'),
      password: 'long-enough-1',
      confirm: 'long-enough-2',
    });
    await page.getByRole('button', { name: 'Create Free Account' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Passwords do not match');

    await fillSignup(page, { email: uniqueEmail('short'), password: 'short', confirm: 'short' });
    await page.getByRole('button', { name: 'Create Free Account' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'Password must be at least 8 characters long',
    );
    expect(registerCalls).toEqual([]);
    await page.context().close();
  });
});
