// Pin images are drawn in a pool of worker threads (render/image-pool.ts) with a bounded queue:
// a full queue refuses generation with a 429 that takes nothing, a thread that dies or throws
// fails only its own generation (slot given back, no file left), and the pool goes on serving.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import type { GenerationEvent, Pin } from '../../../shared/api/pins';
import { AppError } from '../../app-error';
import { pins } from '../../db/schema';
import {
  cropPhoto,
  IMAGE_FAILED_MESSAGE,
  IMAGES_BUSY_MESSAGE,
  imagePoolThreads,
} from '../../render/image-pool';
import { generatePin, userWithBoardOf } from './test-support';

let t: TestApp;
/** One thread, one task waiting: the pool the tests fill (the same in each test, so it starts once). */
const ONE_THREAD = { size: 1, queue: 1 };

afterEach(async () => {
  await t.app.close();
});

const userWithBoard = () =>
  userWithBoardOf(
    t,
    {
      name: 'Garden Ideas',
      description: 'Shade plants',
      style_config: { style: 'modern', brandColors: ['#2F4858', '#F6AE2D'] },
    },
    { subscriptionPlan: 'enterprise' },
  );

const used = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/usage', headers: bearer(token) })).json().day.used;

const pinFiles = () => {
  try {
    return readdirSync(path.join(t.mediaDir, 'pins'));
  } catch {
    return [];
  }
};

async function expectPinImage(pin: Pin) {
  const image = await t.app.inject({ method: 'GET', url: pin.filepath ?? '' });
  expect(await sharp(image.rawPayload).metadata()).toMatchObject({
    format: 'png',
    width: 1000,
    height: 1500,
  });
}

/** A large photo whose attention crop keeps a pool thread busy for a while. */
const bigPhoto = () =>
  sharp({
    create: {
      width: 1200,
      height: 1800,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

/** Fills the pool's queue with real image work until the pool refuses one; answers the work held. */
async function fillPool(): Promise<Promise<unknown>[]> {
  const photo = await bigPhoto();
  const held: Promise<unknown>[] = [];
  for (;;) {
    const task = cropPhoto(photo, 50_000_000);
    held.push(task.catch(() => undefined));
    const refused = await Promise.race([
      task.then(
        () => false,
        (error) => error instanceof AppError && error.code === 'server_busy',
      ),
      new Promise((resolve) => setImmediate(() => resolve(false))),
    ]);
    if (refused) return held;
    if (held.length > 20) throw new Error('the pool never filled');
  }
}

describe('image pool', () => {
  it('answers 429 with Retry-After while its queue is full, taking nothing, then serves again', async () => {
    t = await createTestApp({ imagePool: ONE_THREAD });
    const { token, boardId } = await userWithBoard();
    const held = await fillPool();

    const routes = [
      ['/api/generate-single-pin', { boardId }],
      ['/api/generate-single-pin-stream', { boardId }],
      ['/api/generate-pins', { boardId }],
      ['/api/generate-from-link', { boardId, url: 'https://example.com/soup', count: 1 }],
    ] as const;
    const answers = await Promise.all(
      routes.map(([url, payload]) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload })),
    );
    for (const answer of answers) {
      // The stream route refuses before its stream starts: a plain 429, not a 200 stream.
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toEqual({ error: IMAGES_BUSY_MESSAGE, code: 'server_busy' });
      expect(answer.headers['retry-after']).toBe('5');
    }
    expect(await used(token)).toBe(0);
    expect(await t.db.select().from(pins)).toEqual([]);

    await Promise.all(held);
    const made = await generatePin(t, token, boardId);
    expect(made.statusCode).toBe(201);
    await expectPinImage(made.json());
    expect(await used(token)).toBe(1);
  });

  it('fails only the generation whose thread died, giving its slot back and leaving no file', async () => {
    t = await createTestApp({ imagePool: ONE_THREAD });
    const { token, boardId } = await userWithBoard();
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });

    const response = await fetch(`${url}/api/generate-single-pin-stream`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ boardId }),
    });
    const events: GenerationEvent[] = [];
    const decoder = new TextDecoder();
    let buffered = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffered += decoder.decode(chunk, { stream: true });
      for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
        const event = JSON.parse(buffered.slice('data: '.length, end)) as GenerationEvent;
        buffered = buffered.slice(end + 2);
        events.push(event);
        // The title is being set in a pool thread: end it, as a crash or an out-of-memory kill would.
        if (event.type === 'progress' && event.stage === 'compose') {
          await Promise.all(imagePoolThreads().map((thread) => thread.terminate()));
        }
      }
    }
    expect(events.at(-1)).toEqual({ type: 'error', message: IMAGE_FAILED_MESSAGE, code: 'image_failed' });
    expect(await used(token)).toBe(0);
    expect(await t.db.select().from(pins)).toEqual([]);
    expect(pinFiles()).toEqual([]);

    // A new thread takes its place: the next pin is made as usual.
    const next = await fetch(`${url}/api/generate-single-pin`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ boardId }),
    });
    expect(next.status).toBe(201);
    await expectPinImage((await next.json()) as Pin);
    expect(await used(token)).toBe(1);
  });

  it('answers a clear 503 when a thread throws on an image it cannot read, and keeps the pin as it was', async () => {
    t = await createTestApp({ imagePool: ONE_THREAD });
    const { token, boardId } = await userWithBoard();
    const made = await generatePin(t, token, boardId);
    const pin = made.json() as Pin;
    const [row] = await t.db.select().from(pins).where(eq(pins.id, pin.id));
    // The kept artwork damaged on disk: redrawing a new title on it throws in the thread.
    await t.media.put(row?.artworkKey ?? '', Buffer.from('not an image'));
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/pins/${pin.id}`,
      headers: bearer(token),
      payload: { title: 'Seven Shade Plants for a North Garden' },
    });
    expect(edited.statusCode).toBe(503);
    expect(edited.json()).toEqual({ error: IMAGE_FAILED_MESSAGE, code: 'image_failed' });
    const [after] = await t.db.select().from(pins).where(eq(pins.id, pin.id));
    expect(after?.title).toBe(pin.title);
    expect(pinFiles().sort()).toEqual([`${pin.id}-artwork.jpg`, `${pin.id}.png`].sort());

    const next = await generatePin(t, token, boardId);
    expect(next.statusCode).toBe(201);
    await expectPinImage(next.json());
  });

  it('ends its threads when an app that owns it closes', async () => {
    t = await createTestApp({ imagePool: ONE_THREAD, closeImagePool: true });
    const { token, boardId } = await userWithBoard();
    const made = await generatePin(t, token, boardId);
    expect(made.statusCode).toBe(201);
    expect(imagePoolThreads().length).toBeGreaterThan(0);
    await t.app.close();
    expect(imagePoolThreads()).toEqual([]);
  });
});
