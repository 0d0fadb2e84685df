// Serving the built web app: long-lived hashed assets, a fresh index.html, SPA fallback.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEB_ROOT } from '../../src/server/http/web-app';
import { createTestApp } from '../setup/test-app';

let app: FastifyInstance;
let webRoot: string;
const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'pinloom-web-'));
  await mkdir(path.join(webRoot, 'static/js'), { recursive: true });
  await writeFile(path.join(webRoot, 'index.html'), INDEX);
  await writeFile(path.join(webRoot, 'static/js/main-abc123.js'), 'console.log("pinloom")');
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

  it('serves other public files, revalidated', async () => {
    const response = await get('/logo.svg', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/dashboard', '/admin/login', '/no/such/page'])(
    'answers the page %s with index.html (200)',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

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
