// The built web app: the public pages the build prerendered are sent for their own
// paths, every other page of the app's router gets the app's index.html, and any other address the
// prerendered 'Page Not Found' page with a 404, all under the same strict CSP.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/setup/test-app';
import { PAGE_ROUTES } from '../../shared/page-routes';
import { NOT_FOUND_PAGE, PRERENDERED_DIR, prerenderedFile } from '../../shared/public-pages';

let app: FastifyInstance;
let webRoot: string;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'pinloom-web-'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
  // Two of the public pages built; /about as if its prerendering were missing.
  await mkdir(path.join(webRoot, PRERENDERED_DIR));
  await writeFile(path.join(webRoot, PRERENDERED_DIR, 'landing.html'), '<!doctype html><h1>landing</h1>');
  await writeFile(path.join(webRoot, PRERENDERED_DIR, 'features.html'), '<!doctype html><h1>features</h1>');
  await writeFile(
    path.join(webRoot, PRERENDERED_DIR, prerenderedFile(NOT_FOUND_PAGE)),
    '<!doctype html><h1>Page Not Found</h1>',
  );
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

  it("sends the app's index.html (200) for every other page of the app's router", async () => {
    const addresses = [
      ...PAGE_ROUTES.filter((route) => !['/', '/features'].includes(route)).map((route) =>
        route.replace(/:\w+/g, '5f0c1d2e'),
      ),
      '/dashboard/',
      '/Boards',
      '/review?status=generated',
    ];
    for (const url of addresses) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe('<!doctype html><title>app</title>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("answers any other page 404 with the prerendered 'Page Not Found' page", async () => {
    for (const url of ['/no-such-page', '/pricing', '/features/extra', '/admin/users/1/more', '/404?x=1']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe('<!doctype html><h1>Page Not Found</h1>');
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
    const head = await app.inject({ method: 'HEAD', url: '/no-such-page', headers: { accept: 'text/html' } });
    expect(head.statusCode).toBe(404);
  });

  it('answers a missing file that is no page navigation 404 without a page', async () => {
    const response = await page('/static/js/missing.js', '*/*');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Page Not Found');
  });

  it('answers JSON 404 under /api and refuses other methods on pages', async () => {
    for (const url of ['/api/nothing', '/api/boards/1/nothing', '/media']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: 'Not found', code: 'not_found' });
    }
    const post = await app.inject({ method: 'POST', url: '/', headers: { accept: 'text/html' } });
    expect(post.statusCode).toBe(404);
  });
});
