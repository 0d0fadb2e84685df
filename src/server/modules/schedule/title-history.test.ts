// The other half of spam-safe pins (ADR 0022, docs/product.md §9 pin_history): a new pin's title is
// written knowing the board's recent titles, and repeats none of them. Through the real route;
// the request the text provider was given is read back from the API history.
import { and, asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { apiCalls } from '../../db/schema';

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.app.close();
});

const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

describe('pin_history', () => {
  it('gives the provider the board’s titles, and no new title repeats one of them', async () => {
    const { token, user, workspaceId } = await createUser(t.db, { subscriptionPlan: 'pro' });
    const board = await createBoard(t.db, workspaceId, {
      name: 'Weeknight Dinners',
      description: 'Quick pasta',
    });
    const other = await createBoard(t.db, workspaceId, { name: 'Garden' });
    await createPin(t.db, other, { title: 'Not this board' });
    const seeded = ['Weeknight Dinners', 'Quick Pasta Ideas', 'Weeknight Dinners (Part 2)'];
    for (const [index, title] of seeded.entries()) {
      await createPin(t.db, board, {
        title,
        status: index === 0 ? 'posted' : 'generated',
        createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
      });
    }

    const titles = [...seeded];
    for (let round = 0; round < 6; round += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/generate-single-pin',
        headers: bearer(token),
        payload: { boardId: board.id },
      });
      expect(response.statusCode, response.body).toBe(201);
      const title: string = response.json().title;
      expect(titles.some((old) => sameTitle(old, title))).toBe(false);
      titles.push(title);
    }

    const calls = await t.db
      .select({ requestBody: apiCalls.requestBody })
      .from(apiCalls)
      .where(and(eq(apiCalls.userId, user.id), eq(apiCalls.type, 'text')))
      .orderBy(asc(apiCalls.createdAt));
    expect(calls).toHaveLength(6);
    for (const [round, call] of calls.entries()) {
      const history: string[] = JSON.parse(call.requestBody).pinHistory;
      // Every title the board had before this round, whatever its pins' status, and only this board's.
      expect([...history].sort()).toEqual(titles.slice(0, seeded.length + round).sort());
    }
  });
});
