// Pin images at /media/<key>: no session, long-lived, never sniffed, never the SPA's index.html.
// The same answers whichever store holds them: the disk, or S3 (a local s3rver), private or public.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES } from '../../../tests/factories/boards';
import { bearer, createUser } from '../../../tests/factories/users';
import { type S3TestServer, startS3Server } from '../../../tests/setup/s3-server';
import { createTestApp } from '../../../tests/setup/test-app';
import type { MediaStorage } from '../integrations/storage/media-storage';
import { createS3MediaStorage } from '../integrations/storage/s3-media-storage';
import { expectRefusal } from './test-support';

let app: FastifyInstance;
let media: MediaStorage;
let webRoot: string;
let s3: S3TestServer;

beforeAll(async () => {
  s3 = await startS3Server();
  // With a built web app present, to prove the SPA fallback does not answer /media/*.
  webRoot = await mkdtemp(path.join(tmpdir(), 'pinloom-web-'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
});
afterAll(async () => {
  await s3.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html,image/*' } });

/** Each store as the app would get it; undefined is createTestApp's own file store. */
const stores: [string, () => Promise<MediaStorage | undefined>][] = [
  ['file', async () => undefined],
  ['s3, private bucket', async () => createS3MediaStorage(s3.storeConfig(await s3.newBucket()))],
  [
    's3, public bucket',
    async () => createS3MediaStorage(s3.storeConfig(await s3.newBucket(), { public: true })),
  ],
];

describe.each(stores)('GET /media/* (%s)', (_name, makeMedia) => {
  beforeAll(async () => {
    ({ app, media } = await createTestApp({ webRoot, media: await makeMedia() }));
    await media.put('pins/3f1c2b9e-8a47-4d0f-9a51-6b2e7c4d9f10.png', PNG_BYTES);
    await media.put('pins/3f1c2b9e-8a47-4d0f-9a51-6b2e7c4d9f11.webp', PNG_BYTES);
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves an image without a session, cached for a year and not sniffed', async () => {
    const response = await get('/media/pins/3f1c2b9e-8a47-4d0f-9a51-6b2e7c4d9f10.png');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(PNG_BYTES);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('names the content type by extension', async () => {
    const response = await get('/media/pins/3f1c2b9e-8a47-4d0f-9a51-6b2e7c4d9f11.webp');
    expect(response.headers['content-type']).toBe('image/webp');
  });

  it.each([
    '/media/pins/00000000-0000-4000-8000-000000000000.png',
    '/media/pins/..%2F..%2Fpasswd',
    '/media/pins/%2e%2e%2f%2e%2e%2fetc%2fpasswd.png',
    '/media/PINS/X.PNG',
    '/media/pins/image.exe',
    '/media/',
    // Longer than a file name may be: was a 500 (ENAMETOOLONG).
    `/media/${'a'.repeat(300)}.png`,
  ])('answers %s with a JSON 404, not the web app', async (url) => {
    const response = await get(url);
    expectRefusal(response, 404, { error: 'Not found', code: 'not_found' });
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it('answers other methods with a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/media/pins/x.png', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });

  it("serves a generated pin's image at the address the pin gives", async () => {
    const { token } = await createUser(app.db);
    const board = await app.inject({
      method: 'POST',
      url: '/api/boards',
      headers: bearer(token),
      payload: { name: 'Weeknight Dinners', description: 'Quick family recipes' },
    });
    expect(board.statusCode).toBe(201);
    const generated = await app.inject({
      method: 'POST',
      url: '/api/generate-single-pin',
      headers: bearer(token),
      payload: { boardId: board.json().board.id },
    });
    expect(generated.statusCode).toBe(201);
    const filepath: string = generated.json().filepath;
    const key = filepath.slice(filepath.indexOf('pins/'));
    const stored = await media.read(key);
    expect(stored?.subarray(0, PNG_BYTES.length)).toEqual(PNG_BYTES);

    // Through the app, whichever store holds it.
    const served = await get(`/media/${key}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(stored);
    if (media.origin) {
      // A public bucket: the pin points there, and the page's CSP lets the browser load it.
      expect(filepath).toBe(`${media.origin}${new URL(filepath).pathname}`);
      const direct = await fetch(filepath);
      expect(direct.status).toBe(200);
      expect(Buffer.from(await direct.arrayBuffer())).toEqual(stored);
      expect(served.headers['content-security-policy']).toContain(media.origin);
    } else {
      expect(filepath).toBe(`/media/${key}`);
    }
  });
});
