// A person stores their own AI key in Settings: it is saved, shown only as a hint, and the
// page passes an accessibility check.
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
