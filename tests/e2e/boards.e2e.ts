// The boards journey: create boards with a style and brand colours, reorder them with the
// keyboard (the order survives a reload), generate a pin through the progress stream, send it
// to Review and see it on the board card; then one generated pin per style, kept as pictures.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keepScreenshot, launchBrowser, newPage } from './support/browser';
import { openSignedIn, registerViaApi, type Session } from './support/session';

const baseURL = inject('baseURL');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A new enterprise account (unlimited boards, 30 pins a day), made through the API. */
function registerEnterprise(prefix: string): Promise<Session> {
  return registerViaApi(prefix, 'enterprise');
}

async function createBoardViaApi(session: Session, name: string, style: string, brandColors: string[]) {
  const response = await fetch(`${baseURL}/api/boards`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
    body: JSON.stringify({
      name,
      description: `Pins about ${name.toLowerCase()}`,
      style_config: { style, brandColors },
    }),
  });
  expect(response.status).toBe(201);
}

/** Opens /boards signed in as `session` (the session is seeded, not clicked through). */
async function openBoards(page: Page, session: Session): Promise<void> {
  await openSignedIn(page, session, '/boards');
  await page.getByRole('heading', { level: 1, name: 'Generate Amazing Pins' }).waitFor();
}

function boardCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name });
}

async function boardOrder(page: Page): Promise<string[]> {
  return page.locator('article h2').allTextContents();
}

/** True once the image has loaded with real pixels. */
function imageLoaded(image: Locator): Promise<boolean> {
  return image.evaluate((element) => {
    const img = element as HTMLImageElement;
    return img.complete && img.naturalWidth > 0;
  });
}

/**
 * Clicks Generate Pin on a board and waits for the result modal. A MutationObserver records
 * every value the progress bar showed, since a fast generation may finish between two polls.
 */
async function generatePin(page: Page, boardName: string): Promise<{ percents: number[]; result: Locator }> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const record = () => {
      const bar = document.querySelector('[role="progressbar"]');
      const value = Number(bar?.getAttribute('aria-valuenow'));
      if (bar && seen[seen.length - 1] !== value) seen.push(value);
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  await boardCard(page, boardName).getByRole('button', { name: 'Generate Pin' }).click();
  const result = page.getByRole('dialog', { name: 'Pin Generated Successfully!' });
  await result.waitFor({ timeout: 90_000 });
  const percents = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
  const image = result.getByRole('img').first();
  await expect.poll(() => imageLoaded(image), { timeout: 15_000 }).toBe(true);
  return { percents, result };
}

describe('the boards page', () => {
  it('creates boards, reorders them by keyboard, generates a pin and sends it to review', async () => {
    const session = await registerEnterprise('boards');
    const page = await newPage(browser, baseURL);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // Drag and drop, dialogs and previews must work under the strict CSP (no inline styles or scripts).
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
        cspViolations.push(message.text());
    });
    await openBoards(page, session);

    // No boards yet: the empty state offers to create one.
    await page.getByText('No boards found. Please sync your Pinterest account.').waitFor();
    await page.getByRole('button', { name: 'Create a board' }).click();
    const modal = page.getByRole('dialog', { name: 'Create a new board' });
    await modal.waitFor();

    // The name is required before anything is sent.
    await modal.getByRole('button', { name: 'Create Board' }).click();
    await expect(modal.getByRole('alert').textContent()).resolves.toContain('Board name is required');

    await modal.getByLabel('Board name').fill('Cozy Kitchens');
    await modal.getByLabel('Description').fill('Warm, lived-in kitchens and the recipes cooked in them');
    await modal.getByRole('radio', { name: /Vintage/ }).click();
    await expect(modal.getByRole('radio', { name: /Vintage/ }).getAttribute('aria-checked')).resolves.toBe(
      'true',
    );
    await modal.getByRole('button', { name: 'Remove colour 3' }).click();
    await modal.getByLabel('Colour 2 hex value').fill('#1F3A5F');
    await keepScreenshot(page, 'boards-create-modal');
    await modal.getByRole('button', { name: 'Create Board' }).click();
    await modal.waitFor({ state: 'detached' });

    const kitchens = boardCard(page, 'Cozy Kitchens');
    await kitchens.waitFor();
    await expect(kitchens.textContent()).resolves.toContain('Vintage');
    await expect(
      kitchens.getByRole('list', { name: 'Brand colours' }).getByRole('listitem').allTextContents(),
    ).resolves.toEqual(['#E60023', '#1F3A5F']);

    await page.getByRole('button', { name: 'Add New Board' }).click();
    const second = page.getByRole('dialog', { name: 'Create a new board' });
    await second.getByLabel('Board name').fill('Weekend Trips');
    await second.getByRole('button', { name: 'Create Board' }).click();
    await second.waitFor({ state: 'detached' });
    await boardCard(page, 'Weekend Trips').waitFor();
    await expect(boardOrder(page)).resolves.toEqual(['Cozy Kitchens', 'Weekend Trips']);

    // Keyboard reorder: focus the handle, Space to pick up, an arrow to move, Space to drop.
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/boards/order') && response.request().method() === 'PUT',
    );
    const handle = page.getByRole('button', { name: 'Reorder board Cozy Kitchens' });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(250); // dnd-kit listens for the arrows from the next tick
    const columns = await page.evaluate(
      () =>
        getComputedStyle(
          document.querySelector('ul[aria-label="Boards"]') as Element,
        ).gridTemplateColumns.split(' ').length,
    );
    await page.keyboard.press(columns > 1 ? 'ArrowRight' : 'ArrowDown');
    await page.waitForTimeout(250);
    await page.keyboard.press('Space');
    expect((await saved).status()).toBe(200);
    await expect(boardOrder(page)).resolves.toEqual(['Weekend Trips', 'Cozy Kitchens']);

    await page.reload();
    await boardCard(page, 'Cozy Kitchens').waitFor();
    await expect(boardOrder(page)).resolves.toEqual(['Weekend Trips', 'Cozy Kitchens']);

    // Generate a pin: the progress bar moves, then the result modal shows a loaded image.
    const { percents, result } = await generatePin(page, 'Cozy Kitchens');
    // The bar was shown and moved past 0: progress events arrive while the pin is being made,
    // not all at once at the end (which a buffering proxy or compression would cause).
    expect(percents.some((percent) => percent > 0)).toBe(true);
    await keepScreenshot(page, 'boards-generated-pin');

    await result.getByRole('button', { name: 'Send to Review' }).click();
    await result.waitFor({ state: 'detached' });
    await page.getByText('Pin sent to review').waitFor();

    const preview = boardCard(page, 'Cozy Kitchens').getByRole('list', {
      name: 'Latest pins of Cozy Kitchens',
    });
    const previewImage = preview.getByRole('img').first();
    await previewImage.scrollIntoViewIfNeeded();
    await expect.poll(() => imageLoaded(previewImage), { timeout: 15_000 }).toBe(true);
    await keepScreenshot(page, 'boards-page');

    expect(dialogs).toEqual([]);
    expect(cspViolations).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('generates a pin in each of the four styles', async () => {
    const session = await registerEnterprise('styles');
    const styles = [
      { style: 'modern', name: 'Modern Homes', colors: ['#E60023', '#FFFFFF', '#000000'] },
      { style: 'vintage', name: 'Vintage Finds', colors: ['#8B5E34', '#F3E9DC'] },
      { style: 'minimalist', name: 'Minimalist Desks', colors: ['#111827', '#F9FAFB'] },
      { style: 'bold', name: 'Bold Workouts', colors: ['#E60023', '#FACC15', '#111827'] },
    ];
    for (const { name, style, colors } of styles) await createBoardViaApi(session, name, style, colors);

    const page = await newPage(browser, baseURL);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openBoards(page, session);

    for (const { name, style } of styles) {
      await boardCard(page, name).waitFor();
      const { result } = await generatePin(page, name);
      await keepScreenshot(page, `boards-generated-pin-${style}`);
      await result.getByRole('button', { name: 'Send to Review' }).click();
      await result.waitFor({ state: 'detached' });
    }
    expect(dialogs).toEqual([]);
    await page.context().close();
  }, 300_000);

  it('has no serious or critical axe violations, with boards and with the board modal open', async () => {
    const session = await registerEnterprise('boards-axe');
    await createBoardViaApi(session, 'Garden Ideas', 'minimalist', ['#166534', '#FFFFFF']);
    // axe is injected as an inline script, which our strict CSP rightly blocks.
    const page = await newPage(browser, baseURL, { bypassCSP: true });
    await openBoards(page, session);
    await boardCard(page, 'Garden Ideas').waitFor();

    const serious = async () => {
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: () => Promise<{ violations: unknown[] }> } }).axe;
        return (await axe.run()).violations as { id: string; impact: string | null; nodes: unknown[] }[];
      });
      return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    };
    await expect(serious()).resolves.toEqual([]);

    await page.getByRole('button', { name: 'Edit board Garden Ideas' }).click();
    await page.getByRole('dialog', { name: 'Edit board' }).waitFor();
    await expect(serious()).resolves.toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(
      'Edit board Garden Ideas',
    );
    await page.context().close();
  });
});
