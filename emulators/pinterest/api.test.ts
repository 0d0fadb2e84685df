import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PinterestEmulator, startPinterestEmulator } from './server';
import { call, pngBase64 } from './test-support';

let emulator: PinterestEmulator;
let token: string;
let png: string;
beforeAll(async () => {
  emulator = await startPinterestEmulator({ port: 0, boards: 60 });
  png = await pngBase64();
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  token = emulator.issueTokens().access_token;
});

const get = (path: string) => call(emulator, 'GET', path, { token });
const post = (path: string, json: unknown) => call(emulator, 'POST', path, { token, json });
const firstBoardId = () => (emulator.boards()[0] as { id: string }).id;

function pinBody(overrides: Record<string, unknown> = {}) {
  return {
    board_id: firstBoardId(),
    title: '10 Cozy Soups for Autumn',
    description: 'Warm, simple soups for cold evenings. Save for later.',
    alt_text: 'A bowl of pumpkin soup on a wooden table.',
    link: 'https://pinloom.example/soups',
    media_source: { source_type: 'image_base64', content_type: 'image/png', data: png },
    ...overrides,
  };
}

describe('Pinterest emulator API', () => {
  it('pages through 60 boards with bookmarks: 25, 25, 10, none repeated or missing', async () => {
    const seen: string[] = [];
    const sizes: number[] = [];
    let bookmark: string | null = null;
    do {
      const query: string = bookmark ? `&bookmark=${encodeURIComponent(bookmark)}` : '';
      const page = await get(`/v5/boards?page_size=25${query}`);
      expect(page.status).toBe(200);
      sizes.push(page.body.items.length);
      seen.push(...page.body.items.map((board: { id: string }) => board.id));
      bookmark = page.body.bookmark;
    } while (bookmark);
    expect(sizes).toEqual([25, 25, 10]);
    expect(new Set(seen).size).toBe(60);
    expect(seen).toEqual(emulator.boards().map((board) => (board as { id: string }).id));
  });

  it('defaults to 25 boards a page and enforces the file limits on page_size and bookmark', async () => {
    expect((await get('/v5/boards')).body.items).toHaveLength(25);
    const tooBig = await get('/v5/boards?page_size=251');
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toContain('page_size');
    expect((await get('/v5/boards?bookmark=not-a-bookmark')).status).toBe(400);
  });

  it('creates a board and finds it by id and in the list', async () => {
    const created = await post('/v5/boards', { name: 'Pinloom Test Board', description: 'Made in a test' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Pinloom Test Board', privacy: 'PUBLIC', pin_count: 0 });
    const found = await get(`/v5/boards/${created.body.id}`);
    expect(found.body.name).toBe('Pinloom Test Board');
    const last = await get('/v5/boards?page_size=250');
    expect(last.body.items.at(-1).id).toBe(created.body.id);
    expect((await post('/v5/boards', { name: 'pinloom test board' })).status).toBe(409);
    expect((await get('/v5/boards/1')).status).toBe(404);
  });

  it('creates a pin from a base64 PNG, lists it on its board and serves its image', async () => {
    const created = await post('/v5/pins', pinBody());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      board_id: firstBoardId(),
      title: '10 Cozy Soups for Autumn',
      alt_text: 'A bowl of pumpkin soup on a wooden table.',
      link: 'https://pinloom.example/soups',
      media: { media_type: 'image' },
    });
    expect((await get(`/v5/pins/${created.body.id}`)).body.id).toBe(created.body.id);
    const listed = await get(`/v5/boards/${firstBoardId()}/pins`);
    expect(listed.body.items.map((pin: { id: string }) => pin.id)).toEqual([created.body.id]);
    expect(listed.body.bookmark).toBeNull();

    const image = await fetch(created.body.media.images['600x'].url);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 100, 150]);
    expect((await get(`/v5/boards/${firstBoardId()}`)).body.pin_count).toBe(1);
  });

  it('creates a pin from an image_url it can fetch, and refuses one it cannot', async () => {
    const url = `${emulator.url}/media/profile.png`;
    const created = await post('/v5/pins', pinBody({ media_source: { source_type: 'image_url', url } }));
    expect(created.status).toBe(201);
    const missing = `${emulator.url}/media/404.png`;
    const refused = await post(
      '/v5/pins',
      pinBody({ media_source: { source_type: 'image_url', url: missing } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('media_source');
  });

  it('refuses base64 data that is not an image, or not the content_type it claims', async () => {
    const text = Buffer.from('not an image at all').toString('base64');
    const notImage = { source_type: 'image_base64', content_type: 'image/png', data: text };
    expect((await post('/v5/pins', pinBody({ media_source: notImage }))).status).toBe(400);
    const jpegClaim = { source_type: 'image_base64', content_type: 'image/jpeg', data: png };
    const mismatch = await post('/v5/pins', pinBody({ media_source: jpegClaim }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toContain('image/jpeg');
  });

  it('refuses invalid pin bodies: OpenAPI violations are named and logged', async () => {
    const noBoard = await post('/v5/pins', pinBody({ board_id: undefined }));
    expect(noBoard.status).toBe(400);
    expect(noBoard.body.message).toContain('board_id');

    const badBody = await post('/v5/pins', pinBody({ title: 'x'.repeat(101), board_id: 'abc' }));
    expect(badBody.status).toBe(400);
    expect(badBody.body.message).toContain('/title must NOT have more than 100 characters');
    const violations = emulator.requests().at(-1)?.requestViolations ?? [];
    expect(violations).toContain('/board_id must match pattern "^\\d+$"');

    const badSource = await post(
      '/v5/pins',
      pinBody({ media_source: { source_type: 'image_gif', url: 'x' } }),
    );
    expect(badSource.status).toBe(400);
    expect(emulator.pins()).toHaveLength(0);
  });

  it('answers 404 for a pin on a board that does not exist', async () => {
    expect((await post('/v5/pins', pinBody({ board_id: '42' }))).status).toBe(404);
    expect((await get('/v5/pins/42')).status).toBe(404);
  });

  it('pages through a board’s pins newest first', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await post('/v5/pins', pinBody({ title: `Pin ${i}` }))).body.id);
    const first = await get(`/v5/boards/${firstBoardId()}/pins?page_size=3`);
    const second = await get(`/v5/boards/${firstBoardId()}/pins?page_size=3&bookmark=${first.body.bookmark}`);
    const listed = [...first.body.items, ...second.body.items].map((pin: { id: string }) => pin.id);
    expect(listed).toEqual(ids.reverse());
    expect(second.body.bookmark).toBeNull();
  });

  it('shows a demo page of boards and published pins, labelled as simulated', async () => {
    await post('/v5/pins', pinBody({ title: 'Soup <script>alert(1)</script>' }));
    const page = await fetch(`${emulator.url}/demo`);
    const html = await page.text();
    expect(html).toContain('Demo mode: Pinterest is simulated');
    expect(html).toContain('Cozy Autumn Recipes');
    expect(html).toContain('Soup &lt;script&gt;');
    expect(html).not.toMatch(/<script/i);
    const pinId = (emulator.pins()[0] as { id: string }).id;
    expect(html).toContain(`src="/media/${pinId}"`);
    expect((await fetch(`${emulator.url}/assets/emulator.css`)).headers.get('content-type')).toContain(
      'text/css',
    );
  });
});
