// Pins that bring readers back, as a food blogger meets it: connect Pinterest → sync a
// board → give it the blog as its default link → "Create from a link" with a new recipe post →
// three variants in Review, drawn on the post's own photo and linking to the post → approve one
// for a time just ahead and another without a time (spacing puts it 48 hours from the first, and
// says so) → the timeline shows the link → the publisher posts it, and the simulated Pinterest
// says where it links. The post is served by the test on 127.0.0.1, which the e2e server may
// fetch (TEST_OUTBOUND_LOOPBACK); nothing is called behind the UI.
import type { Browser, Locator } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, launchBrowser, newPage } from './support/browser';
import { type FixtureSite, RECIPE_TITLE, startFixtureSite } from './support/fixture-site';
import { connectAndSyncFirstBoard, demoBaseURL } from './support/pinterest';
import { openSignedIn, registerViaApi } from './support/session';

let browser: Browser;
let site: FixtureSite;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), startFixtureSite()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** The first whole minute at least 25 s from now, as the time field wants it (UTC here). */
function justAhead(): { local: string; at: Date } {
  const minute = 60_000;
  const at = new Date(Math.ceil((Date.now() + 25_000) / minute) * minute);
  return { local: at.toISOString().slice(0, 16), at };
}

/** Share of the image's pixels close to the post's photo: its orange field or its green disc. */
async function shareOfPhotoColours(imageUrl: string): Promise<number> {
  const response = await fetch(new URL(imageUrl, demoBaseURL));
  expect(response.status).toBe(200);
  const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
    .removeAlpha()
    .resize(100, 150)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const near = (r: number, g: number, b: number, [R, G, B]: number[]) =>
    Math.abs(r - (R ?? 0)) + Math.abs(g - (G ?? 0)) + Math.abs(b - (B ?? 0)) < 60;
  let matching = 0;
  for (let offset = 0; offset < data.length; offset += info.channels) {
    const [r = 0, g = 0, b = 0] = [data[offset], data[offset + 1], data[offset + 2]];
    if (near(r, g, b, [0xe8, 0x75, 0x2a]) || near(r, g, b, [0x2f, 0x7d, 0x32])) matching += 1;
  }
  return matching / (info.width * info.height);
}

async function titleOf(card: Locator): Promise<string> {
  return ((await card.locator('h2').textContent()) ?? '').trim();
}

describe('pins from a link', () => {
  it('makes three variants from a post, links them to it and publishes one with its link', async () => {
    const session = await registerViaApi('from-link', 'starter');
    const page = await newPage(browser, demoBaseURL, { timezoneId: 'UTC' });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });

    // Connect Pinterest from Settings, then bring its boards in.
    await openSignedIn(page, session, '/settings/pinterest');
    const { board, boardName } = await connectAndSyncFirstBoard(page);

    // The blog is the board's default link.
    await board.getByRole('button', { name: `Edit board ${boardName}` }).click();
    const form = page.getByRole('dialog', { name: 'Edit board' });
    await form.getByLabel('Default link').fill(`${site.origin}/`);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await form.waitFor({ state: 'detached' });

    // A bad address is refused in words and kept in the field; the post's address makes 3 pins.
    await board.getByRole('button', { name: `Create from a link for board ${boardName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Create from a link' });
    const address = dialog.getByLabel('Page address');
    await address.fill('ftp://example.com/recipe');
    await dialog.getByRole('button', { name: 'Create pins' }).click();
    await dialog.getByText('Link must start with http:// or https://').waitFor();
    await expect(address.inputValue()).resolves.toBe('ftp://example.com/recipe');
    const postUrl = `${site.origin}/recipes/tuscan-white-bean-soup`;
    await address.fill(postUrl);
    await expect(dialog.getByLabel('Variants').inputValue()).resolves.toBe('3');
    await dialog.getByRole('button', { name: 'Create pins' }).click();
    const made = page.getByRole('dialog', { name: '3 pins made from the page' });
    await made.waitFor({ timeout: 60_000 });
    expect(site.requests).toEqual(
      expect.arrayContaining(['/recipes/tuscan-white-bean-soup', '/images/soup.jpg']),
    );
    await keepScreenshot(page, 'pins-from-link-made');
    await made.getByRole('link', { name: 'Go to Review' }).click();
    await page.getByRole('heading', { level: 1, name: 'Review Pins' }).waitFor();

    // Three variants: different titles from the post, each on its photo and linking to it.
    const cards = page.getByRole('list', { name: 'Pins to review' }).getByRole('article');
    await expect.poll(() => cards.count()).toBe(3);
    const host = new URL(site.origin).hostname;
    const titles: string[] = [];
    for (const card of await cards.all()) {
      titles.push(await titleOf(card));
      const link = card.getByRole('link', { name: `Link: ${host} (opens in a new tab)` });
      await expect(link.getAttribute('href')).resolves.toBe(postUrl);
      const src = await card.locator('img').first().getAttribute('src');
      expect(await shareOfPhotoColours(src ?? '')).toBeGreaterThan(0.3);
    }
    expect(new Set(titles).size).toBe(3);
    // Written from the post: every title uses its words ("Creamy Tuscan White Bean Soup").
    const postWords = RECIPE_TITLE.toLowerCase()
      .split(' ')
      .filter((word) => word.length > 3);
    for (const title of titles)
      expect(postWords.some((word) => title.toLowerCase().includes(word))).toBe(true);
    await keepScreenshot(page, 'pins-from-link-review');

    // The first for a time just ahead; the second without a time goes 48 hours after it, and says so.
    const withTitle = (title: string) =>
      cards.filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
    const first = withTitle(titles[0] as string);
    const when = justAhead();
    await first.getByRole('button', { name: 'Edit', exact: true }).click();
    await first.getByLabel('Scheduled time', { exact: true }).fill(when.local);
    await first.getByRole('button', { name: 'Save', exact: true }).click();
    await first.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect.poll(() => cards.count()).toBe(2);
    const second = withTitle(titles[1] as string);
    await second.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText(`at least 48 hours from “${titles[0]}” on this board`, { exact: false }).waitFor();
    await expect.poll(() => cards.count()).toBe(1);
    await keepScreenshot(page, 'pins-from-link-spaced');

    // The timeline shows the link; the publisher posts the pin with it.
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /Schedule/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Schedule Timeline' }).waitFor();
    const pin = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: titles[0] as string, exact: true }) });
    const shown = pin.getByRole('link', { name: `Link: ${host} (opens in a new tab)` });
    await expect(shown.getAttribute('href')).resolves.toBe(postUrl);
    await pin.getByText('Posted Successfully').waitFor({ timeout: 180_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(when.at.getTime());
    const view = pin.getByRole('link', { name: /^View on Pinterest/ });
    const [pinPage] = await Promise.all([page.context().waitForEvent('page'), view.click()]);
    await pinPage.getByRole('heading', { level: 1, name: titles[0] }).waitFor();
    await pinPage.getByText(`Links to ${postUrl}`).waitFor();
    await pinPage.close();
    await keepScreenshot(page, 'pins-from-link-posted');
    expect(dialogs).toEqual([]);
    await page.context().close();
  }, 300_000);

  it("follows a blog's feed from a board, and says in words when a feed cannot be read", async () => {
    const session = await registerViaApi('feeds', 'starter');
    const created = await fetch(`${demoBaseURL}/api/boards`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
      body: JSON.stringify({
        name: 'Weeknight Dinners',
        description: 'Quick comfort food',
        style_config: { style: 'modern', brandColors: ['#b45309'] },
      }),
    });
    expect(created.status).toBe(201);
    const page = await newPage(browser, demoBaseURL, { timezoneId: 'UTC' });
    await openSignedIn(page, session, '/boards');
    const board = page.getByRole('article').filter({ hasText: 'Weeknight Dinners' });
    await board.getByRole('button', { name: 'Feeds of board Weeknight Dinners' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feeds for “Weeknight Dinners”' });
    await dialog.getByText('This board follows no feeds yet.').waitFor();

    // A feed that is not there is refused in words, and nothing is followed.
    const address = dialog.getByLabel('Feed or sitemap address');
    await address.fill(`${site.origin}/gone.xml`);
    await dialog.getByRole('button', { name: 'Follow' }).click();
    await dialog.getByText('answered with HTTP 404', { exact: false }).waitFor();
    await expect(address.inputValue()).resolves.toBe(`${site.origin}/gone.xml`);

    // The blog's feed: read at once, its two articles waiting to become pins.
    await address.fill(`${site.origin}/feed.xml`);
    await dialog.getByRole('button', { name: 'Follow' }).click();
    const followed = dialog.getByRole('list', { name: 'Followed feeds' }).getByRole('listitem');
    await expect.poll(() => followed.count()).toBe(1);
    await followed.getByText('RSS feed').waitFor();
    await followed.getByText('0 made into pins · 2 waiting', { exact: false }).waitFor();
    expect(site.requests).toContain('/feed.xml');
    await keepScreenshot(page, 'pins-from-link-feeds');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    // The card counts the board's feeds (from GET /api/feeds, one request for every card).
    await board.getByRole('button', { name: 'Feeds of board Weeknight Dinners 1' }).waitFor();
    await keepScreenshot(page, 'boards-feed-count');
    await page.context().close();
  });
});
