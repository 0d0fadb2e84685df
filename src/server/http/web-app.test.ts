// The built web app: the public pages the build prerendered (issue 15 §2) are sent for their own
// paths, every other page gets the app's index.html, under the same strict CSP.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/setup/test-app';
import { PRERENDERED_DIR } from '../../shared/public-pages';

let app: FastifyInstance;
let webRoot: string;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'pinloom-web-'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
  // Two of the public pages built; /about as if its prerendering were missing.
  await mkdir(path.join(webRoot, PRERENDERED_DIR));
  await writeFile(path.join(webRoot, PRERENDERED_DIR, 'landing.html'), '<!doctype html><h1>landing</h1>');
  await writeFile(path.join(webRoot, PRERENDERED_DIR, 'features.html'), '<!doctype html><h1>features</h1>');
  ({ app } = await createTestApp({ webRoot }));
});
afterAll(async () => {
  await app?.close();
  await rm(webRoot, { recursive: true, force: true });
});

const page = (url: string, accept = 'text/html') => app.inject({ method: 'GET', url, headers: { accept } });

describe('web app pages', () => {
  it('sends the prerendered landing page for /, to browsers and to anything else', async () => {
    for (const accept of ['text/html', '*/*']) {
      const response = await page('/', accept);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<h1>landing</h1>');
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('sends a public page its prerendered HTML whatever the query', async () => {
    const response = await page('/features?plan=pro');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>features</h1>');
  });

  it("sends the app's index.html for other pages and for a public page not prerendered", async () => {
    for (const url of ['/dashboard', '/help', '/about', '/features/extra', '/no-such-page']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe('<!doctype html><title>app</title>');
    }
  });

  it('answers JSON 404 under /api and refuses other methods on pages', async () => {
    expect((await page('/api/nothing')).json()).toMatchObject({ code: 'not_found' });
    const post = await app.inject({ method: 'POST', url: '/', headers: { accept: 'text/html' } });
    expect(post.statusCode).toBe(404);
  });
});
