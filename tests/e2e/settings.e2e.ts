// A person stores their own AI key in Settings: it is saved and shown only as a hint. Settings is
// one section at a time, each at its own address and accessible at 1440 and 390 px, with a time
// zone picker worked by the keyboard. And "Sign out everywhere" ends every session of the account.
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations, TOASTER } from './support/axe';
import { keepScreenshot, launchBrowser, newPage, SCREENSHOT_DIR } from './support/browser';
import { openSignedIn, registerViaApi, signInViaApi } from './support/session';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('settings: AI providers', () => {
  it('saves a key, shows only its hint, and keeps it after a reload', async () => {
    const session = await registerViaApi('ai-keys', 'starter');
    const page = await newPage(browser, baseURL);
    await openSignedIn(page, session, '/settings/ai-providers');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();

    const text = page.getByRole('group', { name: 'Text provider' });
    await text.getByLabel('API key').fill('sk-proj-my-own-key-9876');
    await text.getByLabel('Model (optional)').fill('gpt-4o');
    await page.getByRole('button', { name: 'Save AI Providers' }).click();
    await page.getByRole('status').filter({ hasText: 'AI provider settings saved.' }).waitFor();
    await expect(text.getByLabel('API key').inputValue()).resolves.toBe('');
    await expect(text.getByLabel('API key').getAttribute('placeholder')).resolves.toBe('Saved: sk-…9876');

    await page.reload();
    await page.getByRole('group', { name: 'Text provider' }).getByLabel('Model (optional)').waitFor();
    await expect(
      page.getByRole('group', { name: 'Text provider' }).getByLabel('Model (optional)').inputValue(),
    ).resolves.toBe('gpt-4o');
    expect(await page.content()).not.toContain('my-own-key');
    await keepScreenshot(page, 'settings-ai-providers');

    const remove = page.getByRole('button', { name: 'Remove saved text key' });
    await remove.click();
    await remove.waitFor({ state: 'detached' });
    await expect(
      page.getByRole('group', { name: 'Text provider' }).getByLabel('API key').getAttribute('placeholder'),
    ).resolves.toBe('sk-…');
    await page.context().close();
  });
});

describe('settings: one section at a time', () => {
  const SECTIONS = [
    ['General', '/settings/general', 'Posting schedule'],
    ['Pinterest', '/settings/pinterest', 'Pinterest account'],
    ['AI providers', '/settings/ai-providers', 'AI providers'],
    ['Plan and billing', '/settings/plan-and-billing', 'Plan and billing'],
    ['Your data', '/settings/your-data', 'Your data'],
    ['Security', '/settings/security', 'Signed-in devices'],
  ] as const;

  it.each([1440, 390])(
    'walks every section at %i px, each at its own address, accessible',
    async (width) => {
      const session = await registerViaApi(`settings-${width}`, 'free');
      // axe is injected as an inline script, which the app's strict CSP rightly blocks.
      const page = await newPage(browser, baseURL, { bypassCSP: true, viewport: { width, height: 900 } });
      await openSignedIn(page, session, '/settings');
      await page.waitForURL((url) => url.pathname === '/settings/general');
      const nav = page.getByRole('navigation', { name: 'Settings sections' });
      for (const [label, path, card] of SECTIONS) {
        await nav.getByRole('link', { name: label, exact: true }).click();
        await page.waitForURL((url) => url.pathname === path);
        await page.getByRole('region', { name: card }).waitFor();
        await expect(
          nav.getByRole('link', { name: label, exact: true }).getAttribute('aria-current'),
        ).resolves.toBe('page');
        // The page settles (cards load their data) before it is pictured and checked.
        await page.waitForLoadState('networkidle');
        await keepScreenshot(page, `settings-${path.split('/').at(-1)}-${width}`);
        expect(await seriousAxeViolations(page, { exclude: [TOASTER] })).toEqual([]);
      }

      // The time zone picker: searchable, grouped by region with offsets, worked by the keyboard.
      await nav.getByRole('link', { name: 'General', exact: true }).click();
      const zone = page.getByRole('combobox', { name: 'Time zone' });
      await zone.focus();
      await zone.press('ArrowDown');
      const list = page.getByRole('listbox', { name: 'Time zones' });
      await list.waitFor();
      await expect(list.getByRole('group', { name: 'Europe' }).count()).resolves.toBe(1);
      await expect.poll(() => list.getByRole('option').count()).toBeGreaterThan(300);
      await page.screenshot({ path: join(SCREENSHOT_DIR, `settings-time-zone-picker-${width}.png`) });
      expect(await seriousAxeViolations(page, { exclude: [TOASTER] })).toEqual([]);
      await zone.fill('+05:45');
      await expect
        .poll(() => list.getByRole('option').allTextContents())
        .toEqual([expect.stringMatching(/^Kathmandu.*UTC\+05:45$/)]);
      await page.screenshot({ path: join(SCREENSHOT_DIR, `settings-time-zone-search-${width}.png`) });
      await zone.press('Enter');
      await expect(zone.inputValue()).resolves.toBe('Kathmandu (Asia/Kathmandu), UTC+05:45');
      await expect(page.locator('input[name="time_zone"]').inputValue()).resolves.toBe('Asia/Kathmandu');
      await page.context().close();
    },
    180_000,
  );

  it('carries a return to /settings to the section it is about', async () => {
    const session = await registerViaApi('settings-return', 'free');
    const page = await newPage(browser, baseURL);
    await openSignedIn(page, session, '/settings?checkout=canceled');
    await page.waitForURL((url) => url.pathname === '/settings/plan-and-billing');
    await page.getByRole('region', { name: 'Plan and billing' }).waitFor();
    await page.goto('/settings?error=access_denied');
    await page.waitForURL((url) => url.pathname === '/settings/pinterest');
    await page
      .getByText('You denied access to Pinterest. Please try again to connect your account.')
      .waitFor();
    await page.context().close();
  });
});

describe('settings: sign out everywhere', () => {
  it('asks first, then ends every session of the account, this browser included', async () => {
    const session = await registerViaApi('everywhere', 'free');
    const email = (session.user as { email: string }).email;
    // A second device: the same account signed in elsewhere.
    const phoneToken = await signInViaApi(email, '203.0.113.77');
    const profileStatus = async (token: string) =>
      (await fetch(`${baseURL}/api/user/profile`, { headers: { Authorization: `Bearer ${token}` } })).status;
    expect(await profileStatus(phoneToken)).toBe(200);

    const page = await newPage(browser, baseURL);
    await openSignedIn(page, session, '/settings/security');
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
    await dialog.waitFor();
    await keepScreenshot(page, 'settings-sign-out-everywhere');
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.evaluate(() => localStorage.getItem('authToken'))).resolves.toBeNull();
    expect(await profileStatus(session.token)).toBe(401);
    expect(await profileStatus(phoneToken)).toBe(401);
    await page.context().close();
  });
});
