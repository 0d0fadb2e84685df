// Paying for a plan in demo billing (the Stripe emulator main.ts runs without STRIPE_SECRET_KEY):
// Settings → Upgrade → the hosted Checkout → back in the app, the plan changes once the webhook
// has said so → Manage billing → cancel in the portal → back, the plan says when it ends.
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

describe('plan and billing', () => {
  it('upgrades a Free account to Pro yearly through Checkout, then cancels it in the portal', async () => {
    const session = await registerViaApi('billing', 'free');
    const page = await newPage(browser, baseURL, { viewport: { width: 1440, height: 900 } });
    await openSignedIn(page, session, '/settings/plan-and-billing');
    const card = page.getByRole('region', { name: 'Plan and billing' });
    await card.getByText('Free', { exact: true }).first().waitFor();

    await card.getByRole('button', { name: 'Upgrade' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: /Yearly/ }).check();
    await dialog.getByText('Save 17%').first().waitFor();
    await keepScreenshot(page, 'billing-upgrade-dialog');
    await dialog.getByRole('button', { name: 'Choose Pro' }).click();

    // The emulator's hosted Checkout, served by the app under /stripe-demo/.
    await page.waitForURL('**/stripe-demo/checkout/**');
    await page.getByText('Demo billing', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Subscribe' }).click();

    await page.waitForURL('**/settings**');
    await card.getByText(/^Pro — renews \d{1,2} \w{3} \d{4}$/).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).search).toBe('');
    await keepScreenshot(page, 'billing-pro-active');

    await card.getByRole('button', { name: 'Manage billing' }).click();
    await page.waitForURL('**/stripe-demo/portal/**');
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await page.getByText(/Cancels on/).waitFor();
    await page.getByRole('link', { name: 'Return to Pinloom' }).click();

    await page.waitForURL('**/settings**');
    await card.getByText(/^Pro — ends \d{1,2} \w{3} \d{4}$/).waitFor({ timeout: 30_000 });
    await keepScreenshot(page, 'billing-pro-canceling');
    await page.context().close();
  });
});
