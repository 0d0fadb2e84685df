// Pin images at /media/<key>: no session, long-lived, never sniffed, never the SPA's index.html.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES } from '../../../tests/factories/boards';
import { createTestApp } from '../../../tests/setup/test-app';
import type { MediaStorage } from '../integrations/storage/media-storage';

let app: FastifyInstance;
let media: MediaStorage;
let webRoot: string;

// With a built web app present, to prove the SPA fallback does not answer /media/*.
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'pinloom-web-'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
  ({ app, media } = await createTestApp({ webRoot }));
  await media.put('pins/3f1c2b9e-8a47-4d0f-9a51-6b2e7c4d9f10.png', PNG_BYTES);
  await media.put('pins/3f1c2b9e-8a47-4d0f-9a51-6b2e7c4d9f11.webp', PNG_BYTES);
});
afterAll(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html,image/*' } });

describe('GET /media/*', () => {
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
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found', code: 'not_found' });
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it('answers other methods with a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/media/pins/x.png', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });
});
