// Connecting Pinterest through the UI, against the server in demo mode (no Pinterest app
// configured), where the consent page is the built-in emulator's on another local port:
// sign up → the setup wizard → Allow → back on the wizard at its last step → sync the
// simulated account's boards → the settings card → disconnect → Boards says publishing waits →
// Deny says why, on the settings card and on the wizard's connect step.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations, TOASTER } from './support/axe';
import { keepScreenshot, launchBrowser, newPage } from './support/browser';
import {
  demoBaseURL as baseURL,
  signUpInForm,
  waitForCleanAddress,
  waitForEmulator,
} from './support/pinterest';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('connecting Pinterest', () => {
  it('is offered after sign-up, connects through the consent page, syncs boards and disconnects', async () => {
    // axe is injected as an inline script, which our strict CSP rightly blocks. A documentation
    // address of its own keeps this sign-up clear of the per-address sign-up limit.
    const page = await newPage(browser, baseURL, {
      bypassCSP: true,
      extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.77' },
    });
    const confirms: string[] = [];
    page.on('dialog', (dialog) => {
      confirms.push(dialog.message());
      void dialog.accept();
    });

    // Sign up through the UI: the boards screen offers the setup wizard, inside the app frame.
    await signUpInForm(page, 'pinterest');
    await page.getByRole('heading', { level: 1, name: 'Set up Pinterest' }).waitFor();
    await page.getByRole('banner').getByText('Ada Lovelace').waitFor();
    await page.getByText('Step 1 of 3').waitFor();
    await expect(page.getByRole('progressbar').getAttribute('aria-valuenow')).resolves.toBe('33');
    await page.getByText('Demo mode: Pinterest is simulated').waitFor();
    await expect(page.getByRole('button', { name: 'Skip for now' }).isVisible()).resolves.toBe(true);
    await keepScreenshot(page, 'pinterest-wizard-step-1');
    expect(await seriousAxeViolations(page, { exclude: [TOASTER] })).toEqual([]);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Step 2 of 3').waitFor();
    await page.getByText('We never post without your explicit permission', { exact: false }).waitFor();
    await keepScreenshot(page, 'pinterest-wizard-step-2');
    expect(await seriousAxeViolations(page, { exclude: [TOASTER] })).toEqual([]);

    // The emulator's consent page, then back to the app with the connection made.
    await page.getByRole('button', { name: 'Connect Pinterest Account' }).click();
    await waitForEmulator(page);
    await keepScreenshot(page, 'pinterest-consent');
    await page.getByRole('button', { name: 'Allow' }).click();
    // Back on the wizard's page, which started the connection.
    await waitForCleanAddress(page, '/connect-pinterest');
    const wizard = page.getByRole('main');
    await wizard.getByRole('heading', { name: "You're All Set!" }).waitFor();
    await wizard.getByText('Step 3 of 3').waitFor();
    await wizard.getByText('@pinloom_demo', { exact: false }).waitFor();
    await page.getByText('Pinterest account connected').waitFor();
    await keepScreenshot(page, 'pinterest-wizard-step-3');
    expect(await seriousAxeViolations(page, { exclude: [TOASTER] })).toEqual([]);
    await wizard.getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL((url) => url.pathname === '/boards');

    // Sync: the simulated account's boards arrive, marked as Pinterest boards.
    await page.getByRole('heading', { level: 1, name: 'Generate Amazing Pins' }).waitFor();
    await page.getByRole('button', { name: 'Sync Pinterest boards' }).first().click();
    const boards = page.getByRole('article');
    await expect.poll(() => boards.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const count = await boards.count();
    await expect.poll(() => boards.filter({ hasText: 'Pinterest Board' }).count()).toBe(count);
    await keepScreenshot(page, 'pinterest-synced-boards');

    // Settings: the connected card, in demo mode.
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'General Settings' }).click();
    await page
      .getByRole('navigation', { name: 'Settings sections' })
      .getByRole('link', { name: 'Pinterest' })
      .click();
    await page.waitForURL((url) => url.pathname === '/settings/pinterest');
    const card = page.getByRole('region', { name: 'Pinterest account' });
    await card.getByText('@pinloom_demo').waitFor();
    await card.getByText('Connected', { exact: true }).waitFor();
    await card.getByText('Demo mode: Pinterest is simulated').waitFor();
    const demoLink = card.getByRole('link', { name: /See the simulated Pinterest account/ });
    await expect(demoLink.getAttribute('target')).resolves.toBe('_blank');
    await expect(demoLink.getAttribute('rel')).resolves.toBe('noopener');
    await keepScreenshot(page, 'pinterest-settings-connected');
    expect(await seriousAxeViolations(page, { exclude: [TOASTER] })).toEqual([]);

    await card.getByRole('button', { name: 'Disconnect' }).click();
    const ask = page.getByRole('dialog', { name: 'Disconnect Pinterest?' });
    await ask
      .getByText(
        'Disconnect your Pinterest account? Scheduled pins will not be published until you connect again.',
      )
      .waitFor();
    expect(await seriousAxeViolations(page, { exclude: [TOASTER] })).toEqual([]);
    await ask.getByRole('button', { name: 'Disconnect' }).click();
    await card.getByText('Not connected', { exact: true }).waitFor();
    // The app's own dialog, never the browser's.
    expect(confirms).toEqual([]);
    await keepScreenshot(page, 'pinterest-settings-disconnected');

    // Where people work, disconnected is in sight: nothing will be published, and the way back.
    await page.getByRole('link', { name: 'Generate' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Pinterest is disconnected' });
    await notice.waitFor();
    await expect(notice.getByRole('link', { name: 'Reconnect Pinterest' }).count()).resolves.toBe(1);
    await expect
      .poll(() => boards.filter({ hasText: 'Pinterest Board (not connected)' }).count())
      .toBe(count);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await keepScreenshot(page, `pinterest-disconnected-boards-${width}`);
      expect(await seriousAxeViolations(page, { exclude: [TOASTER] })).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: 'Review' }).click();
    await page.getByRole('status').filter({ hasText: 'Pinterest is disconnected' }).waitFor();
    await page.getByRole('link', { name: 'Schedule' }).click();
    await page.getByRole('status').filter({ hasText: 'Pinterest is disconnected' }).waitFor();
    await page.goto('/settings/pinterest');
    await card.getByText('Not connected', { exact: true }).waitFor();

    // Deny on the consent page: back to settings with the spec's message, the address cleared.
    await card.getByRole('button', { name: 'Connect Pinterest Account' }).click();
    await waitForEmulator(page);
    await page.getByRole('button', { name: 'Deny' }).click();
    await waitForCleanAddress(page, '/settings/pinterest');
    await page
      .getByText('You denied access to Pinterest. Please try again to connect your account.')
      .waitFor();
    await card.getByText('Not connected', { exact: true }).waitFor();
    await keepScreenshot(page, 'pinterest-denied');

    // Deny from the wizard: back on its connect step, with the reason, to try again or skip.
    await page.goto('/connect-pinterest');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Connect Pinterest Account' }).click();
    await waitForEmulator(page);
    await page.getByRole('button', { name: 'Deny' }).click();
    await waitForCleanAddress(page, '/connect-pinterest');
    await page.getByText('Step 2 of 3').waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: 'You denied access to Pinterest. Please try again to connect your account.' })
      .waitFor();
    await keepScreenshot(page, 'pinterest-wizard-denied');
    expect(await seriousAxeViolations(page, { exclude: [TOASTER] })).toEqual([]);

    // The wizard was offered once: /dashboard now shows the boards.
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Generate Amazing Pins' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.context().close();
  });
});
