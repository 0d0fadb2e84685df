// Uploaded fonts (Enterprise, ADR 0044): TTF, OTF and WOFF files kept per workspace, checked by
// parsing them (WOFF2, corrupt files and files past 2 MB are 400 naming `font`); below Enterprise
// uploads are 403 plan_feature, a downgraded workspace keeps its fonts and the kits that name
// them; admins upload and delete, every member reads; another workspace's font is 404.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { MAX_BRAND_FONTS, MAX_FONT_BYTES } from '../../../shared/api/brand-fonts';
import { planFeatureMessage } from '../../../shared/plan-features';
import { setPlan } from '../workspaces';
import { addMember } from '../workspaces/test-support';
import { pinBrandOf } from './pin-brand';

const TTF = readFileSync(new URL('../../../../tests/fixtures/fonts/caveat-latin-400.ttf', import.meta.url));
const WOFF = readFileSync(new URL('../../../../tests/fixtures/fonts/caveat-latin-400.woff', import.meta.url));

let t: TestApp;
let token: string;
let workspaceId: string;

beforeEach(async () => {
  t = await createTestApp();
  ({ token, workspaceId } = await createUser(t.db, { subscriptionPlan: 'enterprise' }));
});
afterEach(async () => {
  await t.app.close();
});

const upload = (body: Buffer, name = 'Acme Hand', as = token, type = 'font/ttf') =>
  t.app.inject({
    method: 'POST',
    url: `/api/brand-fonts?name=${encodeURIComponent(name)}`,
    headers: { ...bearer(as), 'content-type': type },
    payload: body,
  });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
  t.app.inject({ method, url, headers: bearer(as), ...(payload ? { payload } : {}) });

async function uploadedId(body = TTF, type = 'font/ttf'): Promise<string> {
  const response = await upload(body, 'Acme Hand', token, type);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().brand_font.id;
}

async function expectRefused(response: Awaited<ReturnType<typeof upload>>, words: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().error).toMatch(/^font /);
  expect(response.json().error).toContain(words);
  expect((await call('GET', '/api/brand-fonts')).json().brand_fonts).toEqual([]);
}

describe('uploading a font', () => {
  it.each([
    ['TTF', TTF, 'font/ttf', 'ttf'],
    ['WOFF', WOFF, 'font/woff', 'woff'],
    ['TTF sent as octet-stream', TTF, 'application/octet-stream', 'ttf'],
  ])('keeps a %s and lists it', async (_label, body, type, format) => {
    const response = await upload(body, 'Acme Hand', token, type);
    expect(response.statusCode, response.body).toBe(201);
    const font = response.json().brand_font;
    expect(font).toMatchObject({ name: 'Acme Hand', format, byte_size: body.length });
    const list = (await call('GET', '/api/brand-fonts')).json();
    expect(list).toMatchObject({ brand_fonts: [font], can_upload: true, max_bytes: MAX_FONT_BYTES });
  });

  it('refuses WOFF2 with a clear message', async () => {
    const woff2 = Buffer.concat([Buffer.from('wOF2'), WOFF.subarray(4)]);
    await expectRefused(await upload(woff2, 'X', token, 'font/woff2'), 'WOFF2');
  });

  it('refuses a file that is not a font, a corrupt font and an empty one', async () => {
    await expectRefused(await upload(Buffer.from('just some text, not a font')), 'TTF, OTF or WOFF');
    await expectRefused(await upload(TTF.subarray(0, 400)), 'could not be read');
    const scrambled = Buffer.from(TTF);
    scrambled.fill(0xff, 12, 12 + 16 * 4);
    await expectRefused(await upload(scrambled), 'could not be read');
  });

  it('refuses a file past 2 MB with 400, and far past it with 413', async () => {
    const big = Buffer.concat([TTF, Buffer.alloc(MAX_FONT_BYTES)]);
    await expectRefused(await upload(big), 'at most 2 MB');
    const huge = Buffer.alloc(MAX_FONT_BYTES * 2 + 1);
    expect((await upload(huge)).statusCode).toBe(413);
  });

  it('refuses an empty name, naming the field', async () => {
    const response = await upload(TTF, '  ');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('name');
  });

  it(`keeps at most ${MAX_BRAND_FONTS} per workspace`, async () => {
    for (let i = 0; i < MAX_BRAND_FONTS; i++) await uploadedId();
    const response = await upload(TTF);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('plan_limit');
  });
});

describe('uploaded fonts by plan and role', () => {
  it.each(['free', 'starter', 'pro'] as const)('refuses %s with 403 plan_feature', async (plan) => {
    await setPlan(t.db, workspaceId, { subscriptionPlan: plan });
    const response = await upload(TTF);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'plan_feature',
      error: planFeatureMessage('brand_fonts_uploaded'),
    });
    expect((await call('GET', '/api/brand-fonts')).json()).toMatchObject({
      brand_fonts: [],
      can_upload: false,
    });
  });

  it('keeps a downgraded workspace’s fonts and kits, refuses new uploads, allows deletes', async () => {
    const fontId = await uploadedId();
    const kit = (
      await call('POST', '/api/brand-kits', { name: 'Hand', heading_font: { font: fontId, weight: 700 } })
    ).json().brand_kit;
    expect(kit.heading_font).toEqual({ font: fontId, weight: 700 });
    await setPlan(t.db, workspaceId, { subscriptionPlan: 'pro' });
    expect((await call('GET', '/api/brand-fonts')).json().brand_fonts).toHaveLength(1);
    expect((await upload(TTF)).json().code).toBe('plan_feature');
    const brand = await pinBrandOf(t.db, t.app.media, { workspaceId, brandKitId: kit.id });
    expect(brand?.headingFont).toEqual({ font: fontId, weight: 700 });
    expect(Buffer.from(brand?.uploadedFonts?.[0]?.data ?? []).equals(TTF)).toBe(true);
    // Naming an uploaded font in a kit anew needs the plan again.
    const renamed = await call('PUT', `/api/brand-kits/${kit.id}`, {
      body_font: { font: fontId, weight: 400 },
    });
    expect(renamed.json().code).toBe('plan_feature');
    expect((await call('DELETE', `/api/brand-fonts/${fontId}`)).statusCode).toBe(200);
  });

  it('lets every member read and only admins and owners upload or delete', async () => {
    const fontId = await uploadedId();
    for (const role of ['editor', 'contributor', 'viewer'] as const) {
      const member = await createUser(t.db, { email: `${role}@example.com` });
      await addMember(t.db, { workspaceId, userId: member.user.id, role, now: new Date(0) });
      const headers = { ...bearer(member.token), 'x-workspace-id': workspaceId };
      const read = await t.app.inject({ method: 'GET', url: '/api/brand-fonts', headers });
      expect(read.json().brand_fonts).toHaveLength(1);
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/brand-fonts?name=Mine',
        headers: { ...headers, 'content-type': 'font/ttf' },
        payload: TTF,
      });
      expect(sent.json().code).toBe('role_required');
      const removed = await t.app.inject({ method: 'DELETE', url: `/api/brand-fonts/${fontId}`, headers });
      expect(removed.json().code).toBe('role_required');
    }
    const admin = await createUser(t.db, { email: 'admin@example.com' });
    await addMember(t.db, { workspaceId, userId: admin.user.id, role: 'admin', now: new Date(0) });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/brand-fonts/${fontId}`,
      headers: { ...bearer(admin.token), 'x-workspace-id': workspaceId },
    });
    expect(removed.statusCode).toBe(200);
  });
});

describe('another workspace’s font', () => {
  it('is 404 to delete and to name in a kit, and not listed', async () => {
    const other = await createUser(t.db, { email: 'other@example.com', subscriptionPlan: 'enterprise' });
    const theirs = (await upload(TTF, 'Theirs', other.token)).json().brand_font.id;
    expect((await call('GET', '/api/brand-fonts')).json().brand_fonts).toEqual([]);
    const removed = await call('DELETE', `/api/brand-fonts/${theirs}`);
    expect(removed.statusCode).toBe(404);
    expect(removed.json().error).toBe('Brand font not found');
    expect((await call('DELETE', '/api/brand-fonts/not-a-uuid')).statusCode).toBe(404);
    const kit = await call('POST', '/api/brand-kits', {
      name: 'Mine',
      body_font: { font: theirs, weight: 400 },
    });
    expect(kit.statusCode).toBe(404);
    expect((await call('GET', '/api/brand-fonts', undefined, other.token)).json().brand_fonts).toHaveLength(
      1,
    );
  });
});

describe('deleting a font a kit names', () => {
  it('gives the kit back the templates’ own font there', async () => {
    const fontId = await uploadedId(WOFF, 'font/woff');
    const kit = (
      await call('POST', '/api/brand-kits', {
        name: 'Hand',
        heading_font: { font: 'anton', weight: 400 },
        body_font: { font: fontId, weight: 400 },
      })
    ).json().brand_kit;
    expect((await call('DELETE', `/api/brand-fonts/${fontId}`)).statusCode).toBe(200);
    const after = (await call('GET', `/api/brand-kits/${kit.id}`)).json().brand_kit;
    expect(after.heading_font).toEqual({ font: 'anton', weight: 400 });
    expect(after.body_font).toBeNull();
    expect((await call('DELETE', `/api/brand-fonts/${fontId}`)).statusCode).toBe(404);
  });

  it('refuses a weight outside 100–900 for an uploaded font', async () => {
    const fontId = await uploadedId();
    const response = await call('POST', '/api/brand-kits', {
      name: 'X',
      heading_font: { font: fontId, weight: 950 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('heading_font.weight');
  });
});
