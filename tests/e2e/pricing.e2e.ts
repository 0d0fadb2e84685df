// The pricing toggle shows yearly prices per month and the savings (docs/product.md §9).
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepScreenshot, launchBrowser, newPage, SCREENSHOT_DIR } from './support/browser';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('pricing', () => {
  it('switches between monthly and yearly prices and links', async () => {
    const page = await newPage(browser, baseURL);
    await page.goto('/#pricing');
    const pricing = page.locator('#pricing');
    await pricing.getByText('Save 17%').first().waitFor();

    const monthly = await pricing.innerText();
    expect(monthly).toContain('$19.99');
    expect(monthly).toContain('$49.99');
    expect(monthly).toContain('$129.99');
    await expect(pricing.locator('a[href="/signup?plan=starter&billing=monthly"]').count()).resolves.toBe(1);
    await expect(pricing.locator('a[href="/signup?plan=free"]').count()).resolves.toBe(1);

    await pricing.getByRole('radio', { name: /Yearly/ }).click();
    const yearly = await pricing.innerText();
    for (const figure of ['$16.67', '$41.67', '$108.33', '$39.89', '$99.89', '$259.89']) {
      expect(yearly).toContain(figure);
    }
    await expect(pricing.locator('a[href="/signup?plan=starter&billing=yearly"]').count()).resolves.toBe(1);
    await keepScreenshot(page, 'pricing-yearly');

    await pricing.getByRole('link', { name: 'Compare all features' }).click();
    await page.waitForURL('**/features');
    const features = await page.locator('main').innerText();
    expect(features).toContain('Enterprise');
    expect(features).toContain('Dedicated account manager');
    // The table has the same cycle toggle: yearly per month, the yearly total and the savings.
    await page.getByRole('radio', { name: /Yearly/ }).click();
    await page.getByText('$199.99 billed yearly').waitFor();
    const yearlyTable = await page.locator('main').innerText();
    for (const figure of ['$16.67/month', '$41.67/month', '$108.33/month', 'Save $259.89 a year']) {
      expect(yearlyTable).toContain(figure);
    }
    await expect(page.locator('a[href="/signup?plan=pro&billing=yearly"]').count()).resolves.toBe(1);
    await page.context().close();
  });

  it('keeps the plans in sight while the comparison is read on a phone', async () => {
    const page = await newPage(browser, baseURL, { viewport: { width: 390, height: 844 } });
    await page.goto('/features');
    const table = page.getByRole('table', { name: 'Plans compared: price, limits and features' });
    const lastRow = table.getByRole('rowheader', { name: 'Dedicated account manager' });
    await lastRow.waitFor();
    const planHeader = table.getByRole('columnheader', { name: 'Pro' });
    const siteHeader = (await page.getByRole('banner').boundingBox())?.height ?? 0;
    // The table's top just under the site's sticky header, then read down with the wheel over it.
    const box = table.locator('xpath=..');
    await box.evaluate((element, offset) => {
      window.scrollBy({ top: element.getBoundingClientRect().top - offset - 8, behavior: 'instant' });
    }, siteHeader);
    const before = (await lastRow.boundingBox())?.y ?? 0;
    await page.mouse.move(200, siteHeader + 200);
    await page.mouse.wheel(0, 500);
    await expect.poll(async () => before - ((await lastRow.boundingBox())?.y ?? before)).toBeGreaterThan(300);
    // The plan names stay on the screen, under the site's header, above the rows being read.
    const header = await planHeader.boundingBox();
    expect(header?.y).toBeGreaterThanOrEqual(siteHeader - 1);
    expect((header?.y ?? 0) + (header?.height ?? 0)).toBeLessThanOrEqual(
      (await lastRow.boundingBox())?.y ?? 0,
    );
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'features-table-scrolled-390.png') });
    await page.context().close();
  });

  it('re-reads the plan when the signup address changes', async () => {
    const page = await newPage(browser, baseURL);
    await page.goto('/signup?plan=starter&billing=monthly');
    await page.getByRole('heading', { name: 'Start your free trial' }).waitFor();
    await page.getByRole('radio', { name: /Free/ }).click();
    await page.waitForURL('**/signup?plan=free**');
    await page.getByRole('heading', { name: 'Create your free account' }).waitFor();
    await page.getByRole('button', { name: 'Create Free Account' }).waitFor();
    await page.getByRole('radio', { name: /Enterprise/ }).click();
    await page.waitForURL('**/signup?plan=enterprise**');
    await page.getByRole('heading', { name: 'Start your free trial' }).waitFor();
    await page.getByRole('button', { name: 'Start Free Trial' }).waitFor();
    await page.context().close();
  });
});
