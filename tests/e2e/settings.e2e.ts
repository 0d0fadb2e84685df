// A person stores their own AI key in Settings: it is saved, shown only as a hint, and the
// page passes an accessibility check. And "Sign out everywhere" ends every session of the account.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepScreenshot, launchBrowser, newPage } from './support/browser';
import { openSignedIn, registerViaApi } from './support/session';

const baseURL = inject('baseURL');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
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
    await openSignedIn(page, session, '/settings');
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

  it('has no serious or critical accessibility violations', async () => {
    const session = await registerViaApi('ai-keys-axe', 'free');
    const page = await newPage(browser, baseURL, { bypassCSP: true });
    await openSignedIn(page, session, '/settings');
    await page.getByRole('button', { name: 'Save AI Providers' }).waitFor();
    await page.addScriptTag({ content: axeSource });
    const serious = await page.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string }[] }> } }
      ).axe;
      const { violations } = await axe.run();
      return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    });
    expect(serious).toEqual([]);
    await page.context().close();
  });
});

describe('settings: sign out everywhere', () => {
  it('asks first, then ends every session of the account, this browser included', async () => {
    const session = await registerViaApi('everywhere', 'free');
    const email = (session.user as { email: string }).email;
    // A second device: the same account signed in elsewhere.
    const phone = await fetch(`${baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.77' },
      body: JSON.stringify({ email, password: 'correct-horse-1' }),
    });
    const phoneToken = ((await phone.json()) as { token: string }).token;
    const profileStatus = async (token: string) =>
      (await fetch(`${baseURL}/api/user/profile`, { headers: { Authorization: `Bearer ${token}` } })).status;
    expect(await profileStatus(phoneToken)).toBe(200);

    const page = await newPage(browser, baseURL);
    await openSignedIn(page, session, '/settings');
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
