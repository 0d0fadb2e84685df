// axe-core on every tab of the admin console and a user's detail, on a desktop (1440) and a phone
// (390): no serious or critical violations. The pictures are kept for review.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsAdmin } from './support/admin';
import { seriousAxeViolations } from './support/axe';
import { keepScreenshot, launchBrowser, newPage } from './support/browser';
import { registerViaApi } from './support/session';

const baseURL = inject('baseURL');

let browser: Browser;
let userId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  // Enough customers for a second page, and one with boards for the detail.
  for (let index = 0; index < 21; index += 1) await registerViaApi('axe-admin', index % 3 ? 'free' : 'pro');
  const customer = await registerViaApi('axe-admin', 'starter');
  userId = (customer.user as { id: string }).id;
  for (const name of ['Autumn recipes', 'Garden ideas']) {
    const response = await fetch(`${baseURL}/api/boards`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${customer.token}` },
      body: JSON.stringify({ name, pins_per_day: 2 }),
    });
    expect(response.status).toBe(201);
  }
});

afterAll(async () => {
  await browser?.close();
});

const TABS = [
  { name: 'dashboard', path: () => '/admin', ready: 'Recent users' },
  { name: 'users', path: () => '/admin/users', ready: 'Showing' },
  { name: 'user-detail', path: () => `/admin/users/${userId}`, ready: 'Pins by status' },
  { name: 'prompts', path: () => '/admin/prompts', ready: null },
  { name: 'settings', path: () => '/admin/settings', ready: null },
  { name: 'api-history', path: () => '/admin/api-history', ready: null },
];

describe.each([
  { device: 'desktop', viewport: { width: 1440, height: 900 } },
  { device: 'phone', viewport: { width: 390, height: 844 } },
])('the admin console on a $device', ({ viewport }) => {
  it.each(TABS)('$name has no serious or critical axe violations', async ({ name, path, ready }) => {
    // axe is injected as an inline script, which our strict CSP rightly blocks.
    const page = await newPage(browser, baseURL, { viewport, bypassCSP: true });
    await signInAsAdmin(page);
    await page.goto(path());
    await page.getByRole('heading', { name: 'Admin console' }).waitFor();
    if (ready) await page.getByText(ready, { exact: false }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const serious = await seriousAxeViolations(page);
    await keepScreenshot(page, `admin-${name}-${viewport.width}`);
    expect(serious).toEqual([]);
    await page.context().close();
  });

  it('the suspend dialog has no serious or critical axe violations', async () => {
    const page = await newPage(browser, baseURL, { viewport, bypassCSP: true });
    await signInAsAdmin(page);
    await page.goto(`/admin/users/${userId}`);
    await page.getByRole('button', { name: 'Suspend' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await dialog.getByRole('alert').waitFor();
    const serious = await seriousAxeViolations(page);
    await keepScreenshot(page, `admin-suspend-dialog-${viewport.width}`);
    expect(serious).toEqual([]);
    await page.context().close();
  });
});
