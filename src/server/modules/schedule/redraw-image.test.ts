// The image follows the words: a pin's new title or board is drawn on its kept artwork, under a
// new address, and the old image goes; nothing else changes the image, and a refused edit leaves
// it as it was.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import type { Pin } from '../../../shared/api/pins';
import { type BoardRow, pins } from '../../db/schema';
import { generatedPinOn } from '../generation/test-support';
import { PUBLISHING_PIN_MESSAGE } from './update-pin';

let t: TestApp;
let token: string;

beforeEach(async () => {
  t = await createTestApp();
  ({ token } = await createUser(t.db, { subscriptionPlan: 'pro' }));
});
afterEach(async () => {
  await t.app.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function board(name: string, style: string): Promise<string> {
  const response = await call('POST', '/api/boards', {
    name,
    style_config: { style, brandColors: ['#2F5D50'] },
  });
  expect(response.statusCode).toBe(201);
  return response.json().board.id;
}

const generatedPin = (boardId: string) => generatedPinOn(t, token, boardId);

const files = () => readdirSync(path.join(t.mediaDir, 'pins')).sort();
/** The image the browser would load for a pin, through the media route. */
const image = async (pin: Pin) => (await t.app.inject({ method: 'GET', url: pin.filepath ?? '' })).rawPayload;

describe('redrawing a pin image', () => {
  it('draws a new title on the kept artwork, under a new address, and removes the old image', async () => {
    const pin = await generatedPin(await board('Garden Ideas', 'modern'));
    const before = await image(pin);

    // The review form sends the whole pin back: the same title redraws nothing.
    const same = (
      await call('PUT', `/api/pins/${pin.id}`, { title: pin.title, description: 'New words' })
    ).json().pin;
    expect(same.filepath).toBe(pin.filepath);

    const edited = (
      await call('PUT', `/api/pins/${pin.id}`, { title: 'Seven Shade Plants for a North Garden' })
    ).json().pin as Pin;
    expect(edited.filepath).toMatch(new RegExp(`^/media/pins/${pin.id}-[0-9a-f]{8}\\.png$`));
    const after = await image(edited);
    expect(await sharp(after).metadata()).toMatchObject({ format: 'png', width: 1000, height: 1500 });
    expect(after.equals(before)).toBe(false);
    expect(files()).toEqual([`${pin.id}-artwork.jpg`, path.basename(edited.filepath ?? '')].sort());
    expect((await t.app.inject({ method: 'GET', url: pin.filepath ?? '' })).statusCode).toBe(404);
  });

  it('redraws in the style and name of the board a pin moves to', async () => {
    const pin = await generatedPin(await board('Garden Ideas', 'modern'));
    const moved = (
      await call('PUT', `/api/pins/${pin.id}`, { board_id: await board('Bold Moves', 'bold') })
    ).json().pin as Pin;
    expect(moved.board_name).toBe('Bold Moves');
    expect(moved.filepath).not.toBe(pin.filepath);
    expect((await image(moved)).equals(await image(pin))).toBe(false);
  });

  it('leaves the image as it was when the edit is refused', async () => {
    const pin = await generatedPin(await board('Garden Ideas', 'modern'));
    expect((await call('POST', `/api/pins/${pin.id}/approve`, {})).statusCode).toBe(200);
    const before = files();
    const refused = await call('PUT', `/api/pins/${pin.id}`, {
      title: 'A title that never lands',
      scheduled_time: '2020-01-01T09:00:00Z',
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(files()).toEqual(before);
    expect((await call('GET', `/api/pins/${pin.id}`)).json().pin).toMatchObject({
      title: pin.title,
      filepath: pin.filepath,
    });
  });

  it('keeps the image of a pin made before artwork was kept', async () => {
    const boardId = await board('Garden Ideas', 'modern');
    const [row] = await t.db.query.boards.findMany({ where: (boards, { eq }) => eq(boards.id, boardId) });
    const old = await createPin(t.db, row as BoardRow, { media: t.media });
    const edited = (await call('PUT', `/api/pins/${old.id}`, { title: 'A new title' })).json().pin as Pin;
    expect(edited).toMatchObject({ title: 'A new title', filepath: `/media/${old.imageKey}` });
  });

  // The image is drawn between the edit's two transactions (ADR 0012), so the publisher's claim
  // races it on PGlite's one connection too.
  it('refuses the edit and keeps the old image when the publisher claims the pin mid-edit', async () => {
    const pin = await generatedPin(await board('Garden Ideas', 'modern'));
    expect((await call('POST', `/api/pins/${pin.id}/approve`, {})).statusCode).toBe(200);
    const before = files();
    // The publisher claims the pin (its own connection, no user lock) while the edit draws.
    const put = t.media.put.bind(t.media);
    t.media.put = async (key, data) => {
      await t.db.update(pins).set({ status: 'publishing' }).where(eq(pins.id, pin.id));
      await put(key, data);
    };
    const refused = await call('PUT', `/api/pins/${pin.id}`, { title: 'Too late for this title' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(PUBLISHING_PIN_MESSAGE);
    expect(files()).toEqual(before);
    const [row] = await t.db.select().from(pins).where(eq(pins.id, pin.id));
    expect(row).toMatchObject({ status: 'publishing', title: pin.title });
  });
});
