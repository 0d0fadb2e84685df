// Brand colors are sold from Starter up (docs/product.md §9): on Free a board keeps the default
// colors; a board that got its own on a paid plan keeps them after a downgrade.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBoard } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import { DEFAULT_BRAND_COLORS } from '../../../shared/api/boards';
import type { Database } from '../../db/connection';
import { boards, workspaces } from '../../db/schema';
import { expectRefusal } from '../../http/test-support';
import { setPlan } from '../workspaces';

let app: FastifyInstance;
let db: Database;

beforeEach(async () => {
  ({ app, db } = await createTestApp());
});
afterEach(async () => {
  await app.close();
});

const call = (method: 'POST' | 'PUT', url: string, token: string, payload: object) =>
  app.inject({ method, url, headers: bearer(token), payload });

const REFUSAL = {
  code: 'plan_feature',
  error:
    'Brand colors are part of the Starter plan and above. Upgrade to Starter to use your own colors on your pins.',
};
const OWN_COLORS = ['#2A9D8F', '#264653'];

describe('brand colors by plan', () => {
  it('refuses a Free board its own colors, and makes nothing', async () => {
    const { token, workspaceId } = await createUser(db);
    const refused = await call('POST', '/api/boards', token, {
      name: 'Garden',
      style_config: { style: 'vintage', brandColors: OWN_COLORS },
    });
    expectRefusal(refused, 403, REFUSAL);
    expect(await db.select().from(boards).where(eq(boards.workspaceId, workspaceId))).toEqual([]);

    const defaults = await call('POST', '/api/boards', token, {
      name: 'Garden',
      style_config: { style: 'vintage', brandColors: [...DEFAULT_BRAND_COLORS] },
    });
    expect(defaults.statusCode).toBe(201);
  });

  it("gives a Free board the default colors when the workspace's default style has others", async () => {
    const { token, workspaceId } = await createUser(db);
    await db
      .update(workspaces)
      .set({ imageStyleDefault: JSON.stringify({ style: 'bold', brandColors: OWN_COLORS }) })
      .where(eq(workspaces.id, workspaceId));
    const created = await call('POST', '/api/boards', token, { name: 'Garden' });
    expect(created.statusCode).toBe(201);
    expect(created.json().board.style_config).toEqual({
      style: 'bold',
      brandColors: [...DEFAULT_BRAND_COLORS],
    });
  });

  it('lets Starter and above choose colors, and keeps them after a downgrade', async () => {
    const { token, workspaceId } = await createUser(db, { subscriptionPlan: 'starter' });
    const created = await call('POST', '/api/boards', token, {
      name: 'Garden',
      style_config: { style: 'modern', brandColors: OWN_COLORS },
    });
    expect(created.statusCode).toBe(201);
    const boardId = created.json().board.id as string;

    // The trial ends: Free. The board keeps its colors; its other fields still change.
    await setPlan(db, workspaceId, { trialEndsAt: new Date(Date.now() - 1000) });
    const renamed = await call('PUT', `/api/boards/${boardId}`, token, {
      name: 'Balcony garden',
      style_config: { style: 'bold', brandColors: OWN_COLORS },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().board.style_config).toEqual({ style: 'bold', brandColors: OWN_COLORS });
    expectRefusal(
      await call('PUT', `/api/boards/${boardId}`, token, {
        style_config: { style: 'bold', brandColors: ['#E76F51'] },
      }),
      403,
      REFUSAL,
    );
    const [kept] = await db.select().from(boards).where(eq(boards.id, boardId));
    expect(JSON.parse(kept?.styleConfig ?? '{}').brandColors).toEqual(OWN_COLORS);
  });

  it('lets a Free board go back to the default colors', async () => {
    const { token, workspaceId } = await createUser(db);
    const board = await createBoard(db, workspaceId, {
      styleConfig: JSON.stringify({ style: 'modern', brandColors: OWN_COLORS }),
    });
    const reset = await call('PUT', `/api/boards/${board.id}`, token, {
      style_config: { style: 'modern', brandColors: [...DEFAULT_BRAND_COLORS] },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().board.style_config.brandColors).toEqual([...DEFAULT_BRAND_COLORS]);
  });
});
