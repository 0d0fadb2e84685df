// What a person on a 390 px phone sees: every admin tab in sight without sideways scrolling, the
// document pages (code blocks included) inside the screen, and prices over 999 with a thousands separator.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openAdminSignedIn } from './support/admin';
import { keepScreenshot, launchBrowser, newPage } from './support/browser';

const baseURL = inject('baseURL');
const PHONE = { width: 390, height: 844 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('on a phone', () => {
  it('keeps the document pages inside the screen, /developers with its code blocks too', async () => {
    const page = await newPage(browser, baseURL, { viewport: PHONE });
    for (const path of ['/developers', '/terms', '/privacy', '/help']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
        PHONE.width,
      );
    }
    await page.context().close();
  });

  it('shows every admin console tab inside the screen', async () => {
    const page = await newPage(browser, baseURL, { viewport: PHONE });
    await openAdminSignedIn(page, '/admin', '203.0.113.90');
    const tabs = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');
    await expect.poll(() => tabs.count()).toBe(7);
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox();
      expect(box, (await tab.textContent()) ?? undefined).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= PHONE.width).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await tabs.filter({ hasText: 'API History' }).click();
    await page.waitForURL('**/admin/api-history');
    // The link is marked once the tab's page has rendered, a moment after the address changes.
    await expect
      .poll(() => tabs.filter({ hasText: 'API History' }).getAttribute('aria-current'))
      .toBe('page');
    await keepScreenshot(page, 'phone-admin-tabs');
    await page.context().close();
  });

  it('writes prices over 999 with a thousands separator', async () => {
    const page = await newPage(browser, baseURL, { viewport: PHONE });
    await page.goto('/#pricing');
    await page.getByRole('radio', { name: /Yearly/ }).click();
    await page.getByText('$1,299.99 billed yearly').first().waitFor();
    expect(await page.textContent('body')).not.toContain('$1299.99');
    await page.context().close();
  });
});
