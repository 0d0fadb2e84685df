// Pins from a link, end to end through the real routes against a fixture site on 127.0.0.1:
// the page's words, its photo, its link, the allowance taken per variant, the stream, ownership.
import { readdirSync } from 'node:fs';
import { and, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../../tests/factories/users';
import { COLLAGE_COLOURS, PHOTO_GREEN } from '../../../../tests/fixtures/pages/page-server';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import type { PagePinsEvent, Pin } from '../../../shared/api/pins';
import { pinGenerations, pins } from '../../db/schema';
import { reserveGeneration } from '../allowance';
import { pageSitePerFile, streamEvents, userWithBoardOf } from './test-support';

const site = pageSitePerFile();
let t: TestApp;

beforeEach(async () => {
  t = await createTestApp({ isAllowedOutboundAddress: (address) => address === '127.0.0.1' });
  return () => t.app.close();
});

/** A Pro user (8 pins a day) with a board; `plan` for other limits. */
const userWithBoard = (plan: 'pro' | 'starter' = 'pro') =>
  userWithBoardOf(
    t,
    {
      name: 'Baking Ideas',
      description: 'Cakes and bakes for the weekend',
      style_config: { style: 'modern', brandColors: ['#2F4858', '#F6AE2D'] },
    },
    { subscriptionPlan: plan },
  );

/** POST /api/generate-from-link (or its stream): pins for the board from the page at payload.url. */
const fromLink = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/generate-from-link', headers: bearer(token), payload });
const fromLinkStream = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/generate-from-link-stream', headers: bearer(token), payload });

const usedSlots = (workspaceId: string) =>
  t.db.select().from(pinGenerations).where(eq(pinGenerations.workspaceId, workspaceId));

const parseStream = (body: string) => streamEvents<PagePinsEvent>(body);

/** Share of the image's pixels within `tolerance` of `colour` on every channel. */
async function shareOfColour(png: Buffer, colour: { r: number; g: number; b: number }, tolerance = 30) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let near = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    if (
      Math.abs(r - colour.r) <= tolerance &&
      Math.abs(g - colour.g) <= tolerance &&
      Math.abs(b - colour.b) <= tolerance
    )
      near += 1;
  }
  return near / (info.width * info.height);
}

describe('POST /api/generate-from-link', () => {
  it('makes three variants of a recipe page: its words, its photo, its link, three slots used', async () => {
    const { token, workspaceId, boardId } = await userWithBoard();
    const url = `${site.origin}/recipes/lemon-drizzle-cake`;
    const response = await fromLink(token, { boardId, url });
    expect(response.statusCode).toBe(201);
    const made = response.json().pins as Pin[];
    expect(made).toHaveLength(3);
    expect(new Set(made.map((pin) => pin.title)).size).toBe(3);
    expect(new Set(made.map((pin) => pin.description)).size).toBe(3);
    for (const pin of made) {
      expect(pin).toMatchObject({ board_id: boardId, link: url, status: 'generated' });
      expect(pin.title.length).toBeLessThanOrEqual(100);
      expect(pin.title.toLowerCase()).toContain('lemon drizzle cake');
      expect(pin.description.length).toBeGreaterThanOrEqual(150);
      expect(pin.description.length).toBeLessThanOrEqual(500);
      expect(pin.description.toLowerCase()).toMatch(/lemon/);
      expect(pin.description).toMatch(/#\w+/);
      expect(pin.alt_text.length).toBeLessThanOrEqual(500);
      expect(pin.alt_text).toContain('photo from Marlow Kitchen');
    }
    // The page's own words, not the board's template: a sentence of the recipe is quoted.
    expect(made.some((pin) => /syrup|glaze|sponge|skewer|grandmother/.test(pin.description))).toBe(true);

    const rows = await t.db.select().from(pins).where(eq(pins.workspaceId, workspaceId));
    expect(rows.map((row) => row.sourceUrl)).toEqual([url, url, url]);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.imageHash ?? ''))).toBe(true);
    const confirmed = await t.db
      .select()
      .from(pinGenerations)
      .where(and(eq(pinGenerations.workspaceId, workspaceId), isNotNull(pinGenerations.pinId)));
    expect(confirmed.map((slot) => slot.pinId).sort()).toEqual(made.map((pin) => pin.id).sort());
    const usage = await t.app.inject({ method: 'GET', url: '/api/user/usage', headers: bearer(token) });
    expect(usage.json().day.used).toBe(3);

    // The artwork is the page's photo: 1000×1500, mostly its green field (the title sits on some).
    const image = await t.app.inject({ method: 'GET', url: made[0]?.filepath ?? '' });
    const png = image.rawPayload;
    expect(await sharp(png).metadata()).toMatchObject({ width: 1000, height: 1500 });
    expect(await shareOfColour(png, PHOTO_GREEN)).toBeGreaterThan(0.3);
    expect(site.requests).toContain('/images/lemon-cake.jpg');
    // The 32-pixel icon in the article is never a candidate.
    expect(site.requests).not.toContain('/images/icon.png');
  });

  it('makes as many variants as asked, and reads a page in its own charset', async () => {
    const { token, boardId } = await userWithBoard();
    const response = await fromLink(token, { boardId, url: `${site.origin}/latin1`, count: 1 });
    expect(response.statusCode).toBe(201);
    const [pin] = response.json().pins as Pin[];
    expect(pin?.title).toContain('Crème brûlée');
    expect(pin?.description).toMatch(/caramélis/);
  });

  it("takes the article's largest image when the page names none", async () => {
    const { token, boardId } = await userWithBoard();
    const response = await fromLink(token, { boardId, url: `${site.origin}/gallery/post`, count: 1 });
    expect(response.statusCode).toBe(201);
    // The largest image first, and only it: the board's template has one frame (a collage's board
    // fetches the next photos too, tested with the /collage page).
    expect(site.requests).toEqual(['/gallery/post', '/gallery/big/table.jpg']);
    const [pin] = response.json().pins as Pin[];
    const image = await t.app.inject({ method: 'GET', url: pin?.filepath ?? '' });
    expect(await shareOfColour(image.rawPayload, PHOTO_GREEN)).toBeGreaterThan(0.3);
  });

  it('refuses more variants than the allowance leaves (429 saying how many), and uses nothing', async () => {
    const { token, workspaceId, boardId } = await userWithBoard('starter');
    // Starter: 3 pins a day; one already made today.
    const earlier = await reserveGeneration({ db: t.db, workspaceId, now: t.app.clock.now() });
    const response = await fromLink(token, {
      boardId,
      url: `${site.origin}/recipes/lemon-drizzle-cake`,
      count: 3,
    });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({
      code: 'quota_exceeded',
      error: 'Your plan has 2 pins left today and you asked for 3. Choose 2 or fewer.',
    });
    expect((await usedSlots(workspaceId)).map((slot) => slot.id)).toEqual([earlier.id]);
    expect(site.requests).toEqual([]);
  });

  it("answers 404 for another user's board, fetching nothing", async () => {
    const owner = await userWithBoard();
    const other = await createUser(t.db, { subscriptionPlan: 'pro' });
    for (const route of ['/api/generate-from-link', '/api/generate-from-link-stream']) {
      const response = await t.app.inject({
        method: 'POST',
        url: route,
        headers: bearer(other.token),
        payload: { boardId: owner.boardId, url: `${site.origin}/recipes/lemon-drizzle-cake` },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('Board not found');
    }
    expect(await usedSlots(other.workspaceId)).toEqual([]);
    expect(site.requests).toEqual([]);
  });
});

describe('POST /api/generate-from-link-stream', () => {
  it('reports fetch first, then image, text, compose and save, then the pins', async () => {
    const { token, boardId } = await userWithBoard();
    const url = `${site.origin}/recipes/lemon-drizzle-cake`;
    const response = await fromLinkStream(token, { boardId, url, count: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = parseStream(response.body);
    const stages = [...new Set(events.flatMap((e) => (e.type === 'progress' ? [e.stage] : [])))];
    expect(stages).toEqual(['fetch', 'image', 'text', 'compose', 'save']);
    const percents = events.flatMap((e) => (e.type === 'progress' ? [e.percent] : []));
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    const last = events.at(-1);
    if (last?.type !== 'complete') throw new Error(`stream ended with ${JSON.stringify(last)}`);
    expect(last.data.map((pin) => pin.link)).toEqual([url, url]);
  });

  it('ends with an error event for a page that cannot be read, and gives every slot back', async () => {
    const { token, workspaceId, boardId } = await userWithBoard();
    const response = await fromLinkStream(token, { boardId, url: `${site.origin}/gone`, count: 3 });
    expect(response.statusCode).toBe(200);
    const events = parseStream(response.body);
    expect(events.at(-1)).toEqual({
      type: 'error',
      message: 'The link answered with HTTP 404',
      code: 'validation_error',
    });
    expect(await usedSlots(workspaceId)).toEqual([]);
    expect(readdirSync(t.mediaDir)).toEqual([]);
  });
});

describe('a collage from a link', () => {
  /** The colour of each of minimalist-collage's four frames, near its outer corner (clear of the title). */
  async function frameColours(url: string): Promise<string[]> {
    const { token, boardId } = await userWithBoardOf(
      t,
      {
        name: 'Cabins',
        style_config: { style: 'minimalist', brandColors: ['#2F4858'], templates: ['minimalist-collage'] },
      },
      { subscriptionPlan: 'pro' },
    );
    const response = await fromLink(token, { boardId, url, count: 1 });
    expect(response.statusCode, response.body).toBe(201);
    const pin = (response.json().pins as Pin[])[0];
    const image = await t.app.inject({ method: 'GET', url: pin?.filepath ?? '' });
    const { data, info } = await sharp(image.rawPayload)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const hex = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return `#${[...data.subarray(at, at + 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    };
    return [hex(60, 60), hex(940, 60), hex(60, 1440), hex(940, 1440)];
  }
  const near = (hex: string, target: string) =>
    [1, 3, 5].every(
      (i) =>
        Math.abs(Number.parseInt(hex.slice(i, i + 2), 16) - Number.parseInt(target.slice(i, i + 2), 16)) <=
        12,
    );

  it("shows the page's photos in its frames, each its own, and repeats them when there are fewer", async () => {
    const frames = await frameColours(`${site.origin}/collage`);
    // Three photos for four frames: the page's order, then the first again.
    const expected = [...COLLAGE_COLOURS, COLLAGE_COLOURS[0]];
    expect(
      frames.map((colour, index) => near(colour, expected[index] ?? '')),
      frames.join(' '),
    ).toEqual([true, true, true, true]);

    // A page with one photo: every frame shows it rather than an empty cell.
    const single = await frameColours(`${site.origin}/recipes/lemon-drizzle-cake`);
    const green = `#${[PHOTO_GREEN.r, PHOTO_GREEN.g, PHOTO_GREEN.b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    expect(
      single.map((colour) => near(colour, green)),
      single.join(' '),
    ).toEqual([true, true, true, true]);
  });
});
