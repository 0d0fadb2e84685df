import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { Database } from '../../db/connection';
import { expectRefusal } from '../../http/test-support';

let app: FastifyInstance;
let db: Database;

beforeEach(async () => {
  ({ app, db } = await createTestApp());
});
afterEach(async () => {
  await app.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

const DEFAULT_STYLE = { style: 'modern', brandColors: ['#E60023', '#FFFFFF', '#000000'] };

describe('boards CRUD', () => {
  it('creates a board with the defaults and reads it back', async () => {
    const { token } = await createUser(db);
    const created = await call('POST', '/api/boards', token, { name: '  Kitchen ideas ' });
    expect(created.statusCode).toBe(201);
    const { board } = created.json();
    expect(board).toMatchObject({
      name: 'Kitchen ideas',
      description: '',
      style_config: DEFAULT_STYLE,
      pins_per_day: 1,
      sort_order: 0,
      pinterest_board_id: null,
    });
    expect(new Date(board.created_at).toISOString()).toBe(board.created_at);
    expect((await call('GET', `/api/boards/${board.id}`, token)).json()).toEqual({ board });
    expect((await call('GET', '/api/boards', token)).json()).toEqual({ boards: [board] });
  });

  it('stores every field given, style_config as JSON text or as an object', async () => {
    const { token } = await createUser(db, { subscriptionPlan: 'starter' });
    const style = { style: 'vintage', brandColors: ['#112233', '#abcdef'] };
    const asText = await call('POST', '/api/boards', token, {
      name: 'Travel',
      description: 'Trips',
      style_config: JSON.stringify(style),
      pins_per_day: 3,
    });
    expect(asText.statusCode).toBe(201);
    expect(asText.json().board).toMatchObject({
      description: 'Trips',
      pins_per_day: 3,
      style_config: { style: 'vintage', brandColors: ['#112233', '#ABCDEF'] },
    });
    const asObject = await call('POST', '/api/boards', token, { name: 'Food', style_config: style });
    expect(asObject.json().board).toMatchObject({ sort_order: 1, style_config: { style: 'vintage' } });
  });

  it('lists boards by sort_order, then creation time', async () => {
    const { token, workspaceId } = await createUser(db);
    const second = await createBoard(db, workspaceId, { sortOrder: 1, createdAt: new Date('2025-01-01') });
    const first = await createBoard(db, workspaceId, { sortOrder: 0, createdAt: new Date('2025-01-03') });
    const third = await createBoard(db, workspaceId, { sortOrder: 1, createdAt: new Date('2025-01-02') });
    const { boards } = (await call('GET', '/api/boards', token)).json();
    expect(boards.map((b: { id: string }) => b.id)).toEqual([first.id, second.id, third.id]);
  });

  it('reads an unparseable stored style_config as modern with the default colours', async () => {
    const { token, workspaceId } = await createUser(db);
    const broken = await createBoard(db, workspaceId, { styleConfig: '{not json' });
    const wrong = await createBoard(db, workspaceId, { styleConfig: '{"style":"neon","brandColors":[]}' });
    for (const board of [broken, wrong]) {
      const response = await call('GET', `/api/boards/${board.id}`, token);
      expect(response.json().board.style_config).toEqual(DEFAULT_STYLE);
    }
  });

  it('updates only the fields sent', async () => {
    const { token, workspaceId } = await createUser(db, { subscriptionPlan: 'starter' });
    const board = await createBoard(db, workspaceId, { name: 'Old', description: 'Keep me' });
    const response = await call('PUT', `/api/boards/${board.id}`, token, {
      name: 'New',
      style_config: { style: 'bold', brandColors: ['#000000'] },
      pins_per_day: 30,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().board).toMatchObject({
      name: 'New',
      description: 'Keep me',
      style_config: { style: 'bold', brandColors: ['#000000'] },
      pins_per_day: 30,
    });
    expect((await call('GET', `/api/boards/${board.id}`, token)).json().board.name).toBe('New');
  });

  it('refuses an update with nothing to change', async () => {
    const { token, workspaceId } = await createUser(db);
    const board = await createBoard(db, workspaceId);
    const response = await call('PUT', `/api/boards/${board.id}`, token, {});
    expectRefusal(response, 400, { error: 'Nothing to update', code: 'validation_error' });
  });

  it('answers 404 for unknown and malformed board ids', async () => {
    const { token } = await createUser(db);
    for (const id of ['7c0f4a52-1d7e-4a55-9f43-8a1b2c3d4e5f', 'not-a-uuid']) {
      const response = await call('GET', `/api/boards/${id}`, token);
      expectRefusal(response, 404, { error: 'Board not found', code: 'not_found' });
    }
  });

  it('previews a board’s newest pins, 4 by default, up to limit', async () => {
    const { token, workspaceId } = await createUser(db);
    const board = await createBoard(db, workspaceId, { name: 'Garden' });
    const other = await createBoard(db, workspaceId);
    await createPin(db, other);
    const made = [];
    for (let day = 1; day <= 6; day += 1) {
      made.push(await createPin(db, board, { createdAt: new Date(`2025-03-0${day}T10:00:00Z`) }));
    }
    const preview = (await call('GET', `/api/boards/${board.id}/pins`, token)).json().pins;
    expect(preview.map((p: { id: string }) => p.id)).toEqual(
      made
        .slice(2)
        .reverse()
        .map((p) => p.id),
    );
    expect(preview[0]).toMatchObject({ board_id: board.id, board_name: 'Garden', status: 'generated' });
    const all = await call('GET', `/api/boards/${board.id}/pins?limit=100`, token);
    expect(all.json().pins).toHaveLength(6);
    for (const limit of ['0', '101', 'x']) {
      const refused = await call('GET', `/api/boards/${board.id}/pins?limit=${limit}`, token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('limit must be a whole number from 1 to 100');
    }
  });

  it.each([
    ['GET', '/api/boards'],
    ['POST', '/api/boards'],
    ['PUT', '/api/boards/order'],
    ['GET', '/api/boards/7c0f4a52-1d7e-4a55-9f43-8a1b2c3d4e5f'],
    ['PUT', '/api/boards/7c0f4a52-1d7e-4a55-9f43-8a1b2c3d4e5f'],
    ['DELETE', '/api/boards/7c0f4a52-1d7e-4a55-9f43-8a1b2c3d4e5f'],
    ['GET', '/api/boards/7c0f4a52-1d7e-4a55-9f43-8a1b2c3d4e5f/pins'],
  ] as const)('%s %s needs a session', async (method, url) => {
    const response = await app.inject({ method, url, payload: { name: 'x' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthorized');
  });
});
