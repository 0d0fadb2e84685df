// Demo mode keeps the simulated account in a folder: a restart must find the same boards, the
// pins published to them (with their images), and the grant Pinloom holds, rotation included.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type PinterestEmulator, startPinterestEmulator } from './server';
import { basicOf, call, connect, pngBase64 } from './test-support';

let dataDir: string;
const running: PinterestEmulator[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pinterest-emulator-'));
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((emulator) => emulator.close()));
  await rm(dataDir, { recursive: true, force: true });
});

async function start(options: { publicUrl?: string } = {}): Promise<PinterestEmulator> {
  const emulator = await startPinterestEmulator({ port: 0, dataDir, ...options });
  running.push(emulator);
  return emulator;
}

async function restart(emulator: PinterestEmulator, options: { publicUrl?: string } = {}) {
  await emulator.close();
  running.splice(running.indexOf(emulator), 1);
  return start(options);
}

describe('Pinterest emulator with a data folder', () => {
  it('keeps boards, published pins and their images, and live tokens across a restart', async () => {
    const first = await start();
    const tokens = await connect(first);
    const boardIds = (first.boards() as Array<{ id: string }>).map((board) => board.id);
    const created = await call(first, 'POST', '/v5/pins', {
      token: tokens.access_token,
      json: {
        board_id: boardIds[0],
        title: 'Kept over a restart',
        media_source: { source_type: 'image_base64', content_type: 'image/png', data: await pngBase64() },
      },
    });
    expect(created.status).toBe(201);

    const second = await restart(first);
    expect((second.boards() as Array<{ id: string }>).map((board) => board.id)).toEqual(boardIds);
    const account = await call(second, 'GET', '/v5/user_account', { token: tokens.access_token });
    expect(account.status).toBe(200);
    const listed = await call(second, 'GET', `/v5/boards/${boardIds[0]}/pins`, {
      token: tokens.access_token,
    });
    expect(listed.body.items.map((pin: { id: string }) => pin.id)).toEqual([created.body.id]);
    const image = await fetch(`${second.url}/media/${created.body.id}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(50);
    // A new pin after the restart gets a new id, not the restored pin's.
    const next = await call(second, 'POST', '/v5/pins', {
      token: tokens.access_token,
      json: {
        board_id: boardIds[0],
        title: 'After the restart',
        media_source: { source_type: 'image_base64', content_type: 'image/png', data: await pngBase64() },
      },
    });
    expect(next.status).toBe(201);
    expect(next.body.id).not.toBe(created.body.id);
  });

  it('keeps refresh rotation: the rotated token works after a restart, the spent one does not', async () => {
    const first = await start();
    const tokens = await connect(first);
    const rotated = await call(first, 'POST', '/v5/oauth/token', {
      basic: basicOf(first),
      form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
    });
    expect(rotated.status).toBe(200);

    const second = await restart(first);
    const spent = await call(second, 'POST', '/v5/oauth/token', {
      basic: basicOf(second),
      form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
    });
    expect(spent.status).toBe(400);
    const again = await call(second, 'POST', '/v5/oauth/token', {
      basic: basicOf(second),
      form: { grant_type: 'refresh_token', refresh_token: rotated.body.refresh_token },
    });
    expect(again.status).toBe(200);
  });

  it('keeps the second account: its boards, pins and connection', async () => {
    const first = await start();
    const tokens = await connect(first, 'pinloom_shop');
    const boardIds = (first.boards('pinloom_shop') as Array<{ id: string }>).map((board) => board.id);
    const created = await call(first, 'POST', '/v5/pins', {
      token: tokens.access_token,
      json: {
        board_id: boardIds[2],
        title: 'A shop pin kept over a restart',
        media_source: { source_type: 'image_base64', content_type: 'image/png', data: await pngBase64() },
      },
    });
    expect(created.status).toBe(201);

    const second = await restart(first);
    expect((second.boards('pinloom_shop') as Array<{ id: string }>).map((board) => board.id)).toEqual(
      boardIds,
    );
    expect((second.pins('pinloom_shop') as Array<{ id: string }>).map((pin) => pin.id)).toEqual([
      created.body.id,
    ]);
    expect(second.pins()).toEqual([]);
    const rotated = await call(second, 'POST', '/v5/oauth/token', {
      basic: basicOf(second),
      form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
    });
    const account = await call(second, 'GET', '/v5/user_account', { token: rotated.body.access_token });
    expect(account.body).toMatchObject({ username: 'pinloom_shop', pin_count: 1 });
    const state = JSON.parse(await readFile(path.join(dataDir, 'state.json'), 'utf8'));
    expect(state.version).toBe(2);
  });

  it('restores a one-account (version 1) folder into pinloom_demo and seeds pinloom_shop', async () => {
    const board = {
      id: '549755885175',
      name: 'Cozy Autumn Recipes',
      description: 'Soups, bakes and warm drinks for cold evenings.',
      privacy: 'PUBLIC',
      createdAt: '2025-01-02T10:00:00.000Z',
      pinsModifiedAt: '2025-01-03T10:00:00.000Z',
    };
    const made = { ...board, id: '549755885178', name: 'Made in Pinloom', description: null };
    const pin = {
      id: '813744226420795884',
      boardId: board.id,
      title: 'Published before the second account',
      description: null,
      altText: null,
      link: null,
      dominantColor: null,
      createdAt: '2025-01-03T10:00:00.000Z',
      image: { contentType: 'image/png', width: 100, height: 150 },
    };
    const far = Date.now() + 86_400_000;
    // As the one-account emulator wrote it: records at the top of `store`, grants without an account.
    const v1 = {
      version: 1,
      store: {
        boards: [board, made],
        pins: [pin],
        nextBoardId: '549755885179',
        nextPinId: '813744226420795885',
      },
      tokens: {
        grants: [
          { id: 3, clientId: '1500000', scope: 'user_accounts:read,boards:read,pins:read', revoked: false },
        ],
        codes: [],
        access: [['pina_old', 3, far]],
        refresh: [['pinr_old', 3, far]],
      },
    };
    await writeFile(path.join(dataDir, 'state.json'), JSON.stringify(v1));
    await mkdir(path.join(dataDir, 'media'), { recursive: true });
    await writeFile(path.join(dataDir, 'media', `${pin.id}.img`), Buffer.from(await pngBase64(), 'base64'));

    const emulator = await start();
    expect((emulator.boards() as Array<{ id: string }>).map((b) => b.id)).toEqual([board.id, made.id]);
    expect((emulator.pins() as Array<{ id: string }>).map((p) => p.id)).toEqual([pin.id]);
    const shop = (emulator.boards('pinloom_shop') as Array<{ id: string; name: string }>).map((b) => [
      b.id,
      b.name,
    ]);
    expect(shop).toEqual([
      ['549755885179', 'Handmade Jewelry'],
      ['549755885180', 'Shop Updates'],
      ['549755885181', 'Gift Guides'],
    ]);
    const account = await call(emulator, 'GET', '/v5/user_account', { token: 'pina_old' });
    expect(account.body).toMatchObject({ username: 'pinloom_demo', board_count: 2, pin_count: 1 });
    const listed = await call(emulator, 'GET', `/v5/boards/${board.id}/pins`, { token: 'pina_old' });
    expect(listed.body.items.map((p: { id: string }) => p.id)).toEqual([pin.id]);
    expect((await fetch(`${emulator.url}/media/${pin.id}`)).status).toBe(200);
    const refreshed = await call(emulator, 'POST', '/v5/oauth/token', {
      basic: basicOf(emulator),
      form: { grant_type: 'refresh_token', refresh_token: 'pinr_old' },
    });
    const again = await call(emulator, 'GET', '/v5/user_account', { token: refreshed.body.access_token });
    expect(again.body.username).toBe('pinloom_demo');

    // Upgraded on the spot: a restart finds the same seeded shop boards, not new ones.
    const saved = JSON.parse(await readFile(path.join(dataDir, 'state.json'), 'utf8'));
    expect(saved.version).toBe(2);
    const second = await restart(emulator);
    const shopAfter = (second.boards('pinloom_shop') as Array<{ id: string; name: string }>).map((b) => [
      b.id,
      b.name,
    ]);
    expect(shopAfter).toEqual(shop);
  });

  it('keeps a revoked grant revoked', async () => {
    const first = await start();
    const tokens = await connect(first);
    first.revokeAllTokens();
    const second = await restart(first);
    const account = await call(second, 'GET', '/v5/user_account', { token: tokens.access_token });
    expect(account.status).toBe(401);
  });

  it('gives browsers addresses under the public URL, which stay the same on another port', async () => {
    const first = await start({ publicUrl: '/pinterest-demo' });
    const tokens = await connect(first);
    const before = await call(first, 'GET', '/v5/user_account', { token: tokens.access_token });
    expect(before.body.profile_image).toBe('/pinterest-demo/media/profile.png');
    const second = await restart(first, { publicUrl: '/pinterest-demo' });
    expect(second.url).not.toBe(first.url);
    const after = await call(second, 'GET', '/v5/user_account', { token: tokens.access_token });
    expect(after.body.profile_image).toBe(before.body.profile_image);
  });
});
