// The strict Content-Security-Policy must hold in a real browser: no page of ours may
// need an inline script or style to work.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepScreenshot, launchBrowser, newPage } from './support/browser';
import { openSignedIn, registerViaApi } from './support/session';

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

  it('lets the template editor’s canvas draw its control box, the one style allowed by its hash', async () => {
    const session = await registerViaApi('csp-templates', 'pro');
    const page = await newPage(browser, baseURL);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
        violations.push(message.text());
    });
    await openSignedIn(page, session, '/settings/templates');
    await page
      .getByRole('button', { name: /^Duplicate / })
      .first()
      .click();
    await page.getByRole('list', { name: 'Layers' }).waitFor();
    await page.getByRole('list', { name: 'Layers' }).getByRole('button').nth(1).click();
    // react-moveable's control box: drawn with the style the policy admits by its hash.
    await page.locator('.moveable-control-box').first().waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await keepScreenshot(page, 'template-editor');
    expect(violations).toEqual([]);
    await page.context().close();
  });
});
