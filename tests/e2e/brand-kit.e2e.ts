// A Pro workspace's brand on its pins (issue 28), as a person builds it: Settings → Brand makes the
// kit, uploads its logo (a PNG through the file field) and picks a heading font, whose sample is
// drawn in that face; Templates duplicates a built-in and the editor adds a logo layer and saves; the
// board takes that template; its pin is generated, shown drawn in Review, approved and published by
// the server's publisher on the simulated Pinterest.

import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, launchBrowser, newPage } from './support/browser';
import { connectAndSyncFirstBoard, demoBaseURL } from './support/pinterest';
import { approveOnlyPinAt, sendToReview } from './support/review';
import { callApi, openSignedIn, registerViaApi, type Session } from './support/session';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const api = <T>(session: Session, method: string, path: string, body?: unknown) =>
  callApi<T>(session, method, path, body, demoBaseURL);

/** The first whole minute at least 25 s from now, as the Review time field wants it in UTC. */
function justAhead(): { local: string; at: Date } {
  const minute = 60_000;
  const at = new Date(Math.ceil((Date.now() + 25_000) / minute) * minute);
  return { local: at.toISOString().slice(0, 16), at };
}

/** A small logo: a teal disc on white, 96 px square. */
const logoPng = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#fff"/><circle cx="48" cy="48" r="40" fill="#1A9E9E"/></svg>',
    ),
  )
    .png()
    .toBuffer();

interface Kit {
  heading_font: { font: string; weight: number } | null;
  logo_url: string | null;
}

describe('a brand kit on a published pin', () => {
  it('builds a kit with a logo and a font, a template with a logo layer, and publishes a pin drawn with them', async () => {
    const session = await registerViaApi('brand-kit', 'pro');
    const page = await newPage(browser, demoBaseURL, { timezoneId: 'UTC' });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });

    // Settings → Brand: the kit, its logo uploaded, then its heading font with a sample in that face.
    await openSignedIn(page, session, '/settings/brand');
    await page.getByRole('button', { name: 'Create your brand kit' }).click();
    const kitForm = page.getByRole('form', { name: 'Brand kit Our brand' });
    await kitForm.waitFor();
    await kitForm
      .getByLabel('Upload logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
    const logo = kitForm.getByRole('img', { name: 'Our brand logo' });
    await logo.waitFor();
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await kitForm.getByLabel('Heading font', { exact: true }).selectOption({ label: 'Playfair Display' });
    const sample = kitForm.getByTestId('Heading font sample');
    await expect(sample.textContent()).resolves.toBe('Our brand');
    await expect.poll(() => sample.getAttribute('data-font-loaded')).toBe('true');
    // The face itself is in the document, loaded on demand: the sample is drawn in it.
    await expect(
      page.evaluate(() => document.fonts.check("700 1em 'Playfair Display'", 'Our brand')),
    ).resolves.toBe(true);
    await keepScreenshot(page, 'brand-kit-settings');
    await kitForm.getByRole('button', { name: 'Save brand kit' }).click();
    await expect
      .poll(async () => (await api<{ brand_kits: Kit[] }>(session, 'GET', '/api/brand-kits')).brand_kits[0])
      .toMatchObject({ heading_font: { font: 'playfair', weight: 700 }, logo_url: expect.any(String) });

    // Templates: a copy of a built-in, given a logo layer, renamed and saved in the editor.
    await page.goto('/settings/templates');
    // The library's thumbnails are drawn as the page opens: the copy may be told the image pool is
    // busy, "try again in 1 second", as a person would.
    const opened = page.getByRole('region', { name: 'Editing Modern card copy' });
    await expect
      .poll(
        async () => {
          if (await opened.isVisible()) return true;
          await page.getByRole('button', { name: 'Duplicate Modern card' }).click();
          await opened.waitFor({ timeout: 8_000 }).catch(() => undefined);
          return opened.isVisible();
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    // The editor adds the logo in front of the other layers; it is selected, and moved with the keys.
    const editor = opened;
    await editor.getByLabel('Add a layer').selectOption('logo');
    await editor
      .getByRole('list', { name: 'Layers' })
      .getByRole('button', { name: /\(logo\)$/ })
      .waitFor();
    await editor.getByLabel('X', { exact: true }).fill('700');
    await editor.getByLabel('Name', { exact: true }).fill('Logo card');
    await editor.getByRole('button', { name: 'Save template' }).click();
    await editor.getByText('Saved.').waitFor();
    await editor.getByText('Drawn by the pin renderer: what publishes.').waitFor();
    await keepScreenshot(page, 'brand-kit-template-editor');
    const { templates } = await api<{ templates: { id: string; name: string }[] }>(
      session,
      'GET',
      '/api/templates',
    );
    const copy = templates.find((template) => template.name === 'Logo card');
    if (!copy) throw new Error('the saved template is not in the library');

    // Pinterest, connected from Settings, and its boards brought in.
    await page.goto('/settings/pinterest');
    const { board, boardName } = await connectAndSyncFirstBoard(page);

    // The board takes the template.
    await board.getByRole('button', { name: `Edit board ${boardName}` }).click();
    const form = page.getByRole('dialog', { name: 'Edit board' });
    await form.getByText('Logo card', { exact: true }).click();
    await form.getByText('Every new pin uses this template.').waitFor();
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await form.waitFor({ state: 'detached' });

    // Generated, then in Review: drawn with the template, its image loaded.
    await board.getByRole('button', { name: 'Generate Pin' }).click();
    await sendToReview(page);
    const card = page.getByRole('list', { name: 'Pins to review' }).getByRole('article');
    await expect.poll(() => card.count()).toBe(1);
    const image = card.locator('img').first();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const { pins } = await api<{ pins: { template_id: string | null }[] }>(session, 'GET', '/api/pins');
    expect(pins.map((pin) => pin.template_id)).toEqual([copy.id]);
    await keepScreenshot(page, 'brand-kit-review');

    // Approved for a time just ahead; the server's publisher posts it on the simulated Pinterest.
    const when = justAhead();
    const title = await approveOnlyPinAt(page, when.local);
    const scheduled = page.getByRole('article').filter({ hasText: title });
    await scheduled.getByText('Posted Successfully').waitFor({ timeout: 180_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(when.at.getTime());
    await keepScreenshot(page, 'brand-kit-posted');
    expect(dialogs).toEqual([]);
    await page.context().close();
  }, 300_000);
});
