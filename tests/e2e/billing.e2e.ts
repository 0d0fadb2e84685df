// Paying for a plan in demo billing (the Stripe emulator main.ts runs without STRIPE_SECRET_KEY):
// Settings → Upgrade, told what it costs today → the hosted Checkout → back in the app, a note at
// the top names the plan and the page lands on Plan and billing, which changes once the webhook has
// said so → Manage billing → cancel in the portal → back, the plan says when it ends. One free trial
// per person (ADR 0027): a first-timer's upgrade starts the trial; a returning person
// signs up on Free and is told before checkout that they pay today.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepScreenshot, launchBrowser, newPage, SCREENSHOT_DIR } from './support/browser';
import { openSignedIn, registerViaApi } from './support/session';

const baseURL = inject('baseURL');
const PASSWORD = 'correct-horse-1';
const BILLING_DATE = /\d{1,2} \w{3} \d{4}/;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Where the Plan and billing card's top and the note's bottom are in the viewport, in CSS pixels. */
/**
 * Back from Checkout: on Settings → Plan and billing with a clean address, the note saying what
 * happened at the top of the section, and the plan it changed right under it.
 */
async function backFromCheckout(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/settings/plan-and-billing' && url.search === '');
  const note = page.locator('[data-checkout-banner] [role="status"]');
  await note.waitFor();
  const card = page.getByRole('region', { name: 'Plan and billing' });
  const noteBox = await note.boundingBox();
  const cardBox = await card.boundingBox();
  expect(noteBox && cardBox && cardBox.y > noteBox.y).toBe(true);
  // Both in the first screenful: nothing to scroll to.
  expect(cardBox && cardBox.y < (page.viewportSize()?.height ?? 0)).toBe(true);
}

describe('plan and billing', () => {
  it('upgrades a Free account to a Pro trial through Checkout, then cancels it in the portal', async () => {
    const session = await registerViaApi('billing', 'free');
    const page = await newPage(browser, baseURL, { viewport: { width: 1440, height: 900 } });
    await openSignedIn(page, session, '/settings/plan-and-billing');
    const card = page.getByRole('region', { name: 'Plan and billing' });
    await card.getByText('Free', { exact: true }).first().waitFor();

    await card.getByRole('button', { name: 'Upgrade' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: /Yearly/ }).check();
    await dialog.getByText('Save 17%').first().waitFor();
    // Never had a trial: told it starts one, and that nothing is charged today.
    await dialog
      .getByText(
        'As a first-time subscriber you start with a 7-day free trial: nothing is charged today, and you can cancel before it ends.',
        { exact: false },
      )
      .waitFor();
    await dialog
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Pro', exact: true }) })
      .getByText('7-day free trial: $0 today')
      .waitFor();
    await keepScreenshot(page, 'billing-upgrade-dialog');
    await dialog.getByRole('button', { name: 'Choose Pro' }).click();

    // The emulator's hosted Checkout, served by the app under /stripe-demo/: the same trial.
    await page.waitForURL('**/stripe-demo/checkout/**');
    await page.getByText('Demo billing', { exact: false }).first().waitFor();
    await page.getByText(/^Free trial until .* Nothing is charged today\.$/).waitFor();
    await page.getByRole('button', { name: 'Start trial' }).click();

    await backFromCheckout(page);
    await card.getByText('Pro trial — 7 days left', { exact: true }).waitFor({ timeout: 30_000 });
    await page
      .locator('[data-checkout-banner]')
      .getByText(new RegExp(`^Your Pro trial has started — nothing is charged until ${BILLING_DATE.source}$`))
      .waitFor();
    // What the person sees on coming back, as it is (not the whole page).
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'billing-after-checkout-viewport.png') });
    await keepScreenshot(page, 'billing-pro-trial');

    await card.getByRole('button', { name: 'Manage billing' }).click();
    await page.waitForURL('**/stripe-demo/portal/**');
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await page.getByText(/Cancels on/).waitFor();
    await page.getByRole('link', { name: 'Return to Pinloom' }).click();

    await page.waitForURL('**/settings**');
    await card
      .getByText(new RegExp(`^Pro trial — ends ${BILLING_DATE.source}$`))
      .waitFor({ timeout: 30_000 });
    await keepScreenshot(page, 'billing-pro-canceling');
    await page.context().close();
  });

  it('gives a returning person no second trial: Free at sign-up, and told before checkout they pay today', async () => {
    // A first account on a Pro trial, deleted.
    const first = await registerViaApi('returning', 'pro');
    const email = (first.user as { email: string }).email;
    const deleted = await fetch(`${baseURL}/api/user/delete-account`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${first.token}` },
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(deleted.status).toBe(200);

    // Back on the Pro trial's sign-up, with the same address spelled otherwise.
    const page = await newPage(browser, baseURL, { viewport: { width: 1440, height: 900 } });
    await page.goto('/signup?plan=pro&billing=monthly');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill(email.replace('@', '+again@').toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'This email has already had a Pinloom free trial, so it cannot start another.' })
      .waitFor();
    await keepScreenshot(page, 'signup-trial-used');
    await page.getByRole('button', { name: 'Sign up on the Free plan instead' }).click();
    await page.getByRole('heading', { level: 1, name: 'Create your free account' }).waitFor();
    await page.getByRole('button', { name: 'Create Free Account' }).click();
    await page.waitForURL('**/dashboard');

    await page.goto('/settings/plan-and-billing');
    const card = page.getByRole('region', { name: 'Plan and billing' });
    await card.getByText('Free', { exact: true }).first().waitFor();
    await card.getByRole('button', { name: 'Upgrade' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: /Monthly/ }).check();
    await dialog
      .getByText(new RegExp(`Your free trial was used on ${BILLING_DATE.source}, so you pay today\\.`))
      .waitFor();
    await dialog
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Pro', exact: true }) })
      .getByText('You pay $49.99 today')
      .waitFor();
    await keepScreenshot(page, 'billing-upgrade-trial-used');
    await dialog.getByRole('button', { name: 'Choose Pro' }).click();

    await page.waitForURL('**/stripe-demo/checkout/**');
    await page.getByText('You pay $49.99 today.').waitFor();
    await page.getByRole('button', { name: 'Subscribe' }).click();

    await backFromCheckout(page);
    await card.getByText(new RegExp(`^Pro — renews ${BILLING_DATE.source}$`)).waitFor({ timeout: 30_000 });
    await page.locator('[data-checkout-banner]').getByText("You're on Pro — thank you").waitFor();
    await page.context().close();
  });

  it('says calmly that nothing was charged when Checkout is left', async () => {
    const session = await registerViaApi('billing-cancel', 'free');
    const page = await newPage(browser, baseURL, { viewport: { width: 390, height: 844 } });
    await openSignedIn(page, session, '/settings/plan-and-billing');
    const card = page.getByRole('region', { name: 'Plan and billing' });
    await card.getByRole('button', { name: 'Upgrade' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Choose Starter' }).click();
    await page.waitForURL('**/stripe-demo/checkout/**');
    await page.getByRole('link', { name: 'Cancel' }).click();

    await backFromCheckout(page);
    await page
      .locator('[data-checkout-banner]')
      .getByText('Checkout canceled — nothing was charged, and your plan is unchanged.')
      .waitFor();
    await card.getByText('Free', { exact: true }).first().waitFor();
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'billing-checkout-canceled-phone.png') });
    await page.context().close();
  });
});
