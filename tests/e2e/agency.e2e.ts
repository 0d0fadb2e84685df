// An agency at work (ADR 0032): the owner (Pro plan) invites an editor and a contributor from
// Settings → Team; both sign up from their links and join. The contributor switches to the agency
// in the header and generates a pin on the agency's board; the editor shares it with a client, who
// approves it from the link without an account; the editor reads the decision in Client reviews
// and finds the pin scheduled on the Timeline; the owner reads in Settings → Activity who drafted
// it and that the client approved it. The agency has two Pinterest accounts (the simulated
// pinloom_demo and pinloom_shop); the board publishes with the shop's, and the pin goes there.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { stripQuotes } from '../../src/shared/api/pins';
import { seriousAxeViolations } from './support/axe';
import { keepScreenshot, launchBrowser, newPage, uniqueEmail } from './support/browser';
import { latestMailTo, linkIn } from './support/mail';
import { waitForCleanAddress, waitForEmulator } from './support/pinterest';
import { sendToReview } from './support/review';
import { openSignedIn, registerViaApi, type Session } from './support/session';

const baseURL = inject('baseURL');
const AGENCY = "Grace's workspace";
const BOARD = 'Autumn Recipes';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function createBoard(session: Session, name: string): Promise<void> {
  const response = await fetch(`${baseURL}/api/boards`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
    body: JSON.stringify({
      name,
      description: `Pins about ${name.toLowerCase()}`,
      style_config: { style: 'modern', brandColors: ['#E60023', '#FFFFFF', '#000000'] },
    }),
  });
  expect(response.status, 'POST /api/boards').toBe(201);
}

/** On Settings → Team: invites `email` with `role` and waits until the invitation is listed. */
async function invite(page: Page, email: string, role: 'editor' | 'contributor'): Promise<Date> {
  const form = page.getByRole('form', { name: 'Invite someone' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role').selectOption(role);
  const sent = new Date();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByText(`Invitation sent to ${email}`).waitFor();
  return sent;
}

/**
 * Opens the invitation mailed to `email` in a browser of their own (from an address of their own,
 * as different people are), signs up on the way and joins the agency: the page, on the team.
 */
async function signUpAndJoin(
  email: string,
  sent: Date,
  person: { first: string; last: string; address: string },
): Promise<Page> {
  const mail = await latestMailTo(email, { subject: /invited you to Grace's workspace/, after: sent });
  const link = new URL(linkIn(mail, '/invitation'));
  const page = await newPage(browser, baseURL, { extraHTTPHeaders: { 'X-Forwarded-For': person.address } });
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.waitForURL('**/signup?**');
  await expect(page.getByLabel('Email').inputValue()).resolves.toBe(email);
  await page.getByLabel('First name').fill(person.first);
  await page.getByLabel('Last name').fill(person.last);
  await page.getByLabel('Password', { exact: true }).fill('an-agency-secret-1');
  await page.getByLabel('Confirm password').fill('an-agency-secret-1');
  await page.getByRole('button', { name: 'Create Free Account' }).click();
  await page.waitForURL('**/invitation?token=**');
  await page.getByRole('button', { name: `Join ${AGENCY}` }).click();
  await page.waitForURL('**/settings/team');
  await page.getByRole('region', { name: 'Team' }).getByText(`${person.first} ${person.last}(you)`).waitFor();
  return page;
}

/** The header's workspace switcher. */
const switcher = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Workspace' });

async function switchTo(page: Page, workspace: string): Promise<void> {
  await switcher(page).selectOption({ label: workspace });
  await page.waitForURL('**/boards');
  await expect.poll(async () => switcher(page).locator('option:checked').textContent()).toBe(workspace);
}

/** Settings → Pinterest: connects the simulated account `business` (Allow on its consent page). */
async function connectAccount(page: Page, button: string, business: string): Promise<void> {
  await page.getByRole('region', { name: 'Pinterest account' }).getByRole('button', { name: button }).click();
  await waitForEmulator(page);
  await page.getByRole('radio', { name: business }).check();
  await page.getByRole('button', { name: 'Allow' }).click();
  await waitForCleanAddress(page, '/settings/pinterest');
}

/** The pin titles the simulated Pinterest shows for one of its accounts (its demo page). */
async function postedTo(page: Page, username: string): Promise<string[]> {
  await page.goto('/pinterest-demo/demo');
  const account = page.getByRole('article', { name: new RegExp(`@${username}`) });
  return account.getByRole('heading', { level: 3 }).allTextContents();
}

describe('an agency, its staff and its client', () => {
  it('invites, generates, shares for approval, hears the client and schedules the pin', async () => {
    const contexts: BrowserContext[] = [];
    const owner = await registerViaApi('agency-owner', 'pro');
    await createBoard(owner, BOARD);

    // The owner invites an editor and a contributor from Settings → Team.
    const ownerPage = await newPage(browser, baseURL);
    contexts.push(ownerPage.context());
    // Two Pinterest accounts: the agency's own and its client's shop; the board publishes with the shop's.
    await openSignedIn(ownerPage, owner, '/settings/pinterest');
    await connectAccount(ownerPage, 'Connect Pinterest Account', 'Pinloom Demo @pinloom_demo');
    await connectAccount(ownerPage, 'Add another Pinterest account', 'Pinloom Demo Shop @pinloom_shop');
    const accounts = ownerPage.getByRole('list', { name: 'Connected Pinterest accounts' });
    await accounts.getByRole('button', { name: 'Disconnect @pinloom_shop' }).waitFor();
    await expect(accounts.getByRole('listitem').count()).resolves.toBe(2);
    await keepScreenshot(ownerPage, 'agency-pinterest-accounts');
    await ownerPage.goto('/boards');
    const ownerBoard = ownerPage.getByRole('article', { name: BOARD });
    await ownerBoard.getByRole('button', { name: `Link board ${BOARD} to Pinterest` }).click();
    const linkDialog = ownerPage.getByRole('dialog', { name: 'Link board to Pinterest' });
    await linkDialog.getByLabel('Pinterest account').selectOption({ label: '@pinloom_shop' });
    await expect(linkDialog.getByLabel('Pinterest board').inputValue()).resolves.toBe('');
    await keepScreenshot(ownerPage, 'agency-link-to-shop');
    await linkDialog.getByRole('button', { name: 'Link board', exact: true }).click();
    await ownerBoard.getByText('@pinloom_shop').waitFor();

    await ownerPage.goto('/settings/team');
    await ownerPage.getByText('1 of 10 seats used').waitFor();
    const editorEmail = uniqueEmail('agency-editor');
    const contributorEmail = uniqueEmail('agency-contributor');
    const editorSent = await invite(ownerPage, editorEmail, 'editor');
    const contributorSent = await invite(ownerPage, contributorEmail, 'contributor');
    await ownerPage.getByText('3 of 10 seats used').waitFor();

    // Both sign up from their links and join.
    const contributor = await signUpAndJoin(contributorEmail, contributorSent, {
      first: 'Cora',
      last: 'Contributor',
      address: '203.0.113.21',
    });
    contexts.push(contributor.context());
    const editor = await signUpAndJoin(editorEmail, editorSent, {
      first: 'Eddie',
      last: 'Editor',
      address: '203.0.113.22',
    });
    contexts.push(editor.context());

    // The contributor: their own workspace has no boards; the switcher brings the agency's.
    await switchTo(contributor, "Cora's workspace");
    await contributor.getByRole('article', { name: BOARD }).waitFor({ state: 'detached' });
    await switchTo(contributor, AGENCY);
    const board = contributor.getByRole('article', { name: BOARD });
    await board.waitFor();
    await expect(contributor.getByRole('banner').textContent()).resolves.toContain('contributor');
    await keepScreenshot(contributor, 'agency-switcher');
    await contributor.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(contributor, 'agency-switcher-390');
    await contributor.setViewportSize({ width: 1280, height: 900 });
    await board.getByRole('button', { name: 'Generate Pin' }).click();
    await sendToReview(contributor);
    const cards = contributor.getByRole('list', { name: 'Pins to review' }).getByRole('article');
    await expect.poll(() => cards.count()).toBe(1);
    const title = ((await cards.first().locator('h2').textContent()) ?? '').trim();
    expect(title.length).toBeGreaterThan(0);
    // A contributor edits but does not approve.
    await expect(cards.first().getByRole('button', { name: 'Approve', exact: true }).count()).resolves.toBe(
      0,
    );

    // The editor, in a new tab: the agency from the switcher, then Review.
    const editorTab = await editor.context().newPage();
    editorTab.setDefaultTimeout(15_000);
    await editorTab.goto('/boards');
    await switcher(editorTab).selectOption({ label: AGENCY });
    await editorTab.getByRole('article', { name: BOARD }).waitFor();
    await expect(editorTab.getByRole('banner').textContent()).resolves.toContain('editor');
    await editorTab
      .getByRole('navigation')
      .getByRole('link', { name: /Review/ })
      .click();
    await editorTab.getByRole('heading', { level: 1, name: 'Review Pins' }).waitFor();
    await editorTab.getByRole('checkbox', { name: `Select ${title}` }).check();
    await editorTab.getByRole('button', { name: 'Share 1 for approval' }).click();
    const share = editorTab.getByRole('dialog', { name: 'Share for approval' });
    await share.getByLabel('Name').fill('Dana, autumn menu');
    await keepScreenshot(editorTab, 'agency-share-dialog');
    await share.getByRole('button', { name: 'Create link' }).click();
    const linkField = share.getByLabel('Link for your client');
    await linkField.waitFor();
    const reviewUrl = new URL(await linkField.inputValue());
    expect(reviewUrl.pathname).toBe('/client-review');
    await keepScreenshot(editorTab, 'agency-share-link');
    await share.getByRole('button', { name: 'Done' }).click();

    // The client, without an account: the pins at 1440 px, then approves on a phone.
    const wide = await newPage(browser, baseURL, { viewport: { width: 1440, height: 1000 } });
    contexts.push(wide.context());
    await wide.goto(`${reviewUrl.pathname}${reviewUrl.search}`);
    await wide.getByRole('heading', { level: 1, name: 'Dana, autumn menu' }).waitFor();
    await wide.getByRole('heading', { level: 3, name: title }).waitFor();
    await keepScreenshot(wide, 'agency-client-1440');

    const client = await newPage(browser, baseURL, {
      viewport: { width: 390, height: 844 },
      bypassCSP: true,
      extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.99' },
    });
    contexts.push(client.context());
    await client.goto(`${reviewUrl.pathname}${reviewUrl.search}`);
    await client.getByRole('heading', { level: 1, name: 'Dana, autumn menu' }).waitFor();
    await expect(client.textContent('body')).resolves.toContain(`from ${AGENCY}`);
    await expect(seriousAxeViolations(client)).resolves.toEqual([]);
    await keepScreenshot(client, 'agency-client-390');
    await client.getByLabel('Your name').fill('Dana');
    const pin = client.getByRole('article', { name: title });
    await pin.getByRole('button', { name: 'Approve', exact: true }).click();
    await pin.getByText('Approved by Dana').waitFor();
    await expect(client.getByText('(1 decided)').count()).resolves.toBe(1);
    await keepScreenshot(client, 'agency-client-390-approved');
    // No horizontal scrolling on the phone.
    await expect(
      client.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).resolves.toBe(true);

    // The editor reads the decision, and finds the pin scheduled.
    await editorTab.reload();
    const links = editorTab.getByRole('region', { name: 'Client reviews' });
    const shared = links.getByRole('list', { name: 'Pins of Dana, autumn menu' });
    await shared.getByText('Approved').waitFor();
    await expect(shared.textContent()).resolves.toContain('by Dana');
    await editorTab.getByText('No pins to review').waitFor();
    await keepScreenshot(editorTab, 'agency-links-card');
    await editorTab
      .getByRole('navigation')
      .getByRole('link', { name: /Schedule/ })
      .click();
    await editorTab.getByRole('heading', { level: 1, name: 'Schedule Timeline' }).waitFor();
    const onTimeline = editorTab.getByRole('article').filter({ hasText: title });
    await onTimeline.getByText('@pinloom_shop').waitFor();
    await keepScreenshot(editorTab, 'agency-timeline');
    const scheduled = await fetch(`${baseURL}/api/pins?status=scheduled`, {
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    const { pins } = (await scheduled.json()) as { pins: { id: string; title: string; status: string }[] };
    expect(pins.map((scheduledPin) => [stripQuotes(scheduledPin.title), scheduledPin.status])).toEqual([
      [title, 'scheduled'],
    ]);
    // Published now (its slot may be hours ahead): with the shop's account, not the agency's.
    const published = await fetch(`${baseURL}/api/post-pins`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ pin_ids: pins.map((scheduledPin) => scheduledPin.id) }),
    });
    expect(((await published.json()) as { posted: unknown[] }).posted).toHaveLength(1);
    const demoPage = await editor.context().newPage();
    await expect(postedTo(demoPage, 'pinloom_shop')).resolves.toContain(title);
    await expect(postedTo(demoPage, 'pinloom_demo')).resolves.not.toContain(title);
    await keepScreenshot(demoPage, 'agency-published-to-shop');

    // The owner's Settings → Activity: who drafted the pin, and the client who approved it.
    await ownerPage.goto('/settings/activity');
    const activity = ownerPage.getByRole('region', { name: 'Activity' });
    const entries = activity.getByRole('list', { name: 'Activity' });
    await entries.getByText('Dana (client)', { exact: false }).first().waitFor();
    const log = (await entries.textContent()) ?? '';
    expect(log).toContain('Cora Contributor generated');
    expect(log).toMatch(/Dana \(client\)\s*decided on[\s\S]*: approved/);
    expect(log).toMatch(/Dana \(client\)\s*approved/);
    await keepScreenshot(ownerPage, 'agency-activity');
    await ownerPage.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(ownerPage, 'agency-activity-390');

    for (const context of contexts) await context.close();
  }, 300_000);
});
