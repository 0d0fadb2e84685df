// The strict Content-Security-Policy must hold in a real browser: no page of ours may
// need an inline script or style to work.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('content security policy', () => {
  it.each(['/', '/signup?plan=starter&billing=yearly', '/login', '/features', '/admin/login'])(
    '%s loads without a single CSP violation',
    async (path) => {
      const page = await newPage(browser, baseURL);
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
          violations.push(message.text());
      });
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
      await page.context().close();
    },
  );
});
