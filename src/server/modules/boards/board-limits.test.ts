// The number of boards each plan allows (docs/product.md §9), enforced even under simultaneous creates.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBoard } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { PlanName } from '../../../shared/plans';
import type { Database } from '../../db/connection';
import { expectRefusal, sendAs } from '../../http/test-support';

let app: FastifyInstance;
let db: Database;

beforeEach(async () => {
  ({ app, db } = await createTestApp());
});
afterEach(async () => {
  await app.close();
});

const create = (token: string, name = 'Board') =>
  app.inject({ method: 'POST', url: '/api/boards', headers: bearer(token), payload: { name } });

describe('board limits per plan', () => {
  it.each([
    ['free', 1, 'Your Free plan allows 1 board. Upgrade your plan to add more boards.'],
    ['starter', 5, 'Your Starter plan allows 5 boards. Upgrade your plan to add more boards.'],
    ['pro', 15, 'Your Pro plan allows 15 boards. Upgrade your plan to add more boards.'],
  ] as [PlanName, number, string][])('%s allows %i boards', async (plan, limit, error) => {
    const { token, workspaceId } = await createUser(db, { subscriptionPlan: plan });
    for (let i = 1; i < limit; i += 1) await createBoard(db, workspaceId);
    expect((await create(token)).statusCode).toBe(201);
    const refused = await create(token);
    expectRefusal(refused, 403, { error, code: 'plan_limit' });
    expect(
      (await app.inject({ method: 'GET', url: '/api/boards', headers: bearer(token) })).json().boards,
    ).toHaveLength(limit);
  });

  it('enterprise has no limit', async () => {
    const { token, workspaceId } = await createUser(db, { subscriptionPlan: 'enterprise' });
    for (let i = 0; i < 40; i += 1) await createBoard(db, workspaceId);
    const response = await create(token);
    expect(response.statusCode).toBe(201);
    expect(response.json().board.sort_order).toBe(40);
  });

  it('counts only the user’s own boards', async () => {
    const other = await createUser(db);
    await createBoard(db, other.workspaceId);
    const { token } = await createUser(db);
    expect((await create(token)).statusCode).toBe(201);
  });

  it('lets exactly one of three simultaneous creates through on Free', async () => {
    const { token } = await createUser(db);
    const responses = await Promise.all([create(token, 'A'), create(token, 'B'), create(token, 'C')]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 403, 403]);
    const { boards } = (
      await app.inject({ method: 'GET', url: '/api/boards', headers: bearer(token) })
    ).json();
    expect(boards).toHaveLength(1);
    expect(boards[0].sort_order).toBe(0);
  });

  it('gives simultaneous creates distinct places at the end of the order', async () => {
    const { token } = await createUser(db, { subscriptionPlan: 'pro' });
    const responses = await Promise.all(['A', 'B', 'C', 'D'].map((name) => create(token, name)));
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    const orders = responses.map((r) => r.json().board.sort_order).sort();
    expect(orders).toEqual([0, 1, 2, 3]);
  });

  it("goes by the app's clock: a trial that has ended there gives Free's limit", async () => {
    const eightDaysOn = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    const later = await createTestApp({ clock: { now: () => eightDaysOn, random: () => 0 } });
    try {
      const { token, workspaceId } = await createUser(later.db, { subscriptionPlan: 'pro' });
      await createBoard(later.db, workspaceId);
      const refused = await sendAs(later.app, token, 'POST', '/api/boards', { name: 'Second' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatch(/^Your Free plan allows 1 board\./);
    } finally {
      await later.app.close();
    }
  });
});
