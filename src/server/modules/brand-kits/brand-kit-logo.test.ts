// A kit's logo (ADR 0039): PNG, JPEG, WebP or SVG sent as the raw image, at most 2 MB and 32–4096
// px a side, stored as a PNG; SVG that scripts or reaches outside itself, corrupt images and
// images past the limits are refused with 400 naming `logo`, never a 500, and nothing is stored.
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { setPlan } from '../workspaces';

let t: TestApp;
let token: string;
let kitId: string;
let workspaceId: string;

beforeEach(async () => {
  t = await createTestApp();
  ({ token, workspaceId } = await createUser(t.db, { subscriptionPlan: 'pro' }));
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/brand-kits',
    headers: bearer(token),
    payload: { name: 'Our brand' },
  });
  kitId = created.json().brand_kit.id;
});
afterEach(async () => {
  await t.app.close();
});

const upload = (body: Buffer | string, type: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/brand-kits/${kitId}/logo`,
    headers: { ...bearer(token), 'content-type': type },
    payload: body,
  });

const square = (side: number, format: 'png' | 'jpeg' | 'webp' = 'png') =>
  sharp({ create: { width: side, height: side, channels: 3, background: '#2F5D50' } })
    .toFormat(format)
    .toBuffer();

const svg = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100" ${attributes}>${inner}</svg>`;

async function expectRefused(response: Awaited<ReturnType<typeof upload>>, words: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().error).toMatch(/^logo /);
  expect(response.json().error).toContain(words);
  const kit = await t.app.inject({ method: 'GET', url: `/api/brand-kits/${kitId}`, headers: bearer(token) });
  expect(kit.json().brand_kit.logo_url).toBeNull();
}

describe('uploading a logo', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('stores a %s as a PNG, served from media', async (format) => {
    const response = await upload(await square(300, format), `image/${format}`);
    expect(response.statusCode, response.body).toBe(200);
    const url: string = response.json().brand_kit.logo_url;
    expect(url).toMatch(/^\/media\/brand-kits\/.+\.png$/);
    const stored = await t.app.inject({ method: 'GET', url });
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 300,
      height: 300,
    });
  });

  it('rasterises a clean SVG, keeping its shape, and replaces the old logo', async () => {
    const first = (await upload(await square(64), 'image/png')).json().brand_kit.logo_url;
    const clean = svg(
      '<defs><linearGradient id="g"/></defs><rect width="200" height="100" fill="url(#g)"/><use href="#g"/>',
    );
    const response = await upload(clean, 'image/svg+xml');
    expect(response.statusCode, response.body).toBe(200);
    const stored = await t.app.inject({ method: 'GET', url: response.json().brand_kit.logo_url });
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1024,
      height: 512,
    });
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('refuses an SVG with script, event handlers, foreignObject, entities or outside references', async () => {
    const cases: Array<[string, string]> = [
      [svg('<script>alert(1)</script>'), '<script>'],
      [svg('<rect width="10" height="10"/>', 'onload="alert(1)"'), 'event-handler'],
      [svg('<foreignObject><div/></foreignObject>'), 'foreignObject'],
      [`<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]>${svg('')}`, 'DOCTYPE'],
      [svg('<image href="https://evil.example/a.png" width="10" height="10"/>'), 'outside itself'],
      [svg('<image xlink:href="file:///etc/passwd" width="10" height="10"/>'), 'outside itself'],
      [svg('<rect width="10" height="10" style="fill: url(https://evil.example/x)"/>'), 'outside itself'],
    ];
    for (const [body, words] of cases) await expectRefused(await upload(body, 'image/svg+xml'), words);
  });

  it('refuses corrupt images, a mislabelled one and other types, with 400', async () => {
    await expectRefused(await upload(Buffer.from('not an image at all'), 'image/png'), 'could not be read');
    const truncated = (await square(300)).subarray(0, 200);
    await expectRefused(await upload(truncated, 'image/png'), 'could not be read');
    await expectRefused(await upload(await square(300, 'jpeg'), 'image/png'), 'not the image/png');
    const gif = await t.app.inject({
      method: 'PUT',
      url: `/api/brand-kits/${kitId}/logo`,
      headers: { ...bearer(token), 'content-type': 'image/gif' },
      payload: Buffer.from('GIF89a'),
    });
    expect(gif.statusCode).toBe(415);
  });

  it('refuses images over 2 MB (413 past 4 MB) and outside 32–4096 pixels a side', async () => {
    const noisy = await sharp(
      Buffer.alloc(900 * 900 * 3, 0).map(() => Math.floor(Math.random() * 256)),
      {
        raw: { width: 900, height: 900, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(2 * 1024 * 1024);
    await expectRefused(await upload(noisy, 'image/png'), 'at most 2 MB');
    // Past twice the limit the body is not even read: 413, as for any oversized request.
    const huge = Buffer.concat([noisy, noisy]);
    expect((await upload(huge, 'image/png')).statusCode).toBe(413);
    await expectRefused(await upload(await square(16), 'image/png'), 'at least 32×32');
    const wide = await sharp({ create: { width: 5000, height: 40, channels: 3, background: '#000000' } })
      .png()
      .toBuffer();
    await expectRefused(await upload(wide, 'image/png'), 'at most 4096×4096');
  });

  it('is refused below Pro and for another workspace’s kit, and can be removed', async () => {
    const other = await createUser(t.db, { email: 'other@example.com', subscriptionPlan: 'enterprise' });
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/brand-kits/${kitId}/logo`,
      headers: { ...bearer(other.token), 'content-type': 'image/png' },
      payload: await square(64),
    });
    expect(foreign.statusCode).toBe(404);
    await upload(await square(64), 'image/png');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/brand-kits/${kitId}/logo`,
      headers: bearer(token),
    });
    expect(removed.json().brand_kit.logo_url).toBeNull();
    await setPlan(t.db, workspaceId, { subscriptionPlan: 'starter' });
    const below = await upload(await square(64), 'image/png');
    expect(below.statusCode).toBe(403);
    expect(below.json().code).toBe('plan_feature');
  });
});
