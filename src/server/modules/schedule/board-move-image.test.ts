// A pin moved to a board of another look is drawn anew in that board's style and brand colours,
// artwork included (ADR 0012): with the local painter, or with the AI image model the user's
// generations use (one more image call in the API history, nothing off the monthly allowance).
// Its kept artwork is replaced, so a later title edit draws on the new one.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../../tests/factories/users';
import { withOpenAiEmulator } from '../../../../tests/setup/openai-emulator';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import type { Pin } from '../../../shared/api/pins';
import type { AiConfig } from '../../config-ai';
import { apiCalls, pins } from '../../db/schema';
import { hexToRgb } from '../../render/palette';
import { generatedPinOn } from '../generation/test-support';

const BLUE = ['#1E6FD9'];
const WARM = ['#D7263D', '#F4B400'];

let t: TestApp;
let token: string;
const emulator = withOpenAiEmulator();

afterEach(async () => {
  await t.app.close();
});

async function start(
  ai?: AiConfig,
  rateLimits?: NonNullable<Parameters<typeof createTestApp>[0]>['rateLimits'],
) {
  t = await createTestApp({ ...(ai ? { ai } : {}), rateLimits });
  ({ token } = await createUser(t.db, { subscriptionPlan: 'pro' }));
}

const openAiImages = (): AiConfig => ({
  text: { provider: 'local', baseUrl: undefined, apiKey: undefined, model: 'pinloom-local-text' },
  image: { provider: 'openai', baseUrl: emulator.baseUrl, apiKey: emulator.apiKey, model: 'gpt-image-1' },
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function board(name: string, style: string, brandColors: string[]): Promise<string> {
  const response = await call('POST', '/api/boards', { name, style_config: { style, brandColors } });
  expect(response.statusCode).toBe(201);
  return response.json().board.id;
}

const generatedPin = (boardId: string) => generatedPinOn(t, token, boardId);

const row = async (id: string) => (await t.db.select().from(pins).where(eq(pins.id, id)))[0];
const files = () => readdirSync(path.join(t.mediaDir, 'pins')).sort();
const image = async (pin: Pin) => (await t.app.inject({ method: 'GET', url: pin.filepath ?? '' })).rawPayload;
const artwork = async (id: string) => {
  const key = (await row(id))?.artworkKey;
  return key ? await t.media.read(key) : null;
};

/** The share of an image's pixels close to one of `colours`, from its decoded pixels. */
async function shareNear(png: Buffer | null, colours: string[]): Promise<number> {
  if (!png) return 0;
  const { data } = await sharp(png)
    .resize(40, 60, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const targets = colours.map(hexToRgb);
  let near = 0;
  for (let i = 0; i < data.length; i += 3) {
    const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    if (targets.some(([tr, tg, tb]) => Math.hypot(r - tr, g - tg, b - tb) < 70)) near++;
  }
  return near / (data.length / 3);
}

describe('moving a pin to another board with the local painter', () => {
  it("paints new artwork in the new board's style and colours, and later title edits use it", async () => {
    await start();
    const pin = await generatedPin(await board('Garden Ideas', 'modern', BLUE));
    const oldRow = await row(pin.id);
    expect(await shareNear(await image(pin), BLUE)).toBeGreaterThan(0.3);

    const moved = await call('PUT', `/api/pins/${pin.id}`, {
      board_id: await board('Bold Moves', 'bold', WARM),
    });
    expect(moved.statusCode).toBe(200);
    const movedPin = moved.json().pin as Pin;
    const movedImage = await image(movedPin);
    // The whole image follows the new board, not only its title card.
    expect(await shareNear(movedImage, WARM)).toBeGreaterThan(0.3);
    expect(await shareNear(movedImage, BLUE)).toBeLessThan(0.05);
    expect(await shareNear(await artwork(pin.id), WARM)).toBeGreaterThan(0.5);

    // The kept artwork is replaced; the old image and artwork are gone.
    const newRow = await row(pin.id);
    expect(newRow?.artworkKey).not.toBe(oldRow?.artworkKey);
    expect(files()).toEqual(
      [path.basename(newRow?.artworkKey ?? ''), path.basename(newRow?.imageKey ?? '')].sort(),
    );

    // A title edit afterwards draws on the new artwork, which stays.
    const edited = (await call('PUT', `/api/pins/${pin.id}`, { title: 'Seven Shade Plants' })).json()
      .pin as Pin;
    expect((await row(pin.id))?.artworkKey).toBe(newRow?.artworkKey);
    expect(await shareNear(await image(edited), WARM)).toBeGreaterThan(0.3);
    expect(files()).toEqual(
      [path.basename(newRow?.artworkKey ?? ''), path.basename(edited.filepath ?? '')].sort(),
    );
  });

  it('keeps the artwork when the new board has the same style and colours', async () => {
    await start();
    const pin = await generatedPin(await board('Garden Ideas', 'modern', BLUE));
    const { artworkKey } = (await row(pin.id)) ?? {};
    const moved = await call('PUT', `/api/pins/${pin.id}`, {
      board_id: await board('Garden Twins', 'modern', BLUE),
    });
    expect(moved.json().pin.filepath).not.toBe(pin.filepath);
    expect((await row(pin.id))?.artworkKey).toBe(artworkKey);
  });

  it('removes the new files and keeps the old image when the publisher claims the pin meanwhile', async () => {
    await start();
    const pin = await generatedPin(await board('Garden Ideas', 'modern', BLUE));
    expect((await call('POST', `/api/pins/${pin.id}/approve`, {})).statusCode).toBe(200);
    const before = files();
    const oldRow = await row(pin.id);
    // The publisher claims the pin (no user lock) while the new image is being stored.
    const put = t.media.put.bind(t.media);
    t.media.put = async (key, data) => {
      await t.db.update(pins).set({ status: 'publishing' }).where(eq(pins.id, pin.id));
      await put(key, data);
    };
    const refused = await call('PUT', `/api/pins/${pin.id}`, { board_id: await board('Bold', 'bold', WARM) });
    expect(refused.statusCode).toBe(409);
    expect(files()).toEqual(before);
    expect(await row(pin.id)).toMatchObject({
      status: 'publishing',
      boardId: oldRow?.boardId,
      imageKey: oldRow?.imageKey,
      artworkKey: oldRow?.artworkKey,
    });
  });
});

describe('moving a pin to another board with an AI image model', () => {
  it("asks the model for new artwork in the new board's style, recorded in the history and off the allowance", async () => {
    await start(openAiImages());
    const pin = await generatedPin(await board('Garden Ideas', 'modern', BLUE));
    const oldRow = await row(pin.id);
    emulator.clearRequests();

    const moved = await call('PUT', `/api/pins/${pin.id}`, {
      board_id: await board('Bold Moves', 'bold', WARM),
    });
    expect(moved.statusCode).toBe(200);
    const [request, ...more] = emulator.requests();
    expect(more).toEqual([]);
    expect(request?.path).toBe('/v1/images/generations');
    const prompt = String((request?.body as { prompt?: string } | undefined)?.prompt);
    expect(prompt).toContain('Bold Moves');
    expect(prompt).toContain('bold: large saturated color blocks');
    expect(prompt).toContain('#D7263D');
    expect(prompt).toContain(pin.title);

    const images = (await t.db.select().from(apiCalls)).filter((c) => c.type === 'image');
    expect(images.map((c) => [c.provider, c.model, c.statusCode])).toEqual([
      ['openai', 'gpt-image-1', 200],
      ['openai', 'gpt-image-1', 200],
    ]);
    const usage = (await call('GET', '/api/user/usage')).json();
    expect(usage.day.used).toBe(1);
    expect((await row(pin.id))?.artworkKey).not.toBe(oldRow?.artworkKey);
    expect(files()).toHaveLength(2);
  });

  it('refuses the move and changes nothing when the model fails', async () => {
    await start(openAiImages());
    const pin = await generatedPin(await board('Garden Ideas', 'modern', BLUE));
    const before = files();
    const oldRow = await row(pin.id);
    emulator.setFault({ mode: '500' });

    const refused = await call('PUT', `/api/pins/${pin.id}`, {
      board_id: await board('Bold Moves', 'bold', WARM),
      description: 'A description that does not land either',
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ code: 'provider_error' });
    expect(refused.json().error).toContain('not moved');
    expect(files()).toEqual(before);
    expect(await row(pin.id)).toEqual(oldRow);
    const failed = (await t.db.select().from(apiCalls)).filter((c) => c.statusCode === 500);
    expect(failed).toHaveLength(1);
  });

  it('asks the model nothing when the move is refused by a rule', async () => {
    await start(openAiImages());
    const pin = await generatedPin(await board('Garden Ideas', 'modern', BLUE));
    expect((await call('POST', `/api/pins/${pin.id}/approve`, {})).statusCode).toBe(200);
    const target = await board('Bold Moves', 'bold', WARM);
    emulator.clearRequests();
    const refused = await call('PUT', `/api/pins/${pin.id}`, {
      board_id: target,
      scheduled_time: '2020-01-01T09:00:00Z',
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(emulator.requests()).toEqual([]);
  });

  it('limits how many moves a user may have painted by a model, since they cost and count for nothing', async () => {
    await start(openAiImages(), { repaintPerUser: { max: 1, windowMs: 3_600_000 } });
    const blue = await board('Blue Kitchens', 'modern', BLUE);
    const warm = await board('Warm Kitchens', 'bold', WARM);
    const pin = await generatedPin(blue);
    emulator.clearRequests();
    expect((await call('PUT', `/api/pins/${pin.id}`, { board_id: warm })).statusCode).toBe(200);
    const again = await call('PUT', `/api/pins/${pin.id}`, { board_id: blue });
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
    // One model call for the move that went through, none for the refused one; the pin stays put.
    expect(emulator.requests().filter((r) => r.path.includes('/images/'))).toHaveLength(1);
    expect((await row(pin.id))?.boardId).toBe(warm);
  });
});
