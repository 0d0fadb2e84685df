// Support: a visitor writes from /contact → the operator finds the ticket in the
// admin console's Support tab and answers → the visitor gets the answer by email. A signed-in user
// opens a ticket from Settings → Help → the operator answers → the user reads it in /support,
// reached from the email's link. Screenshots of /contact, /support and the Support tab, wide and narrow.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONTACT_SENT_MESSAGE } from '../../src/shared/api/support';
import { signInAsAdmin } from './support/admin';
import { seriousAxeViolations } from './support/axe';
import { keepScreenshot, launchBrowser, newPage, uniqueEmail } from './support/browser';
import { latestMailTo, linkIn } from './support/mail';
import { openSignedIn, registerViaApi } from './support/session';

const baseURL = inject('baseURL');
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * axe's serious and critical findings once the page has settled. Not for the console's Support
 * tab: it keeps its live chat stream open (ADR 0043), so its network is never idle; those checks
 * run once what they look at is shown.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return seriousAxeViolations(page);
}

/** In the console: the Support tab, the ticket with `subject` opened, `answer` sent. */
async function answerInConsole(admin: Page, subject: string, answer: string): Promise<void> {
  await admin
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Support' })
    .click();
  await admin.waitForURL('**/admin/support');
  await admin.getByRole('region', { name: 'Tickets' }).getByRole('link', { name: subject }).click();
  await admin.getByRole('heading', { level: 2, name: subject }).waitFor();
  await admin.getByLabel('Answer', { exact: true }).fill(answer);
  await admin.getByRole('button', { name: 'Send answer' }).click();
  await admin.getByText(/^Answer sent to /).waitFor();
  await admin.getByText(answer).waitFor();
}

describe('support', () => {
  it('carries a visitor’s message to the operator and the answer back by email', async () => {
    const word = `Schools${Date.now().toString(36)}`;
    const email = uniqueEmail('visitor');
    const visitor = await newPage(browser, baseURL, { viewport: WIDE });
    await visitor.goto('/contact');
    for (const channel of ['Email Support', 'Documentation', 'Live Chat']) {
      await visitor.getByRole('heading', { name: channel }).waitFor();
    }
    await keepScreenshot(visitor, 'support-contact-1440');
    await visitor.getByLabel('Your name').fill('Rosa Parks');
    await visitor.getByLabel('Your email').fill(email);
    await visitor.getByLabel('Message', { exact: true }).fill(`${word}: do you offer a plan for schools?`);
    await visitor.getByRole('button', { name: 'Send message' }).click();
    await visitor.getByRole('status').getByText(CONTACT_SENT_MESSAGE).waitFor();
    await keepScreenshot(visitor, 'support-contact-sent-1440');

    const admin = await newPage(browser, baseURL, { viewport: WIDE });
    await signInAsAdmin(admin);
    const subject = `${word}: do you offer a plan for schools?`;
    await answerInConsole(admin, subject, 'Yes: schools get the Pro plan at half price.');
    await admin.getByText('Rosa Parks (visitor, contact form)').waitFor();

    const mail = await latestMailTo(email, { subject: /New answer/ });
    expect(mail.subject).toContain(word);
    expect(mail.text).toContain('Yes: schools get the Pro plan at half price.');
    expect(mail.text).not.toContain('/support/');

    const phone = await newPage(browser, baseURL, { viewport: PHONE });
    await phone.goto('/contact');
    await phone.getByRole('button', { name: 'Send message' }).waitFor();
    await keepScreenshot(phone, 'support-contact-390');
    await visitor.context().close();
    await admin.context().close();
    await phone.context().close();
  });

  it('lets a user open a ticket in the app and read the operator’s answer there', async () => {
    const session = await registerViaApi('helpseeker');
    const email = (session.user as { email: string }).email;
    const subject = `Invoice ${Date.now().toString(36)}`;
    const user = await newPage(browser, baseURL, { viewport: WIDE });
    await openSignedIn(user, session, '/boards');
    await user.getByRole('button', { name: 'Settings' }).click();
    await user.getByRole('menuitem', { name: 'Help' }).click();
    await user.waitForURL('**/support');
    await user.getByText('No tickets yet').waitFor();
    await user.getByLabel('Subject').fill(subject);
    await user.getByLabel('Category').selectOption({ label: 'Billing and plans' });
    await user.getByLabel('Message').fill('Where do I find my invoices?');
    await user.getByRole('button', { name: 'Send to support' }).click();
    await user.getByRole('heading', { level: 1, name: subject }).waitFor();
    const ticketPath = new URL(user.url()).pathname;
    expect(ticketPath).toMatch(/^\/support\/[0-9a-f-]{36}$/);
    await user.getByRole('link', { name: 'Back to Help' }).click();
    await user.getByRole('link', { name: new RegExp(subject) }).waitFor();
    await keepScreenshot(user, 'support-help-1440');

    const admin = await newPage(browser, baseURL, { viewport: WIDE });
    await signInAsAdmin(admin);
    await admin.goto('/admin/support?status=open');
    await admin.getByRole('region', { name: 'Tickets' }).getByText(email).first().waitFor();
    await keepScreenshot(admin, 'support-admin-tab-1440');
    await answerInConsole(admin, subject, 'Settings → Plan and billing → Manage billing lists them all.');

    // The email links to the ticket in the app, where the answer is.
    const mail = await latestMailTo(email, { subject: /New answer/ });
    const link = linkIn(mail, '/support/');
    expect(new URL(link).pathname).toBe(ticketPath);
    await user.goto(ticketPath);
    await user.getByText('Settings → Plan and billing → Manage billing lists them all.').waitFor();
    await user.getByText('Answered', { exact: true }).first().waitFor();
    await keepScreenshot(user, 'support-ticket-1440');

    // On a phone, checked with axe (which needs CSP bypassed to be injected).
    const phoneUser = await newPage(browser, baseURL, { viewport: PHONE, bypassCSP: true });
    await openSignedIn(phoneUser, session, '/support');
    await phoneUser.getByRole('link', { name: new RegExp(subject) }).waitFor();
    await keepScreenshot(phoneUser, 'support-help-390');
    expect(await seriousViolations(phoneUser)).toEqual([]);
    await phoneUser.goto(ticketPath);
    await phoneUser.getByRole('button', { name: 'Send reply' }).waitFor();
    expect(await seriousViolations(phoneUser)).toEqual([]);

    const phoneAdmin = await newPage(browser, baseURL, { viewport: PHONE, bypassCSP: true });
    await signInAsAdmin(phoneAdmin);
    await phoneAdmin.goto('/admin/support');
    await phoneAdmin.getByRole('list', { name: 'Tickets' }).getByText(subject).waitFor();
    await keepScreenshot(phoneAdmin, 'support-admin-tab-390');
    expect(await seriousAxeViolations(phoneAdmin)).toEqual([]);
    await phoneAdmin.getByRole('list', { name: 'Tickets' }).getByRole('link', { name: subject }).click();
    await phoneAdmin.getByRole('button', { name: 'Send answer' }).waitFor();
    await keepScreenshot(phoneAdmin, 'support-admin-ticket-390');
    expect(await seriousAxeViolations(phoneAdmin)).toEqual([]);

    // Closed by the operator, the ticket opens again when the user replies.
    await admin.getByRole('button', { name: 'Close ticket' }).click();
    await admin.getByRole('button', { name: 'Reopen ticket' }).waitFor();
    await user.reload();
    await user.getByText('This ticket is closed. A reply opens it again.').waitFor();
    await user.getByLabel('Your reply').fill('Found them, thank you!');
    await user.getByRole('button', { name: 'Send reply' }).click();
    await user.getByText('waiting for our answer').waitFor();
    for (const page of [user, admin, phoneUser, phoneAdmin]) await page.context().close();
  });
});
