// axe-core on every public page: no serious or critical violations, on a phone and a desktop.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { keepScreenshot, launchBrowser, newPage } from './support/browser';

const baseURL = inject('baseURL');
const PUBLIC_PAGES = [
  '/',
  '/features',
  '/about',
  '/terms',
  '/privacy',
  '/login',
  '/signup',
  '/signup?plan=pro&billing=yearly',
  '/demo',
  '/contact',
  '/help',
  '/developers',
  '/forgot-password',
  '/admin/login',
  '/no-such-page',
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each([
  { device: 'desktop', viewport: { width: 1280, height: 900 } },
  { device: 'phone', viewport: { width: 375, height: 812 } },
])('public pages on a $device', ({ device, viewport }) => {
  it.each(PUBLIC_PAGES)('%s has no serious or critical axe violations', async (path) => {
    // axe is injected as an inline script, which our strict CSP rightly blocks.
    const page = await newPage(browser, baseURL, { viewport, bypassCSP: true });
    await page.goto(path);
    await page.locator('h1').first().waitFor();
    const serious = await seriousAxeViolations(page);
    await keepScreenshot(page, `${device}${path.replace(/[^a-z0-9]+/gi, '-')}`);
    expect(serious).toEqual([]);
    await page.context().close();
  });
});
