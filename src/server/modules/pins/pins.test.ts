import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { PinStatus } from '../../../shared/api/pins';
import type { Database } from '../../db/connection';
import type { BoardRow, PinRow } from '../../db/schema';
import { WORKSPACE_HEADER } from '../../http/auth-guard';
import { expectRefusal } from '../../http/test-support';
import type { MediaStorage } from '../../integrations/storage/media-storage';
import { addMember } from '../workspaces/test-support';

let app: FastifyInstance;
let db: Database;
let media: MediaStorage;
let mediaDir: string;
let token: string;
let workspaceId: string;
let garden: BoardRow;
let kitchen: BoardRow;
/** Oldest first: one pin per status on garden, day by day, then one generated pin on kitchen. */
let made: PinRow[];

beforeEach(async () => {
  ({ app, db, media, mediaDir } = await createTestApp());
  const created = await createUser(db, { subscriptionPlan: 'starter' });
  token = created.token;
  workspaceId = created.workspaceId;
  garden = await createBoard(db, created.workspaceId, { name: 'Garden' });
  kitchen = await createBoard(db, created.workspaceId, { name: 'Kitchen' });
  const statuses: PinStatus[] = ['generated', 'scheduled', 'publishing', 'posted', 'failed'];
  made = [];
  for (const [day, status] of statuses.entries()) {
    made.push(await createPin(db, garden, { status, createdAt: new Date(Date.UTC(2025, 4, day + 1)) }));
  }
  made.push(await createPin(db, kitchen, { media, createdAt: new Date(Date.UTC(2025, 4, 10)) }));
});
afterEach(async () => {
  await app.close();
});

const get = (url: string, as = token) => app.inject({ method: 'GET', url, headers: bearer(as) });
const ids = (response: { json(): { pins: { id: string }[] } }) => response.json().pins.map((p) => p.id);
const idsOf = (...indexes: number[]) => indexes.map((i) => made[i]?.id);

describe('GET /api/pins', () => {
  it('lists the workspace’s pins newest first, with board names and image urls', async () => {
    const response = await get('/api/pins');
    expect(response.statusCode).toBe(200);
    expect(ids(response)).toEqual(idsOf(5, 4, 3, 2, 1, 0));
    const [newest] = response.json().pins;
    expect(newest).toEqual({
      id: made[5]?.id,
      board_id: kitchen.id,
      board_name: 'Kitchen',
      title: made[5]?.title,
      description: made[5]?.description,
      alt_text: '',
      link: null,
      filepath: `/media/${made[5]?.imageKey}`,
      status: 'generated',
      scheduled_time: null,
      posted_at: null,
      created_at: '2025-05-10T00:00:00.000Z',
      failure_reason: null,
      retry_at: null,
      pinterest_url: null,
      // Made by the factory, as before templates: drawn in its board style's own.
      template_id: null,
      // Made before custom prompts (ADR 0037): Pinloom's prompts wrote it.
      prompt_versions: { title: null, description: null, image: null },
    });
    expect(response.json().pins[1]).toMatchObject({ board_name: 'Garden', filepath: null });
  });

  it.each([
    ['status=generated', [5, 0]],
    ['status=scheduled', [1]],
    ['status=posted', [3]],
    ['status=publishing', [2]],
    ['status=failed', [4]],
    ['status=scheduled,posted', [3, 1]],
    ['board_id=BOARD', [4, 3, 2, 1, 0]],
    ['board_id=BOARD&status=generated', [0]],
    ['limit=2', [5, 4]],
    ['limit=2&offset=2', [3, 2]],
    ['order=oldest&limit=3', [0, 1, 2]],
  ])('filters by %s', async (query, expected) => {
    const response = await get(`/api/pins?${query.replace('BOARD', garden.id)}`);
    expect(response.statusCode).toBe(200);
    expect(ids(response)).toEqual(idsOf(...expected));
  });

  it('filters by scheduled time, from inclusive to exclusive, leaving out pins without one', async () => {
    const at = (iso: string) => new Date(iso);
    // Distinct creation times: order=oldest sorts by creation, and pins made in the same
    // millisecond would otherwise fall back to their random ids.
    const early = await createPin(db, garden, {
      status: 'scheduled',
      scheduledTime: at('2026-03-01T09:00:00Z'),
      createdAt: at('2025-06-01T00:00:00Z'),
    });
    const late = await createPin(db, garden, {
      status: 'posted',
      scheduledTime: at('2026-03-02T09:00:00Z'),
      createdAt: at('2025-06-02T00:00:00Z'),
    });
    await createPin(db, garden, { status: 'scheduled', scheduledTime: at('2026-03-03T09:00:00Z') });
    const from = encodeURIComponent('2026-03-01T09:00:00Z');
    const to = encodeURIComponent('2026-03-03T10:00:00+01:00');
    expect(ids(await get(`/api/pins?from=${from}&to=${to}&order=oldest`))).toEqual([early.id, late.id]);
    expect(ids(await get(`/api/pins?from=${encodeURIComponent('2026-03-02T00:00:00Z')}`))).toHaveLength(2);
    expect(ids(await get(`/api/pins?to=${from}`))).toEqual([]);
  });

  it('shows the times of scheduled and posted pins in ISO 8601 UTC', async () => {
    const at = new Date('2025-06-01T09:30:00Z');
    const pin = await createPin(db, garden, { status: 'posted', scheduledTime: at, postedAt: at });
    const response = await get(`/api/pins/${pin.id}`);
    expect(response.json().pin).toMatchObject({
      scheduled_time: '2025-06-01T09:30:00.000Z',
      posted_at: '2025-06-01T09:30:00.000Z',
    });
  });

  it.each([
    [
      'status=draft',
      'status must be one or more of generated, scheduled, publishing, posted, failed, separated by commas',
    ],
    ['board_id=nope', 'board_id must be a board id'],
    ['limit=0', 'limit must be a whole number from 1 to 500'],
    ['limit=501', 'limit must be a whole number from 1 to 500'],
    ['offset=-1', 'offset must be a whole number, 0 or more'],
    ['order=random', 'order must be newest or oldest'],
    ['from=yesterday', 'from must be an ISO 8601 date and time, e.g. 2026-12-01T09:30:00Z'],
    ['to=2026-13-01', 'to must be an ISO 8601 date and time, e.g. 2026-12-01T09:30:00Z'],
    ['colour=red', 'Unknown field: colour'],
  ])('refuses %s', async (query, error) => {
    const response = await get(`/api/pins?${query}`);
    expectRefusal(response, 400, { error, code: 'validation_error' });
  });

  it('shows nothing of another workspace’s pins', async () => {
    const other = await createUser(db);
    const response = await get('/api/pins', other.token);
    expect(response.json()).toEqual({ pins: [] });
  });
});

describe('GET /api/pins/:id', () => {
  it('answers the pin with its board name', async () => {
    const response = await get(`/api/pins/${made[1]?.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().pin).toMatchObject({ id: made[1]?.id, board_name: 'Garden', status: 'scheduled' });
  });

  it.each(['7c0f4a52-1d7e-4a55-9f43-8a1b2c3d4e5f', 'not-a-uuid'])('answers 404 for %s', async (id) => {
    const response = await get(`/api/pins/${id}`);
    expectRefusal(response, 404, { error: 'Pin not found', code: 'not_found' });
  });
});

describe('DELETE /api/pins/:id', () => {
  it('deletes the pin and its image, and nothing else', async () => {
    const pin = made[5] as PinRow;
    const file = path.join(mediaDir, pin.imageKey as string);
    expect(existsSync(file)).toBe(true);
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/pins/${pin.id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(existsSync(file)).toBe(false);
    expect((await get(`/api/pins/${pin.id}`)).statusCode).toBe(404);
    expect(ids(await get('/api/pins'))).toEqual(idsOf(4, 3, 2, 1, 0));
  });

  it('deletes a posted pin too (it stays on Pinterest)', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/pins/${made[3]?.id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 for a malformed id', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/pins/nope', headers: bearer(token) });
    expectRefusal(response, 404, { error: 'Pin not found', code: 'not_found' });
  });
});

describe('pins in a shared workspace', () => {
  /** A member of the workspace with `role`, and how they call it (naming it, as the web app does). */
  async function member(role: 'viewer' | 'editor') {
    const { user, token: memberToken } = await createUser(db);
    await addMember(db, { workspaceId, userId: user.id, role, now: new Date() });
    return (method: 'GET' | 'DELETE', url: string) =>
      app.inject({ method, url, headers: { ...bearer(memberToken), [WORKSPACE_HEADER]: workspaceId } });
  }

  it('lets a viewer read the workspace’s pins but not delete one', async () => {
    const asViewer = await member('viewer');
    expect(ids(await asViewer('GET', '/api/pins'))).toEqual(idsOf(5, 4, 3, 2, 1, 0));
    expect((await asViewer('GET', `/api/pins/${made[0]?.id}`)).json().pin.id).toBe(made[0]?.id);
    const refused = await asViewer('DELETE', `/api/pins/${made[0]?.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'role_required' });
    expect(refused.json().error).toMatch(/^This needs the editor role or higher in /);
    expect((await get(`/api/pins/${made[0]?.id}`)).statusCode).toBe(200);
  });

  it('lets an editor delete one of the workspace’s pins', async () => {
    const asEditor = await member('editor');
    expect((await asEditor('DELETE', `/api/pins/${made[0]?.id}`)).statusCode).toBe(200);
    expect((await get(`/api/pins/${made[0]?.id}`)).statusCode).toBe(404);
  });

  it('answers 404 to someone who is not a member naming the workspace', async () => {
    const stranger = await createUser(db);
    const response = await app.inject({
      method: 'GET',
      url: '/api/pins',
      headers: { ...bearer(stranger.token), [WORKSPACE_HEADER]: workspaceId },
    });
    expectRefusal(response, 404, { error: 'Workspace not found', code: 'not_found' });
  });
});

describe('pins need a session', () => {
  it.each([
    ['GET', '/api/pins'],
    ['GET', '/api/pins/7c0f4a52-1d7e-4a55-9f43-8a1b2c3d4e5f'],
    ['DELETE', '/api/pins/7c0f4a52-1d7e-4a55-9f43-8a1b2c3d4e5f'],
  ] as const)('%s %s is 401', async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(401);
  });
});
