// Teams (ADR 0032): an owner invites someone by email from Settings → Team; the invited person
// opens the link from the email without an account, signs up on the way with the invited address,
// comes back to the invitation and joins; both then see the team with its roles.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { INVITATION_ERRORS } from '../../src/shared/api/workspaces';
import { seriousAxeViolations } from './support/axe';
import { keepScreenshot, launchBrowser, newPage, uniqueEmail } from './support/browser';
import { latestMailTo, linkIn } from './support/mail';
import { openSignedIn, registerViaApi } from './support/session';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('an owner and the person they invite', () => {
  it('invite by email, sign up from the link and join the workspace with the role given', async () => {
    const owner = await registerViaApi('team-owner', 'starter');
    const invited = uniqueEmail('team-editor');
    const ownerPage = await newPage(browser, baseURL);
    await openSignedIn(ownerPage, owner, '/settings/team');
    await ownerPage.getByText('1 of 3 seats used').waitFor();
    const form = ownerPage.getByRole('form', { name: 'Invite someone' });
    await form.getByLabel('Email').fill(invited);
    await form.getByLabel('Role').selectOption('editor');
    await form.getByText('Boards, generating, editing, approving and scheduling pins').waitFor();
    const sent = new Date();
    await ownerPage.getByRole('button', { name: 'Send invitation' }).click();
    await ownerPage.getByText(`Invitation sent to ${invited}`).waitFor();
    await ownerPage.getByText('2 of 3 seats used').waitFor();
    await keepScreenshot(ownerPage, 'team-invited');

    const mail = await latestMailTo(invited, { subject: /invited you to Grace's workspace/, after: sent });
    const link = new URL(linkIn(mail, '/invitation'));
    // bypassCSP: the accessibility check injects axe as an inline script.
    const page = await newPage(browser, baseURL, { bypassCSP: true });
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByText(`Grace Hopper invited ${invited} to join Grace's workspace as editor.`).waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await keepScreenshot(page, 'invitation-visitor');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL('**/signup?**');
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(invited);
    await page.getByLabel('First name').fill('Eddie');
    await page.getByLabel('Last name').fill('Editor');
    await page.getByLabel('Password', { exact: true }).fill('an-editor-secret-1');
    await page.getByLabel('Confirm password').fill('an-editor-secret-1');
    await page.getByRole('button', { name: 'Create Free Account' }).click();
    await page.waitForURL('**/invitation?token=**');
    await page.getByRole('button', { name: "Join Grace's workspace" }).click();
    await page.waitForURL('**/settings/team');
    const team = page.getByRole('region', { name: 'Team' });
    await team.getByText('Eddie Editor(you)').waitFor();
    await expect(team.textContent()).resolves.toContain('Grace Hopper');
    await keepScreenshot(page, 'team-joined');

    // An editor sees the workspace's posting schedule but may not change it (ADR 0036).
    await page.goto('/settings/general');
    const schedule = page.getByRole('region', { name: "Posting schedule of Grace's workspace" });
    await schedule
      .getByText("Only an owner or admin of Grace's workspace can change its posting schedule.")
      .waitFor();
    await expect(schedule.getByLabel('Posting window start').isDisabled()).resolves.toBe(true);
    await expect(schedule.getByRole('button', { name: 'Save Settings' }).count()).resolves.toBe(0);
    await keepScreenshot(page, 'posting-schedule-editor');

    // The owner sees the editor in the team; the invitation is used up.
    await ownerPage.reload();
    await expect(
      ownerPage.getByRole('combobox', { name: 'Role of Eddie Editor' }).inputValue(),
    ).resolves.toBe('editor');
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByText(INVITATION_ERRORS.invitation_used).waitFor();
    await ownerPage.context().close();
    await page.context().close();
  });
});

describe('Settings → Team on a phone', () => {
  it('has no serious or critical accessibility violations', async () => {
    const owner = await registerViaApi('team-phone', 'pro');
    const page = await newPage(browser, baseURL, { viewport: { width: 375, height: 812 }, bypassCSP: true });
    await openSignedIn(page, owner, '/settings/team');
    await page.getByRole('button', { name: 'Send invitation' }).waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await keepScreenshot(page, 'phone-team');
    await page.context().close();
  });
});
