// A kit draws the workspace's pins (ADR 0039): a pin redrawn after the kit gets a footer shows it
// at the bottom, where the same pin without the kit did not; and pinBrandOf picks the board's kit,
// else the workspace's first; the offline painter paints the artwork in the kit's colors.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import type { Pin } from '../../../shared/api/pins';
import { pins } from '../../db/schema';
import { generatedPinOn } from '../generation/test-support';
import { setPlan } from '../workspaces';
import { pinBrandOf } from './pin-brand';

// A frozen clock with a fixed roll. The offline writer still rolls its own dice, so a pin's words,
// and with them its artwork's composition, vary from run to run: a color the artwork is painted in
// covered 4.6–12.4 % of it over 8 runs, a color it is not painted in 0 %. So "painted in" is over
// 2 % and "not painted in" under 1 %: the kit decides, not the words the dice made.
const NOW = new Date('2026-11-20T09:00:00.000Z');
let t: TestApp;
let token: string;
let workspaceId: string;

beforeEach(async () => {
  t = await createTestApp({ clock: { now: () => NOW, random: () => 0.5 } });
  ({ token, workspaceId } = await createUser(t.db, { subscriptionPlan: 'pro' }, NOW));
});
afterEach(async () => {
  await t.app.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function boardId(payload: object = {}): Promise<string> {
  const response = await call('POST', '/api/boards', { name: 'Garden Ideas', ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().board.id;
}
const retitled = async (pin: Pin, title: string) =>
  (await call('PUT', `/api/pins/${pin.id}`, { title })).json().pin as Pin;
/** The share of the pin's kept artwork (before any title) within a small distance of the color. */
async function artworkShareOf(pin: Pin, hex: string): Promise<number> {
  const [row] = await t.db.select({ key: pins.artworkKey }).from(pins).where(eq(pins.id, pin.id));
  const artwork = await t.app.media.read(row?.key ?? '');
  if (!artwork) throw new Error('the pin has no kept artwork');
  const { data, info } = await sharp(artwork).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [
    number,
    number,
    number,
  ];
  let near = 0;
  for (let at = 0; at < data.length; at += info.channels) {
    const distance =
      Math.abs((data[at] ?? 0) - r) + Math.abs((data[at + 1] ?? 0) - g) + Math.abs((data[at + 2] ?? 0) - b);
    if (distance < 40) near += 1;
  }
  return near / (data.length / info.channels);
}
const bottom = async (pin: Pin) => {
  const png = (await t.app.inject({ method: 'GET', url: pin.filepath ?? '' })).rawPayload;
  return sharp(png).extract({ left: 300, top: 1420, width: 400, height: 60 }).raw().toBuffer();
};

describe('a kit on the workspace’s pins', () => {
  it('draws the footer on a pin redrawn after the kit has one', async () => {
    const pin = await generatedPinOn(t, token, await boardId());
    // Read now: a redraw removes the image it replaces.
    const plain = await bottom(await retitled(pin, 'Seven Shade Plants for a North Garden'));
    const kit = (await call('POST', '/api/brand-kits', { name: 'Garden Co' })).json().brand_kit;
    const footer = { enabled: true, text: 'gardenco.example', position: 'bottom-center', opacity: 1 };
    expect((await call('PUT', `/api/brand-kits/${kit.id}`, { footer })).statusCode).toBe(200);
    await retitled(pin, 'Something else for a moment');
    const branded = await bottom(await retitled(pin, 'Seven Shade Plants for a North Garden'));
    expect(branded.equals(plain)).toBe(false);
  });

  it('takes the board’s chosen kit, else the workspace’s first, whatever the plan is now', async () => {
    await setPlan(t.db, workspaceId, { subscriptionPlan: 'enterprise' });
    const first = (await call('POST', '/api/brand-kits', { name: 'First', colors: ['#111111'] })).json()
      .brand_kit;
    const second = (await call('POST', '/api/brand-kits', { name: 'Second', colors: ['#1A9E9E'] })).json()
      .brand_kit;
    await setPlan(t.db, workspaceId, { subscriptionPlan: 'free' });
    const board = (id: string | null) => ({ workspaceId, brandKitId: id });
    expect((await pinBrandOf(t.db, t.app.media, board(second.id)))?.colors).toEqual(['#1A9E9E']);
    expect((await pinBrandOf(t.db, t.app.media, board(null)))?.colors).toEqual(['#111111']);
    expect(first.id).not.toBe(second.id);
    const other = await createUser(t.db, { email: 'other@example.com' });
    expect(
      await pinBrandOf(t.db, t.app.media, { workspaceId: other.workspaceId, brandKitId: second.id }),
    ).toBe(undefined);
  });

  it('paints the offline artwork in the kit’s colors, not the board’s', async () => {
    // The board keeps the default brand colors: #E60023, white and black.
    const board = await boardId();
    const teal = '#1A9E9E';
    const before = await generatedPinOn(t, token, board);
    expect(await artworkShareOf(before, teal)).toBeLessThan(0.01);
    expect(await artworkShareOf(before, '#E60023')).toBeGreaterThan(0.02);
    await call('POST', '/api/brand-kits', { name: 'Garden Co', colors: [teal, '#F4EFE6', '#1B2B34'] });
    const after = await generatedPinOn(t, token, board);
    expect(await artworkShareOf(after, teal)).toBeGreaterThan(0.02);
    expect(await artworkShareOf(after, '#E60023')).toBeLessThan(0.01);
  });
});
