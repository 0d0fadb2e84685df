// The operator's steering journey of issue 11: edit the title prompt and preview it → a user's
// next pin is written from it, and the API History shows the prompt → switch sign-ups off (a
// visitor's /signup says so) and on again → the change history lists it all → clear the API
// history after the question. Pictures of the three tabs at 1440 and 390 px are kept.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { GlobalSetting } from '../../src/shared/api/admin';
import { adminApi, adminSignInViaApi, signInAsAdmin } from './support/admin';
import { keepScreenshot, launchBrowser, newPage } from './support/browser';
import { openWithStorage, registerViaApi, type Session } from './support/session';

const baseURL = inject('baseURL');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
let browser: Browser;
let originalTitlePrompt: string | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  const settings = await adminApi<GlobalSetting[]>('/api/admin/settings');
  originalTitlePrompt = settings.find((s) => s.setting_key === 'prompt_title')?.setting_value;
});

afterAll(async () => {
  await browser?.close();
  // The e2e server is shared by every journey: sign-ups open and the title prompt as it was.
  const { token } = await adminSignInViaApi();
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  await fetch(`${baseURL}/api/admin/settings`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ settings: { signups_enabled: 'true' } }),
  });
  if (originalTitlePrompt !== undefined) {
    await fetch(`${baseURL}/api/admin/prompts/prompt_title`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ value: originalTitlePrompt }),
    });
  }
});

async function generatePinViaApi(session: Session): Promise<void> {
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` };
  const created = await fetch(`${baseURL}/api/boards`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: 'Lantern Evenings',
      description: 'Cosy garden lighting ideas',
      style_config: { style: 'modern', brandColors: ['#E60023', '#FFFFFF', '#000000'] },
    }),
  });
  expect(created.status).toBe(201);
  const boardId = ((await created.json()) as { board: { id: string } }).board.id;
  const generated = await fetch(`${baseURL}/api/generate-single-pin`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ boardId }),
  });
  expect(generated.status).toBe(201);
}

function tab(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name, exact: true });
}

/** The page has no sideways scrolling: nothing is wider than the screen. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The same admin session in a phone-sized window, on the console. */
async function phoneConsole(desktop: Page): Promise<Page> {
  const stored = await desktop.evaluate(() => ({
    adminToken: localStorage.getItem('adminToken') ?? '',
    admin: localStorage.getItem('admin') ?? '',
  }));
  const phone = await newPage(browser, baseURL, { viewport: PHONE, isMobile: true, hasTouch: true });
  await openWithStorage(phone, stored, '/admin');
  return phone;
}

describe('an administrator steering generation and the service', () => {
  it('edits and previews a prompt, reads the API history, pauses sign-ups and clears the history', async () => {
    const phrase = `glowing paper lanterns ${Date.now().toString(36)}`;
    const user = await registerViaApi('prompted', 'enterprise');
    const userEmail = (user.user as { email: string }).email;

    const admin = await newPage(browser, baseURL, { viewport: DESKTOP });
    const nativeDialogs: string[] = [];
    admin.on('dialog', (dialog) => {
      nativeDialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signInAsAdmin(admin);

    // Prompts: add a distinctive phrase to the title prompt, save, preview.
    await tab(admin, 'Prompts').click();
    const title = admin.getByRole('textbox', { name: 'Title prompt' });
    await title.waitFor();
    await title.fill(`${await title.inputValue()}\n- Mention ${phrase} in the title.`);
    await admin.getByText('Unsaved changes to 1 setting').waitFor();
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: 'Successfully updated 1 prompts and models!' })
      .waitFor();
    await admin.getByText('No unsaved changes').waitFor();
    await admin.getByRole('button', { name: 'Preview the title prompt' }).click();
    const preview = admin.getByRole('region', { name: 'Title prompt preview' });
    await preview.getByText(phrase, { exact: false }).waitFor();
    expect(await preview.textContent()).not.toContain('{{board_name}}');
    await keepScreenshot(admin, 'admin-prompts-1440');

    // A user generates a pin: its text call carries the new prompt.
    await generatePinViaApi(user);

    await tab(admin, 'API History').click();
    await admin.getByLabel('User email').fill(userEmail);
    await admin.getByLabel('Type').selectOption('text');
    const calls = admin.getByRole('list', { name: 'API calls, newest first' });
    const call = calls.getByRole('button').filter({ hasText: userEmail }).first();
    await call.waitFor();
    expect(await call.locator('span', { hasText: /^\$\d+\.\d{4}$/ }).count()).toBe(1);
    await call.click();
    const detail = admin.getByRole('region', { name: 'Call details' });
    const prompt = detail.getByRole('region', { name: 'Prompt' });
    await prompt.getByText(phrase, { exact: false }).waitFor();
    expect(await detail.locator('dd', { hasText: /^\$\d+\.\d{6}$/ }).count()).toBe(1);
    await keepScreenshot(admin, 'admin-api-history-1440');

    // Settings: sign-ups off → a visitor's /signup says so; on again → the form is back.
    await tab(admin, 'Settings').click();
    const signups = admin.getByRole('switch', { name: 'New sign-ups' });
    await expect.poll(() => signups.getAttribute('aria-checked')).toBe('true');
    await signups.click();
    await expect.poll(() => signups.getAttribute('aria-checked')).toBe('false');
    await admin
      .getByRole('table', { name: 'Change history, newest first' })
      .getByText('New sign-ups')
      .first()
      .waitFor();

    const visitor = await newPage(browser, baseURL);
    await visitor.goto('/signup');
    await visitor.getByRole('heading', { level: 1, name: 'New sign-ups are paused' }).waitFor();
    await visitor.getByText('New sign-ups are paused at the moment', { exact: false }).waitFor();
    expect(await visitor.locator('form').count()).toBe(0);
    await keepScreenshot(visitor, 'signup-paused');

    await signups.click();
    await expect.poll(() => signups.getAttribute('aria-checked')).toBe('true');
    await visitor.reload();
    await visitor.getByRole('heading', { level: 1, name: 'Create your free account' }).waitFor();
    await visitor.context().close();

    // The change history: the prompt edit and both switches, with who made them.
    const history = admin.getByRole('table', { name: 'Change history, newest first' });
    await expect
      .poll(() => history.getByRole('row').filter({ hasText: 'New sign-ups' }).count())
      .toBeGreaterThanOrEqual(2);
    const promptRow = history.getByRole('row').filter({ hasText: 'Title prompt' }).first();
    expect(await promptRow.textContent()).toContain('admin@pinloom.test');
    expect(await promptRow.textContent()).toContain('Edited a prompt');
    const latest = history.getByRole('row').nth(1);
    expect(await latest.textContent()).toMatch(/Switched on.*New sign-ups.*Off.*On/);
    await admin.getByText('System Information').waitFor();
    await admin.getByText('Job queue').waitFor();
    await keepScreenshot(admin, 'admin-settings-1440');

    // The three tabs on a phone, the API history's detail in place of its list.
    const phone = await phoneConsole(admin);
    for (const [path, name] of [
      ['/admin/prompts', 'admin-prompts-390'],
      ['/admin/settings', 'admin-settings-390'],
      ['/admin/api-history', 'admin-api-history-390'],
    ] as const) {
      await phone.goto(path);
      await phone.getByRole('heading', { name: 'Admin console' }).waitFor();
      if (path === '/admin/prompts') await phone.getByRole('textbox', { name: 'Title prompt' }).waitFor();
      if (path === '/admin/settings') await phone.getByText('Uptime').waitFor();
      if (path === '/admin/api-history')
        await phone.getByRole('list', { name: 'API calls, newest first' }).waitFor();
      await expectNoSidewaysScroll(phone);
      await keepScreenshot(phone, name);
    }
    await phone.getByRole('list', { name: 'API calls, newest first' }).getByRole('button').first().click();
    const back = phone.getByRole('button', { name: 'Back to the list' });
    await back.waitFor();
    expect(await phone.getByRole('list', { name: 'API calls, newest first' }).isVisible()).toBe(false);
    await keepScreenshot(phone, 'admin-api-history-detail-390');
    await back.click();
    await phone.getByRole('list', { name: 'API calls, newest first' }).waitFor();
    await phone.context().close();

    // Clear the API history, after the spec's question.
    await tab(admin, 'API History').click();
    await admin.getByRole('button', { name: 'Clear history' }).click();
    const question = admin.getByRole('dialog', { name: 'Are you sure you want to clear all API history?' });
    await question.getByRole('button', { name: 'Clear history' }).click();
    await admin.getByText('API history cleared successfully').waitFor();
    await admin.getByText('No API history available').waitFor();
    expect(nativeDialogs).toEqual([]);
    await admin.context().close();
  });
});
