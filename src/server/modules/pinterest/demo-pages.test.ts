// Demo mode as `npm start` runs it: the simulated Pinterest's pages are served by the app on its
// own origin, so the consent page, the way back and the images work on whatever address the
// person opened (localhost, 127.0.0.1, a LAN name), and never leave it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PinterestEmulator, startPinterestEmulator } from '../../../../emulators/pinterest/server';
import { bearer, createUser } from '../../../../tests/factories/users';
import { pinterestServedBy } from '../../../../tests/setup/pinterest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';

let emulator: PinterestEmulator;
let t: TestApp;
beforeAll(async () => {
  emulator = await startPinterestEmulator({ port: 0, publicUrl: '/pinterest-demo' });
});
beforeEach(async () => {
  emulator.reset();
  t = await createTestApp({ pinterest: pinterestServedBy(emulator) });
  return () => t.app.close();
});
afterAll(() => emulator.close());

const page = (url: string, host = 'localhost:3000') =>
  t.app.inject({ method: 'GET', url, headers: { host } });

/** The browser's walk: connect from `host`, the consent page and Allow on the same origin, the callback. */
async function connectFrom(host: string, token: string) {
  const connect = await t.app.inject({
    method: 'GET',
    url: '/api/pinterest/connect?return_to=/boards',
    headers: { ...bearer(token), host },
  });
  const authUrl = new URL(connect.json().authUrl);
  const consent = await page(`${authUrl.pathname}${authUrl.search}`, host);
  const html = consent.body;
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form.set(name as string, (value as string).replace(/&amp;/g, '&'));
  }
  form.set('decision', 'allow');
  const decision = await t.app.inject({
    method: 'POST',
    url: action,
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  const back = new URL(decision.headers.location as string);
  const callback = await page(`${back.pathname}${back.search}`, back.host);
  return { authUrl, consent, action, back, callback };
}

describe('demo mode served by the app', () => {
  it('keeps the whole connection on the address the browser opened', async () => {
    const { token } = await createUser(t.db);
    for (const host of ['127.0.0.1:3000', 'localhost:3000']) {
      const walk = await connectFrom(host, token);
      expect(walk.authUrl.origin).toBe(`http://${host}`);
      expect(walk.authUrl.pathname).toBe('/pinterest-demo/oauth/');
      expect(walk.consent.statusCode).toBe(200);
      expect(walk.consent.body).toContain('Pinterest (simulated)');
      expect(walk.action).toBe('/pinterest-demo/oauth/decision');
      expect(walk.back.origin).toBe(`http://${host}`);
      expect(walk.callback.headers.location).toBe('/boards?connected=true');
    }
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/pinterest/status',
      headers: bearer(token),
    });
    expect(status.json()).toMatchObject({
      connected: true,
      demo: true,
      demo_url: '/pinterest-demo/demo',
      userInfo: { profile_image: '/pinterest-demo/media/profile.png' },
    });
    // Same origin: no other image source is needed.
    expect(status.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
    const picture = await page('/pinterest-demo/media/profile.png');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
  });

  it('serves the simulated account’s page, and never its API or control routes', async () => {
    const demo = await page('/pinterest-demo/demo');
    expect(demo.statusCode).toBe(200);
    expect(demo.body).toContain('Demo mode: Pinterest is simulated');
    expect(demo.body).toContain('href="/pinterest-demo/assets/emulator.css"');
    expect((await page('/pinterest-demo/assets/emulator.css')).statusCode).toBe(200);
    expect((await page('/pinterest-demo')).headers.location).toBe('/pinterest-demo/');
    for (const hidden of ['/pinterest-demo/v5/user_account', '/pinterest-demo/__emulator/state']) {
      expect((await page(hidden)).statusCode).toBe(404);
    }
    // Whatever is posted to the consent form, a person sees a page, never a 500.
    for (const [type, payload] of [
      ['application/json', '{not json'],
      ['application/x-www-form-urlencoded', 'client_id=nope&decision=allow'],
      ['text/plain', 'x'.repeat(100_000)],
    ]) {
      const decision = await t.app.inject({
        method: 'POST',
        url: '/pinterest-demo/oauth/decision',
        headers: { host: 'localhost:3000', 'content-type': type as string },
        payload,
      });
      expect(decision.statusCode, type).toBe(400);
    }
    const control = await t.app.inject({
      method: 'POST',
      url: '/pinterest-demo/__emulator/revoke-tokens',
      headers: { host: 'localhost:3000' },
    });
    expect(control.statusCode).toBe(404);
  });

  it('is not served at all outside demo mode', async () => {
    const real = await createTestApp();
    try {
      expect((await real.app.inject({ method: 'GET', url: '/pinterest-demo/demo' })).statusCode).toBe(404);
    } finally {
      await real.app.close();
    }
  });
});
