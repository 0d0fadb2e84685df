// Never the same image twice on a board (ADR 0022): a pin whose image hash another
// scheduled, publishing, posted or failed pin of its board has is not scheduled at any time, and
// an image drawn anew (a new title, a board of another look) updates the hash and is held to the
// same rule.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import type { Pin } from '../../../shared/api/pins';
import { boards, pins } from '../../db/schema';
import { generatedPinOn } from '../generation/test-support';
import { signedInAppPerTest } from './test-support';

const HASH = 'a'.repeat(64);
const sameImage = (title: string) =>
  `This pin has the same image as “${title}” on this board, and a board never gets the same image twice. ` +
  'Change the title to redraw the image, or delete this pin.';

const NOW = new Date('2026-12-01T06:00:00Z');
const t = signedInAppPerTest({ now: () => NOW, user: { subscriptionPlan: 'pro' } });

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(t.token), ...(payload && { payload }) });
const hashOf = async (pinId: string) =>
  (await t.db.select({ hash: pins.imageHash }).from(pins).where(eq(pins.id, pinId)))[0]?.hash;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** The bytes the browser would load for a pin. */
const served = async (pin: Pin) =>
  (await t.app.inject({ method: 'GET', url: pin.filepath ?? '' })).rawPayload;

describe('the same image is never scheduled twice on a board', () => {
  it('refuses to approve a pin whose image a scheduled pin of the board has, at any time', async () => {
    await createPin(t.db, t.board, {
      title: '"Cosy reading nook"',
      imageHash: HASH,
      status: 'posted',
      scheduledTime: new Date('2026-11-20T10:00:00Z'),
    });
    const copy = await createPin(t.db, t.board, { imageHash: HASH });
    for (const payload of [undefined, { scheduled_time: '2027-03-01T10:00:00Z' }]) {
      const response = await call('POST', `/api/pins/${copy.id}/approve`, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: sameImage('Cosy reading nook'), code: 'conflict' });
    }
    const bulk = await call('POST', '/api/pins/bulk-approve', { pin_ids: [copy.id] });
    expect(bulk.json()).toEqual({
      approved: [],
      not_approved: [{ pin_id: copy.id, error: sameImage('Cosy reading nook') }],
      notices: [],
      reasons: [],
    });
    expect((await t.db.select().from(pins).where(eq(pins.id, copy.id)))[0]?.status).toBe('generated');
  });

  it('ignores pins in review, other boards, other users and pins without a hash', async () => {
    await createPin(t.db, t.board, { imageHash: HASH });
    await createPin(t.db, await createBoard(t.db, t.workspaceId), {
      imageHash: HASH,
      status: 'scheduled',
      scheduledTime: new Date('2026-12-02T10:00:00Z'),
    });
    const stranger = await createUser(t.db);
    await createPin(t.db, await createBoard(t.db, stranger.workspaceId), {
      imageHash: HASH,
      status: 'scheduled',
      scheduledTime: new Date('2026-12-02T10:00:00Z'),
    });
    await createPin(t.db, t.board, { status: 'scheduled', scheduledTime: new Date('2026-12-03T10:00:00Z') });
    const pin = await createPin(t.db, t.board, { imageHash: HASH });
    const bare = await createPin(t.db, t.board);
    for (const id of [pin.id, bare.id]) {
      const response = await call('POST', `/api/pins/${id}/approve`);
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('refuses to move a scheduled pin to a board that has its image', async () => {
    const target = await createBoard(t.db, t.workspaceId, { styleConfig: t.board.styleConfig });
    await createPin(t.db, target, {
      title: 'Brass lamp',
      imageHash: HASH,
      status: 'failed',
      scheduledTime: new Date('2026-11-30T10:00:00Z'),
    });
    const pin = await createPin(t.db, t.board, {
      imageHash: HASH,
      status: 'scheduled',
      scheduledTime: new Date('2026-12-04T10:00:00Z'),
    });
    const response = await call('PUT', `/api/pins/${pin.id}`, { board_id: target.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(sameImage('Brass lamp'));
    expect((await t.db.select().from(pins).where(eq(pins.id, pin.id)))[0]?.boardId).toBe(t.board.id);
  });
});

describe('an image drawn anew keeps its hash, and the rule', () => {
  const generatedPin = (boardId: string) => generatedPinOn(t, t.token, boardId);

  it('stores the hash of a redrawn and of a repainted image', async () => {
    const made = await call('POST', '/api/boards', {
      name: 'Reading',
      style_config: { style: 'modern', brandColors: ['#2F5D50'] },
    });
    const pin = await generatedPin(made.json().board.id);
    expect(await hashOf(pin.id)).toBe(sha256(await served(pin)));
    const redrawn = (await call('PUT', `/api/pins/${pin.id}`, { title: 'Nine Quiet Reading Corners' })).json()
      .pin;
    expect(await hashOf(pin.id)).toBe(sha256(await served(redrawn)));
    const other = await call('POST', '/api/boards', {
      name: 'Bold',
      style_config: { style: 'bold', brandColors: ['#2F5D50'] },
    });
    const repainted = (await call('PUT', `/api/pins/${pin.id}`, { board_id: other.json().board.id })).json()
      .pin;
    expect(repainted.filepath).not.toBe(redrawn.filepath);
    expect(await hashOf(pin.id)).toBe(sha256(await served(repainted)));
  });

  it('refuses a new title that would draw a scheduled pin’s image the same as another’s', async () => {
    const made = await call('POST', '/api/boards', {
      name: 'Lamps',
      style_config: { style: 'modern', brandColors: ['#2F5D50'] },
    });
    const boardId = made.json().board.id;
    const first = await generatedPin(boardId);
    expect((await call('POST', `/api/pins/${first.id}/approve`)).statusCode).toBe(200);
    const drawn = await call('PUT', `/api/pins/${first.id}`, { title: 'Brass Lamps for Dark Corners' });
    expect(drawn.statusCode, drawn.body).toBe(200);
    // A second pin on the same artwork, scheduled later: the same title would draw the same image.
    const [row] = await t.db.select().from(pins).where(eq(pins.id, first.id));
    const [lamps] = await t.db.select().from(boards).where(eq(boards.id, boardId));
    if (!lamps) throw new Error('the Lamps board is gone');
    const second = await createPin(t.db, lamps, {
      title: 'Another lamp',
      artworkKey: row?.artworkKey ?? null,
      status: 'scheduled',
      scheduledTime: new Date('2026-12-09T10:00:00Z'),
    });
    const response = await call('PUT', `/api/pins/${second.id}`, { title: 'Brass Lamps for Dark Corners' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(sameImage('Brass Lamps for Dark Corners'));
    const [kept] = await t.db.select().from(pins).where(eq(pins.id, second.id));
    expect(kept).toMatchObject({ title: 'Another lamp', imageHash: null, imageKey: null });
  });
});
