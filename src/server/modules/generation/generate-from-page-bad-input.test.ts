// Bad input for pins from a link (ADR 0022): each is a clear 400 (or pins with painted artwork,
// for an image that cannot be used), never a 500, with the allowance given back and no file left.
import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer } from '../../../../tests/factories/users';
import { refusedLinks } from '../../../../tests/fixtures/refused-links';
import { resolverFor } from '../../../../tests/setup/resolver';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import type { PagePinsEvent, Pin } from '../../../shared/api/pins';
import { pinGenerations, pins } from '../../db/schema';
import { pageSitePerFile, streamEvents, userWithBoardOf } from './test-support';

const site = pageSitePerFile();
let t: TestApp;

beforeEach(async () => {
  t = await createTestApp({
    isAllowedOutboundAddress: (address) => address === '127.0.0.1',
    resolveHost: resolverFor({ 'private.example': ['10.0.0.7'] }),
  });
  return () => t.app.close();
});

const userWithBoard = () =>
  userWithBoardOf(
    t,
    {
      name: 'Soups',
      description: 'Warming soups',
      style_config: { style: 'bold', brandColors: ['#222222'] },
    },
    { subscriptionPlan: 'pro' },
  );

async function generate(url: unknown, route = '/api/generate-from-link') {
  const owner = await userWithBoard();
  const response = await t.app.inject({
    method: 'POST',
    url: route,
    headers: bearer(owner.token),
    payload: { boardId: owner.boardId, url, count: 2 },
  });
  const slots = await t.db
    .select()
    .from(pinGenerations)
    .where(eq(pinGenerations.workspaceId, owner.workspaceId));
  const made = await t.db.select().from(pins).where(eq(pins.workspaceId, owner.workspaceId));
  return { response, slots, made };
}

describe('a link refused before anything is reserved or fetched', () => {
  it.each([
    ...refusedLinks,
    ['empty', '', 'Paste the address of a page, like https://example.com/post'],
    ['null', null, 'Paste the address of a page, like https://example.com/post'],
  ])('%s', async (_name, url, message) => {
    const { response, slots } = await generate(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error' });
    expect(response.json().error).toContain(message);
    expect(slots).toEqual([]);
    expect(site.requests).toEqual([]);
  });

  it.each([0, 6, 2.5, '3'])('a count of %j', async (count) => {
    const owner = await userWithBoard();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/generate-from-link',
      headers: bearer(owner.token),
      payload: { boardId: owner.boardId, url: `${site.origin}/recipes/lemon-drizzle-cake`, count },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('count must be a whole number from 1 to 5');
  });
});

describe('a page that cannot be read: 400, every slot given back, no file left', () => {
  it.each([
    ['https://nowhere.example/post', 'The link names a host that could not be found (nowhere.example)'],
    [
      'https://private.example/post',
      'The link must point to a public address; it is a private or reserved address (private.example resolves to 10.0.0.7)',
    ],
    [
      'http://10.0.0.1/admin',
      'The link must point to a public address; 10.0.0.1 is a private or reserved address',
    ],
    ['/gone', 'The link answered with HTTP 404'],
    ['/never-ends', 'The link is larger than 5 MB'],
    ['/bomb', 'The link is larger than 5 MB'],
    ['/deep', 'The link is nested too deeply to read (over 256 levels)'],
    ['/pdf', 'The link is not a web page (it is application/pdf)'],
  ])('%s', async (path, message) => {
    const url = path.startsWith('/') ? `${site.origin}${path}` : path;
    const { response, slots, made } = await generate(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_error' });
    expect(response.json().error).toContain(message);
    expect(slots).toEqual([]);
    expect(made).toEqual([]);
    expect(readdirSync(t.mediaDir)).toEqual([]);
  });
});

describe('an og:image that cannot be used: pins with painted artwork, and the stream says so', () => {
  it.each([
    ['/wide-image', 'is an image too large to use'],
    ['/page-as-image', 'not an image'],
  ])('%s', async (path, reason) => {
    const { response, slots, made } = await generate(
      `${site.origin}${path}`,
      '/api/generate-from-link-stream',
    );
    expect(response.statusCode).toBe(200);
    const events = streamEvents<PagePinsEvent>(response.body);
    const notice = events.find(
      (e) => e.type === 'progress' && e.message.includes('painting artwork instead'),
    );
    expect(notice?.type === 'progress' && notice.message).toContain(reason);
    const last = events.at(-1);
    if (last?.type !== 'complete') throw new Error(`stream ended with ${JSON.stringify(last)}`);
    expect(last.data.map((pin: Pin) => pin.title)).toHaveLength(2);
    expect(made).toHaveLength(2);
    expect(slots.every((slot) => slot.pinId !== null)).toBe(true);
    // Each alt text says the artwork was painted, not the page's photo.
    expect(made.every((pin) => pin.altText.startsWith('Artwork for'))).toBe(true);
  });
});
