// Boards, pins, failures and the OpenAPI contract of what the client sends, against the emulator.
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkQuery, validateAgainstOpenApi } from '../../../../emulators/pinterest/openapi-check';
import { type PinterestEmulator, startPinterestEmulator } from '../../../../emulators/pinterest/server';
import { clientFor, configFor, failure, recordingFetch } from './test-support';
import type { NewPin, Pin, PinterestConnectionConfig } from './types';

let emulator: PinterestEmulator;
let config: PinterestConnectionConfig;
let png: string;
beforeAll(async () => {
  emulator = await startPinterestEmulator({ port: 0, boards: 60 });
  config = configFor(emulator);
  const image = sharp({ create: { width: 100, height: 150, channels: 3, background: '#e60023' } });
  png = (await image.png().toBuffer()).toString('base64');
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

const newPin = (boardId: string, title: string): NewPin => ({
  boardId,
  title,
  description: 'A crusty loaf with an open crumb. #sourdough #baking',
  altText: 'A loaf of sourdough bread on a board',
  link: 'https://pinloom.example/recipes/sourdough',
  image: { base64: png, contentType: 'image/png' },
});

describe('boards', () => {
  it('lists every board over three pages, each exactly once', async () => {
    const { client } = await clientFor(config, { pageSize: 25 });
    emulator.clearRequests();
    const boards = await client.listAllBoards();
    expect(emulator.requests().filter((r) => r.path === '/v5/boards')).toHaveLength(3);
    const ids = boards.map((board) => board.id);
    expect(new Set(ids).size).toBe(60);
    expect(ids.sort()).toEqual(
      emulator
        .boards()
        .map((board) => (board as { id: string }).id)
        .sort(),
    );
  });

  it('creates a board', async () => {
    const { client } = await clientFor(config);
    const board = await client.createBoard({
      name: 'Weekend Baking',
      description: 'Breads',
      privacy: 'SECRET',
    });
    expect(board).toMatchObject({ name: 'Weekend Baking', description: 'Breads', privacy: 'SECRET' });
    expect(emulator.boards()).toContainEqual(
      expect.objectContaining({ id: board.id, name: 'Weekend Baking' }),
    );
  });

  it("fails a duplicate board with Pinterest's message", async () => {
    const { client } = await clientFor(config);
    const [first] = await client.listAllBoards();
    const error = await failure(client.createBoard({ name: first?.name ?? '' }));
    expect(error).toMatchObject({
      kind: 'client',
      status: 409,
      message: 'You already have a board with this name.',
    });
  });
});

describe('pins', () => {
  it('creates a pin from base64 and finds it on its board', async () => {
    const { client } = await clientFor(config);
    const [board] = await client.listAllBoards();
    const boardId = board?.id ?? '';
    const pin = await client.createPin(newPin(boardId, 'Easy Sourdough'));
    expect(pin).toMatchObject({ board_id: boardId, title: 'Easy Sourdough' });
    expect(emulator.pins()).toEqual([expect.objectContaining({ id: pin.id, title: 'Easy Sourdough' })]);
    expect(await client.getPin(pin.id)).toMatchObject({
      id: pin.id,
      alt_text: 'A loaf of sourdough bread on a board',
    });
    expect((await client.listBoardPins(boardId)).map((p) => p.id)).toEqual([pin.id]);
  });

  it('creates a pin from a public image URL', async () => {
    const { client } = await clientFor(config);
    const [board] = await client.listAllBoards();
    const first = await client.createPin(newPin(board?.id ?? '', 'From base64'));
    const url = `${emulator.url}/media/${first.id}`;
    const second = await client.createPin({ ...newPin(board?.id ?? '', 'From a URL'), image: { url } });
    expect(second.title).toBe('From a URL');
    expect(emulator.pins()).toHaveLength(2);
  });

  it('findBoardPin reads pages only until it finds the pin', async () => {
    const { client } = await clientFor(config, { pageSize: 2 });
    const [board] = await client.listAllBoards();
    const boardId = board?.id ?? '';
    for (const title of ['One', 'Two', 'Three', 'Four', 'Five'])
      await client.createPin(newPin(boardId, title));
    emulator.clearRequests();
    const byTitle = (title: string) => (pin: Pin) => pin.title === title;
    // Boards list newest first, so the pin just posted is on the first page.
    const found = await client.findBoardPin(boardId, byTitle('Five'));
    expect(found?.title).toBe('Five');
    const pagesRead = emulator.requests().length;
    expect(pagesRead).toBe(1);
    expect(await client.findBoardPin(boardId, byTitle('Never posted'))).toBeNull();
    expect(emulator.requests().length - pagesRead).toBe(3);
  });

  it('after a lost answer, the pin can be found before posting again', async () => {
    const { client } = await clientFor(config, { timeoutMs: 300 });
    const [board] = await client.listAllBoards();
    emulator.setFault({ mode: 'timeout', delayMs: 1000, paths: '^/v5/pins$', times: 1 });
    const error = await failure(client.createPin(newPin(board?.id ?? '', 'Maybe posted')));
    expect(error).toMatchObject({ kind: 'timeout', retryable: true });
    const found = await client.findBoardPin(board?.id ?? '', (pin) => pin.title === 'Maybe posted');
    expect(found?.id).toBe((emulator.pins()[0] as { id: string }).id);
  });
});

describe('failures', () => {
  it('reads 429 as rate_limited with Retry-After, without retrying', async () => {
    const { client } = await clientFor(config);
    emulator.setFault({ mode: '429', retryAfterSeconds: 7, paths: ['/v5/user_account'] });
    emulator.clearRequests();
    const error = await failure(client.userAccount());
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429, retryAfterSeconds: 7 });
    expect(emulator.requests()).toHaveLength(1);
  });

  it('reads 500 as server', async () => {
    const { client } = await clientFor(config);
    emulator.setFault({ mode: '500', paths: ['/v5/boards'] });
    expect(await failure(client.listAllBoards())).toMatchObject({ kind: 'server', status: 500 });
  });

  it('times out a slow answer', async () => {
    const { client } = await clientFor(config, { timeoutMs: 200 });
    emulator.setFault({ mode: 'slow', delayMs: 2000, paths: ['/v5/user_account'] });
    const error = await failure(client.userAccount());
    expect(error).toMatchObject({ kind: 'timeout', status: null });
  });
});

describe('the OpenAPI file', () => {
  it('accepts every request the client sends and every answer it reads', async () => {
    const recorder = recordingFetch();
    const { client, store } = await clientFor(config, { fetch: recorder.fetch, pageSize: 25 });
    // Expired: the next call refreshes first, so the refresh grant is checked too.
    await store.saveTokens({ ...store.current(), accessTokenExpiresAt: new Date() });
    const board = await client.createBoard({ name: 'Contract', description: 'Checked', privacy: 'PUBLIC' });
    await client.userAccount();
    await client.listAllBoards();
    const pin = await client.createPin(newPin(board.id, 'Contract pin'));
    await client.getPin(pin.id);
    await client.listBoardPins(board.id);
    // Analytics (issue 29): the emulator reads the real clock, so the range is built from it.
    const today = new Date().toISOString().slice(0, 10);
    const range = {
      startDate: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10),
      endDate: today,
    };
    expect((await client.pinAnalytics(pin.id, range)).map((day) => day.date)).toEqual([today]);
    const bulk = await client.multiPinAnalytics([pin.id, '999999999'], range);
    // Pinterest answers for the pins it holds: the unknown one is left out.
    expect([...bulk.keys()]).toEqual([pin.id]);
    expect(bulk.get(pin.id)?.[0]).toMatchObject({ date: today, impression: expect.any(Number) });
    expect((await client.accountAnalytics(range)).map((day) => day.date)).toContain(today);

    const operations = recorder.sent.map((r) => `${r.method} ${r.url.pathname}`);
    expect(operations).toContain('POST /v5/oauth/token');
    expect(operations).toContain('POST /v5/pins');
    expect(operations).toContain('GET /v5/pins/analytics');
    for (const { method, url, body, response } of recorder.sent) {
      const where = `${method} ${url.pathname}`;
      const request = validateAgainstOpenApi({ method, path: url.pathname, body, kind: 'request' });
      expect(request.errors, `${where} request`).toEqual([]);
      expect(checkQuery(method, url.pathname, url.searchParams), `${where} query`).toEqual([]);
      const answer = await response.json();
      const verdict = validateAgainstOpenApi({
        method,
        path: url.pathname,
        status: response.status,
        body: answer,
        kind: 'response',
      });
      expect(verdict.errors, `${where} response`).toEqual([]);
    }
    expect(emulator.requests().filter((r) => r.requestViolations?.length)).toEqual([]);
  });
});
