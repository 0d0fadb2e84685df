// Demo mode keeps the simulated account in a folder: a restart must find the same boards, the
// pins published to them (with their images), and the grant Pinloom holds, rotation included.
import { mkdtemp, rm } from 'node:fs/promises';
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
