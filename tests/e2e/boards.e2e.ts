// The boards journey: create boards with a style and brand colours, reorder them with the
// keyboard (the order survives a reload), generate a pin through the progress stream, send it
// to Review and see it on the board card; then one generated pin per style, kept as pictures.
// Then what a Free plan's limits look like, whole 2:3 previews and visible pale colours, the
// app's own dialogs and toasts instead of the browser's, and linking a board to Pinterest.
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { keepScreenshot, launchBrowser, newPage, SCREENSHOT_DIR } from './support/browser';
import { demoBaseURL } from './support/pinterest';
import { openSignedIn, registerViaApi, type Session } from './support/session';

const baseURL = inject('baseURL');
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

async function createBoardViaApi(
  session: Session,
  name: string,
  style: string,
  brandColors: string[],
): Promise<string> {
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
  return ((await response.json()) as { board: { id: string } }).board.id;
}

async function generateViaApi(session: Session, boardId: string): Promise<void> {
  const response = await fetch(`${baseURL}/api/generate-single-pin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
    body: JSON.stringify({ boardId }),
  });
  expect(response.status).toBe(201);
}

/** Records every native alert, confirm or prompt: the app must use its own dialogs and toasts. */
function nativeDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

/** WCAG contrast ratio of two 'rgb(r, g, b)' colours. */
function contrast(a: string, b: string): number {
  const lum = (rgb: string) => {
    const [r = 0, g = 0, bl = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
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
    await modal.getByRole('button', { name: 'Remove color 3' }).click();
    await modal.getByLabel('Color 2 hex value').fill('#1F3A5F');
    await keepScreenshot(page, 'boards-create-modal');
    await modal.getByRole('button', { name: 'Create Board' }).click();
    await modal.waitFor({ state: 'detached' });

    const kitchens = boardCard(page, 'Cozy Kitchens');
    await kitchens.waitFor();
    await expect(kitchens.textContent()).resolves.toContain('Vintage');
    await expect(
      kitchens.getByRole('list', { name: 'Brand colors' }).getByRole('listitem').allTextContents(),
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

    await expect(seriousAxeViolations(page)).resolves.toEqual([]);

    await page.getByRole('button', { name: 'Edit board Garden Ideas' }).click();
    await page.getByRole('dialog', { name: 'Edit board' }).waitFor();
    await expect(seriousAxeViolations(page)).resolves.toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(
      'Edit board Garden Ideas',
    );
    await page.context().close();
  });
});

describe('the plan’s limits on the boards page', () => {
  it('closes Generate Pin and Add New Board for a Free user at the limits, with the reason and the upgrade', async () => {
    const session = await registerViaApi('boards-free', 'free');
    const boardId = await createBoardViaApi(session, 'Tiny Balconies', 'modern', [
      '#E60023',
      '#FFFFFF',
      '#000000',
    ]);
    await generateViaApi(session, boardId); // the Free plan's one pin of the day

    for (const viewport of [
      { width: 1440, height: 1000 },
      { width: 390, height: 844 },
    ]) {
      const page = await newPage(browser, baseURL, { viewport });
      const dialogs = nativeDialogs(page);
      await openBoards(page, session);
      const card = boardCard(page, 'Tiny Balconies');
      const generate = card.getByRole('button', { name: 'Generate Pin' });
      await expect.poll(() => generate.isDisabled()).toBe(true);
      const reason = await generate.evaluate(
        (button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
      );
      expect(reason).toContain('No pins left today. Your Free plan includes 1 pin a day. More from');
      await expect(card.getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).resolves.toBe(
        '/settings/plan-and-billing?upgrade=1',
      );

      const add = page.getByRole('button', { name: 'Add New Board' });
      await expect(add.isDisabled()).resolves.toBe(true);
      await page.getByText('Your Free plan includes 1 board.').waitFor();
      await add.click({ force: true });
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
      await keepScreenshot(page, `boards-free-limits-${viewport.width}`);

      // The board form, with its Pinterest board section, at this width.
      await page.getByRole('button', { name: 'Edit board Tiny Balconies' }).click();
      const form = page.getByRole('dialog', { name: 'Edit board' });
      await form.getByRole('button', { name: 'Link to Pinterest' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SCREENSHOT_DIR, `boards-form-${viewport.width}.png`) });
      await page.keyboard.press('Escape');
      await form.waitFor({ state: 'detached' });

      // The upgrade link opens the plan chooser in Settings.
      await page.getByRole('link', { name: 'Upgrade plan' }).last().click();
      await page.getByRole('dialog', { name: 'Choose a plan' }).waitFor();
      await page.waitForURL('**/settings/plan-and-billing');
      expect(dialogs).toEqual([]);
      await page.context().close();
    }
  }, 120_000);
});

describe('board previews and colours', () => {
  it('shows each preview pin whole at 2:3 and outlines a white brand colour', async () => {
    const session = await registerEnterprise('boards-preview');
    const boardId = await createBoardViaApi(session, 'Paper Crafts', 'bold', [
      '#FFFFFF',
      '#E60023',
      '#111827',
    ]);
    await generateViaApi(session, boardId);

    for (const viewport of [
      { width: 1440, height: 1000 },
      { width: 390, height: 844 },
    ]) {
      const page = await newPage(browser, baseURL, { viewport });
      await openBoards(page, session);
      const card = boardCard(page, 'Paper Crafts');
      const preview = card.getByRole('list', { name: 'Latest pins of Paper Crafts' });
      const image = preview.getByRole('img').first();
      await expect.poll(() => imageLoaded(image), { timeout: 15_000 }).toBe(true);
      // The tile has the pin's own shape and the image is not cropped.
      const shape = await image.evaluate((img) => {
        const tile = (img.closest('li') as HTMLElement).getBoundingClientRect();
        return { ratio: tile.height / tile.width, fit: getComputedStyle(img).objectFit };
      });
      expect(shape.ratio).toBeCloseTo(1.5, 1);
      expect(shape.fit).toBe('contain');

      // WCAG 1.4.11: the white swatch's outline stands out 3:1 from the white card.
      const white = card.getByRole('list', { name: 'Brand colors' }).getByRole('listitem').first();
      const colours = await white.evaluate((item) => {
        const swatch = item.querySelector('span') as HTMLElement;
        const article = item.closest('article') as HTMLElement;
        return {
          fill: getComputedStyle(swatch).backgroundColor,
          outline: getComputedStyle(swatch).borderTopColor,
          card: getComputedStyle(article).backgroundColor,
        };
      });
      expect(colours.fill).toBe('rgb(255, 255, 255)');
      expect(contrast(colours.outline, colours.card)).toBeGreaterThanOrEqual(3);
      await card.screenshot({ path: join(SCREENSHOT_DIR, `boards-card-${viewport.width}.png`) });
      await page.context().close();
    }
  }, 120_000);

  it('refuses the same colour twice before sending, and keeps the rest of the form', async () => {
    const session = await registerEnterprise('boards-duplicate');
    await createBoardViaApi(session, 'Garden Ideas', 'minimalist', ['#166534', '#FFFFFF']);
    const page = await newPage(browser, baseURL);
    const dialogs = nativeDialogs(page);
    await openBoards(page, session);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/boards')) posts.push(request.url());
    });

    await page.getByRole('button', { name: 'Add New Board' }).click();
    const modal = page.getByRole('dialog', { name: 'Create a new board' });
    await modal.getByLabel('Board name').fill('Weekend Bakes');
    await modal.getByRole('radio', { name: /Vintage/ }).click();
    // The defaults are red, white and black; a new colour starts black too.
    await modal.getByRole('button', { name: 'Add color' }).click();
    await modal.getByRole('button', { name: 'Create Board' }).click();
    await expect(modal.getByRole('alert').textContent()).resolves.toBe(
      'Brand color #000000 is listed twice. Remove one or choose another color.',
    );
    await expect(modal.getByLabel('Color 4 hex value').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(modal.getByLabel('Board name').inputValue()).resolves.toBe('Weekend Bakes');
    await expect(modal.getByRole('radio', { name: /Vintage/ }).getAttribute('aria-checked')).resolves.toBe(
      'true',
    );
    await keepScreenshot(page, 'boards-duplicate-colour');
    expect(posts).toEqual([]);

    await modal.getByLabel('Color 4 hex value').fill('#c8a27a');
    await modal.getByRole('button', { name: 'Create Board' }).click();
    await modal.waitFor({ state: 'detached' });
    await expect(
      boardCard(page, 'Weekend Bakes')
        .getByRole('list', { name: 'Brand colors' })
        .getByRole('listitem')
        .allTextContents(),
    ).resolves.toEqual(['#E60023', '#FFFFFF', '#000000', '#C8A27A']);
    expect(dialogs).toEqual([]);
    await page.context().close();
  }, 60_000);
});

describe('the app’s own dialogs and toasts', () => {
  it('asks before deleting a board in its own dialog and says when a new order could not be saved', async () => {
    const session = await registerEnterprise('boards-dialogs');
    await createBoardViaApi(session, 'First Board', 'modern', ['#E60023']);
    await createBoardViaApi(session, 'Second Board', 'modern', ['#1F3A5F']);
    const page = await newPage(browser, baseURL);
    const dialogs = nativeDialogs(page);
    await openBoards(page, session);
    await boardCard(page, 'Second Board').waitFor();

    // A failed order save: the toast with the spec's words, and the old order back.
    await page.route('**/api/boards/order', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"Internal server error","code":"internal_error"}',
      }),
    );
    await page.getByRole('button', { name: 'Reorder board First Board' }).focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(250);
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(250);
    await page.keyboard.press('Space');
    await page.getByText('Error saving board order. Please try again.').waitFor();
    await expect.poll(() => boardOrder(page)).toEqual(['First Board', 'Second Board']);
    await page.unroute('**/api/boards/order');

    // Delete: docs/product.md's question in the app's dialog; Cancel keeps the board.
    await page.getByRole('button', { name: 'Delete board Second Board' }).click();
    const question = page.getByRole('dialog', { name: 'Are you sure you want to delete this board?' });
    await question.waitFor();
    await keepScreenshot(page, 'boards-delete-confirmation');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    await expect(boardOrder(page)).resolves.toEqual(['First Board', 'Second Board']);

    await page.getByRole('button', { name: 'Delete board Second Board' }).click();
    await question.getByRole('button', { name: 'Delete board' }).click();
    await page.getByText('Board “Second Board” deleted').waitFor();
    await expect.poll(() => boardOrder(page)).toEqual(['First Board']);
    expect(dialogs).toEqual([]);
    await page.context().close();
  }, 60_000);
});

describe('linking a board to Pinterest from the boards page', () => {
  it('links a board made in Pinloom from its card; the card then shows the Pinterest badge', async () => {
    const session = await registerEnterprise('boards-link');
    await createBoardViaApi(session, 'Balcony Herbs', 'minimalist', ['#166534']);
    const page = await newPage(browser, demoBaseURL, { viewport: { width: 1440, height: 1000 } });
    const dialogs = nativeDialogs(page);

    // Connect through the Settings card and the simulated consent page (wherever demo mode serves it).
    await openSignedIn(page, session, '/settings/pinterest');
    await page
      .getByRole('region', { name: 'Pinterest account' })
      .getByRole('button', { name: 'Connect Pinterest Account' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Pinterest (simulated)' }).waitFor();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.pathname === '/settings/pinterest' && url.search === '');

    await page.goto('/boards');
    const card = boardCard(page, 'Balcony Herbs');
    await card.getByRole('button', { name: 'Link board Balcony Herbs to Pinterest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link board to Pinterest' });
    await dialog.getByLabel('Pinterest board').waitFor();
    await keepScreenshot(page, 'boards-link-board');
    await dialog.getByRole('button', { name: 'Link board', exact: true }).click();
    await page.getByText('“Balcony Herbs” is linked to Pinterest').waitFor();
    await card.getByText('Pinterest Board').waitFor();
    await expect(card.getByRole('button', { name: /to Pinterest$/ }).count()).resolves.toBe(0);

    // The board form says so too.
    await page.getByRole('button', { name: 'Edit board Balcony Herbs' }).click();
    await page.getByRole('dialog', { name: 'Edit board' }).getByText('Linked to a Pinterest board').waitFor();
    expect(dialogs).toEqual([]);
    await page.context().close();
  }, 120_000);
});
