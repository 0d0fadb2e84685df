// Forgotten and changed passwords (issue 13 §2, §3): a person who forgot theirs asks for a link,
// opens it from the email they received, chooses a new password and is signed in; a person who
// knows theirs changes it in Settings, and their other devices are signed out.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FORGOT_PASSWORD_MESSAGE, RESET_TOKEN_ERRORS } from '../../src/shared/api/account';
import { seriousAxeViolations } from './support/axe';
import { keepScreenshot, launchBrowser, newPage } from './support/browser';
import { latestMailTo, linkIn } from './support/mail';
import { openSignedIn, registerViaApi, type Session, signInViaApi } from './support/session';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The status of GET /api/user/profile with `token`: 200 while the session lives, 401 once it ended. */
async function profileStatus(token: string): Promise<number> {
  const response = await fetch(`${baseURL}/api/user/profile`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status;
}

/** The address a second device of the account signs in from. */
const OTHER_DEVICE = '192.0.2.77';
const emailOf = (session: Session) => (session.user as { email: string }).email;

describe('a person who forgot their password', () => {
  it('asks for a link, opens it from the email, chooses a new password and is signed in', async () => {
    const session = await registerViaApi('forgot', 'free');
    const email = emailOf(session);
    const page = await newPage(browser, baseURL);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email').fill(email);
    const asked = new Date();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(FORGOT_PASSWORD_MESSAGE).waitFor();
    await keepScreenshot(page, 'forgot-password-sent');

    const mail = await latestMailTo(email, { subject: /Reset your Pinloom password/, after: asked });
    // The link points at the server's public address; the path and token are what matter here.
    const link = new URL(linkIn(mail, '/reset-password'));
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    // The page names the account, masked: the first two letters and the domain.
    await page.getByText(`For the account ${email.slice(0, 2)}•••@example.com.`).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Password must be at least 8 characters long' })
      .waitFor();
    await page.getByLabel('New password', { exact: true }).fill('a-fresh-secret-1');
    await page.getByLabel('Confirm new password').fill('a-fresh-secret-1');
    await keepScreenshot(page, 'reset-password-form');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('banner').getByText('Grace Hopper').waitFor();
    // Every session from before the reset has ended.
    await expect(profileStatus(session.token)).resolves.toBe(401);
    await latestMailTo(email, { subject: /password was changed/, after: asked });

    // The link worked once; opened again it says so and offers a new one.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByText(RESET_TOKEN_ERRORS.reset_link_used).waitFor();
    await keepScreenshot(page, 'reset-password-used-link');
    await page.getByRole('link', { name: 'Send a new link' }).click();
    await page.waitForURL('**/forgot-password');
    await expect(signInViaApi(email, OTHER_DEVICE, 'a-fresh-secret-1')).resolves.toBeTruthy();
    await page.context().close();
  });
});

describe('the reset link page on a phone', () => {
  it('has no serious or critical accessibility violations, with a good link and a bad one', async () => {
    const session = await registerViaApi('reset-axe', 'free');
    const email = emailOf(session);
    const asked = new Date();
    const response = await fetch(`${baseURL}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.78' },
      body: JSON.stringify({ email }),
    });
    expect(response.status).toBe(200);
    const link = new URL(
      linkIn(await latestMailTo(email, { subject: /Reset your/, after: asked }), '/reset-password'),
    );
    const page = await newPage(browser, baseURL, { viewport: { width: 375, height: 812 }, bypassCSP: true });
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('button', { name: 'Set new password' }).waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await keepScreenshot(page, 'phone-reset-password');
    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByRole('link', { name: 'Send a new link' }).waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await page.context().close();
  });
});

describe('changing the password in Settings', () => {
  it('asks for the current password, keeps this device signed in and signs out the others', async () => {
    const session = await registerViaApi('change-password', 'free');
    const email = emailOf(session);
    const otherDevice = await signInViaApi(email, OTHER_DEVICE);
    const page = await newPage(browser, baseURL);
    await openSignedIn(page, session, '/settings/security');
    const form = page.getByRole('form', { name: 'Password' });
    await form.waitFor();

    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill('a-better-secret-1');
    await form.getByLabel('Confirm new password').fill('a-better-secret-1');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByRole('alert').filter({ hasText: 'Your current password is not correct' }).waitFor();
    await expect(form.getByLabel('New password', { exact: true }).inputValue()).resolves.toBe(
      'a-better-secret-1',
    );

    await form.getByLabel('Current password').fill('correct-horse-1');
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed. Your other devices are signed out').waitFor();
    await keepScreenshot(page, 'settings-password-changed');
    await expect(profileStatus(otherDevice)).resolves.toBe(401);
    await expect(profileStatus(session.token)).resolves.toBe(200);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await expect(signInViaApi(email, OTHER_DEVICE, 'a-better-secret-1')).resolves.toBeTruthy();
    await page.context().close();
  });
});
