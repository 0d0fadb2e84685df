// What the plans sell around a pin's look (issue 28), as a person meets it: a board takes a
// built-in template in its form, its pin is drawn with it, and Review switches the template,
// redrawn on the same artwork with the same words and no allowance spent. Enterprise writes its
// own title prompt; the next pin is written with it, and Review and the admin's API history say
// which version. Free sees Templates and Prompts locked, with the way to upgrade.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openAdminSignedIn } from './support/admin';
import { keepScreenshot, launchBrowser, newPage } from './support/browser';
import { callApi, openSignedIn, registerViaApi, type Session } from './support/session';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const api = <T>(session: Session, method: string, path: string, body?: unknown) =>
  callApi<T>(session, method, path, body);

async function createBoard(session: Session, name: string): Promise<string> {
  const { board } = await api<{ board: { id: string } }>(session, 'POST', '/api/boards', {
    name,
    description: `Pins about ${name.toLowerCase()}`,
    style_config: { style: 'modern', brandColors: ['#2F6F4E', '#F4E9D8'] },
  });
  return board.id;
}

interface Pin {
  id: string;
  title: string;
  template_id: string | null;
  image_url: string | null;
}

const pinOf = (session: Session, id: string) => api<{ pin: Pin }>(session, 'GET', `/api/pins/${id}`);
const monthUsed = async (session: Session) =>
  (await api<{ month: { used: number } }>(session, 'GET', '/api/user/usage')).month.used;

function reviewCard(page: Page) {
  return page.getByRole('list', { name: 'Pins to review' }).getByRole('article').first();
}

describe('templates and prompts', () => {
  it('gives a board a built-in template and switches a pin’s template in review without spending the allowance', async () => {
    const session = await registerViaApi('templates', 'pro');
    const boardId = await createBoard(session, 'Balcony Gardens');
    const page = await newPage(browser, baseURL);

    // The board form: tick one template; the summary says every new pin takes it.
    await openSignedIn(page, session, '/boards');
    await page.getByRole('button', { name: 'Edit board Balcony Gardens' }).click();
    const form = page.getByRole('dialog', { name: 'Edit board' });
    await form.getByText('Modern list', { exact: true }).click();
    await form.getByText('Every new pin uses this template.').waitFor();
    await keepScreenshot(page, 'templates-board-form');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await form.waitFor({ state: 'detached' });

    const created = await api<{ id: string }>(session, 'POST', '/api/generate-single-pin', { boardId });
    const drawn = (await pinOf(session, created.id)).pin;
    expect(drawn.template_id).toBe('modern-list');
    const used = await monthUsed(session);

    // Review: the same pin in another template, redrawn, its words kept.
    await openSignedIn(page, session, '/review');
    const card = reviewCard(page);
    await card.waitFor();
    const imageBefore = await card.locator('img').first().getAttribute('src');
    await card.getByRole('button', { name: 'Edit', exact: true }).click();
    await card.getByLabel('Template').selectOption({ label: 'Bold split' });
    await card.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => card.locator('img').first().getAttribute('src'), { timeout: 20_000 })
      .not.toBe(imageBefore);
    await keepScreenshot(page, 'templates-review-switched');

    const switched = (await pinOf(session, created.id)).pin;
    expect(switched.template_id).toBe('bold-split');
    expect(switched.title).toBe(drawn.title);
    expect(await monthUsed(session)).toBe(used);
    await page.context().close();
  });

  it('writes an Enterprise pin with the workspace’s own title prompt, named in review and in the API history', async () => {
    const session = await registerViaApi('prompts', 'enterprise');
    const boardId = await createBoard(session, 'Sourdough Baking');
    const page = await newPage(browser, baseURL);

    await openSignedIn(page, session, '/settings/prompts');
    const title = page.getByRole('textbox', { name: 'Title prompt' });
    await title.waitFor();
    await title.fill(`${await title.inputValue()}\n- Start the title with a number.`);
    await page.getByRole('button', { name: 'Save the title prompt' }).click();
    await page.getByText('Your version 1.').waitFor();

    await api(session, 'POST', '/api/generate-single-pin', { boardId });
    await openSignedIn(page, session, '/review');
    await reviewCard(page).getByText('Written with your custom title prompt v1').waitFor();
    await page.context().close();

    // Staff see the same version on the call that wrote it.
    const email = (session.user as { email: string }).email;
    const admin = await newPage(browser, baseURL);
    await openAdminSignedIn(admin, '/admin/api-history');
    await admin.getByLabel('User email').fill(email);
    await admin.getByLabel('Type').selectOption('text');
    const call = admin
      .getByRole('list', { name: 'API calls, newest first' })
      .getByRole('button')
      .filter({ hasText: email })
      .first();
    await call.click();
    await admin
      .getByRole('region', { name: 'Call details' })
      .getByText('Written with the workspace’s custom title prompt v1')
      .waitFor();
    await admin.context().close();
  });

  it('shows Free the templates and prompts it lacks, locked, with the way to upgrade', async () => {
    const session = await registerViaApi('templates-free', 'free');
    const page = await newPage(browser, baseURL);

    await openSignedIn(page, session, '/settings/templates');
    await page.getByText('Custom templates are part of the Pro plan and above.').waitFor();
    await expect(page.getByRole('link', { name: 'Upgrade to Pro' }).count()).resolves.toBe(1);
    // Built-ins are there to look at and duplicate nowhere: no editor opens.
    await expect(page.getByRole('button', { name: /^Duplicate / }).count()).resolves.toBe(0);
    await keepScreenshot(page, 'templates-free-locked');

    await openSignedIn(page, session, '/settings/prompts');
    await page.getByText('Custom prompts are part of the Enterprise plan and above.').waitFor();
    await page.getByRole('link', { name: 'Upgrade to Enterprise' }).click();
    await page.waitForURL((url) => url.pathname !== '/settings/prompts');
    await page.context().close();
  });
});
