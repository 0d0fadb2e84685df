// Serving the built web app: long-lived hashed assets, a fresh index.html, SPA fallback.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEB_ROOT } from '../../src/server/http/web-app';
import { createTestApp } from '../setup/test-app';

let app: FastifyInstance;
let webRoot: string;
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('pinloom '.repeat(500))});`;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'pinloom-web-'));
  await mkdir(path.join(webRoot, 'static/js'), { recursive: true });
  await writeFile(path.join(webRoot, 'index.html'), INDEX);
  await writeFile(path.join(webRoot, 'static/js/main-abc123.js'), SCRIPT);
  // As the build writes them beside each script (vite.config.ts precompress).
  await writeFile(path.join(webRoot, 'static/js/main-abc123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(webRoot, 'static/js/main-abc123.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(webRoot, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ({ app } = await createTestApp({ webRoot }));
});
afterAll(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string, accept = 'text/html,application/xhtml+xml') =>
  app.inject({ method: 'GET', url, headers: { accept } });

describe('web app serving', () => {
  it('serves index.html at / with no-cache', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed files under /static/ as immutable for a year', async () => {
    const response = await get('/static/js/main-abc123.js', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli or gzip file the build made to a browser that accepts it', async () => {
    const url = '/static/js/main-abc123.js';
    const asked = (encoding: string) =>
      app.inject({ method: 'GET', url, headers: { accept: '*/*', 'accept-encoding': encoding } });
    const br = await asked('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    // Chromium over plain http offers no brotli.
    const gz = await asked('gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    expect(gz.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
    const plain = await asked('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('serves other public files, revalidated', async () => {
    const response = await get('/logo.svg', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/dashboard', '/admin/login', '/support/T-1042'])(
    'answers the page %s with index.html (200)',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it("answers an address the app has no page at 404, with the app (a build without the prerendered 404 page): its router shows 'Page Not Found'", async () => {
    const response = await get('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset that is not a page navigation with 404', async () => {
    const response = await get('/static/js/missing.js', '*/*');
    expect(response.statusCode).toBe(404);
  });

  it('still answers unknown /api routes with JSON', async () => {
    const response = await get('/api/missing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found', code: 'not_found' });
  });

  it('finds dist/web from the repository root, not the working directory', () => {
    expect(DEFAULT_WEB_ROOT).toBe(path.resolve(import.meta.dirname, '../../dist/web'));
  });
});
