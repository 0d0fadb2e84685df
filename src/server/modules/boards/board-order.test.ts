// docs/product.md §4: after a reorder, every board's sort_order equals its index.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBoard } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { Database } from '../../db/connection';
import { expectRefusal } from '../../http/test-support';

let app: FastifyInstance;
let db: Database;
let token: string;
let ids: string[];

beforeEach(async () => {
  ({ app, db } = await createTestApp());
  const created = await createUser(db, { subscriptionPlan: 'starter' });
  token = created.token;
  ids = [];
  for (const name of ['A', 'B', 'C', 'D'])
    ids.push((await createBoard(db, created.workspaceId, { name })).id);
});
afterEach(async () => {
  await app.close();
});

const order = (board_ids: string[]) =>
  app.inject({ method: 'PUT', url: '/api/boards/order', headers: bearer(token), payload: { board_ids } });
const move = (id: string, sort_order: number) =>
  app.inject({ method: 'PUT', url: `/api/boards/${id}`, headers: bearer(token), payload: { sort_order } });

async function savedOrder(): Promise<{ id: string; sort_order: number }[]> {
  return (await app.inject({ method: 'GET', url: '/api/boards', headers: bearer(token) })).json().boards;
}

function expectIndexOrder(boards: { id: string; sort_order: number }[], expected: string[]) {
  expect(boards.map((b) => b.id)).toEqual(expected);
  expect(boards.map((b) => b.sort_order)).toEqual(expected.map((_, index) => index));
}

describe('PUT /api/boards/order', () => {
  it('saves the whole order and answers the boards in it', async () => {
    const wanted = [ids[2], ids[0], ids[3], ids[1]] as string[];
    const response = await order(wanted);
    expect(response.statusCode).toBe(200);
    expectIndexOrder(response.json().boards, wanted);
    expectIndexOrder(await savedOrder(), wanted);
  });

  it.each([
    ['a missing board', () => ids.slice(1)],
    ['a duplicate', () => [...ids.slice(0, 3), ids[0]]],
    ['an extra board', () => [...ids, '7c0f4a52-1d7e-4a55-9f43-8a1b2c3d4e5f']],
    ['an empty list', () => []],
  ] as [string, () => string[]][])('refuses %s and keeps the order', async (_, list) => {
    const response = await order(list());
    expectRefusal(response, 400, {
      error: 'board_ids must list each of your boards exactly once',
      code: 'validation_error',
    });
    expectIndexOrder(await savedOrder(), ids);
  });

  it('refuses another user’s board in the list', async () => {
    const other = await createUser(db);
    const foreign = await createBoard(db, other.workspaceId);
    const response = await order([...ids.slice(0, 3), foreign.id]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('board_ids must list each of your boards exactly once');
    expect((await savedOrder()).map((b) => b.id)).toEqual(ids);
  });

  it('refuses ids that are not board ids', async () => {
    const response = await order(['nope']);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('board_ids must be board ids');
  });

  it('accepts an empty list from a user with no boards', async () => {
    const { token: emptyToken } = await createUser(db);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/boards/order',
      headers: bearer(emptyToken),
      payload: { board_ids: [] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ boards: [] });
  });
});

describe('PUT /api/boards/:id with sort_order', () => {
  it.each([
    [3, 0, [3, 0, 1, 2]],
    [0, 2, [1, 2, 0, 3]],
    [1, 99, [0, 2, 3, 1]],
    [2, 2, [0, 1, 2, 3]],
  ])('moves board %i to index %i', async (from, to, expected) => {
    const response = await move(ids[from] as string, to);
    expect(response.statusCode).toBe(200);
    expect(response.json().board.sort_order).toBe(Math.min(to, ids.length - 1));
    expectIndexOrder(
      await savedOrder(),
      expected.map((i) => ids[i] as string),
    );
  });

  it('renumbers boards left with gaps or ties by older data', async () => {
    const { token: gapToken, workspaceId } = await createUser(db, { subscriptionPlan: 'pro' });
    const a = await createBoard(db, workspaceId, { sortOrder: 5 });
    const b = await createBoard(db, workspaceId, { sortOrder: 5, createdAt: new Date(Date.now() + 1000) });
    const c = await createBoard(db, workspaceId, { sortOrder: 9 });
    token = gapToken;
    await move(c.id, 0);
    expectIndexOrder(await savedOrder(), [c.id, a.id, b.id]);
  });

  it('keeps 0..n-1 after a board is deleted', async () => {
    await app.inject({ method: 'DELETE', url: `/api/boards/${ids[1]}`, headers: bearer(token) });
    expectIndexOrder(await savedOrder(), [ids[0], ids[2], ids[3]] as string[]);
  });
});
