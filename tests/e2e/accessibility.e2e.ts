// axe-core on every public page: no serious or critical violations, on a phone and a desktop.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepScreenshot, launchBrowser, newPage } from './support/browser';

const baseURL = inject('baseURL');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
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
  '/forgot-password',
  '/admin/login',
  '/no-such-page',
];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

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
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const result = await (
        window as unknown as { axe: { run: () => Promise<{ violations: unknown[] }> } }
      ).axe.run();
      return result.violations;
    });
    const serious = (violations as AxeViolation[])
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    await keepScreenshot(page, `${device}${path.replace(/[^a-z0-9]+/gi, '-')}`);
    expect(serious).toEqual([]);
    await page.context().close();
  });
});
