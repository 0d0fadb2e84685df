// New titles learn from the board's top performers (ADR 0045): with 10 measured pins of the board
// over the last 90 days, on Pro and up, the title prompt's pin_history names its best 5 titles by
// outbound clicks plus saves, best first; not below 10, not below Pro, never another board's. The
// clock is frozen and the figures seeded; the prompt is read back from the API history.
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { apiCalls, type BoardRow, pinAnalyticsDaily } from '../../db/schema';
import { TOP_TITLES_HEADING } from '../../integrations/ai/prompts';
import { setPlan } from '../workspaces';

const NOW = new Date('2026-03-10T12:00:00Z');
let t: TestApp;
let person: Awaited<ReturnType<typeof createUser>>;
let board: BoardRow;

beforeEach(async () => {
  t = await createTestApp({ clock: { now: () => NOW, random: () => 0.5 } });
  person = await createUser(t.db, { subscriptionPlan: 'pro' }, NOW);
  board = await createBoard(t.db, person.workspaceId, { name: 'Weeknight Dinners' });
});
afterEach(async () => {
  await t.app.close();
});

/** A posted pin of `on` with `clicks` outbound clicks and `saves` saves on `date`. */
async function measured(title: string, clicks: number, saves: number, on = board, date = '2026-03-01') {
  const postedAt = new Date('2026-02-01T10:00:00Z');
  const pin = await createPin(t.db, on, { title, status: 'posted', postedAt, scheduledTime: postedAt });
  await t.db.insert(pinAnalyticsDaily).values({
    pinId: pin.id,
    workspaceId: on.workspaceId,
    boardId: on.id,
    date,
    impression: 500,
    save: saves,
    pinClick: 5,
    outboundClick: clicks,
    collectedAt: NOW,
  });
}

/** Ten measured pins: 'Top 1'…'Top 5' did best, in that order; the others brought little or nothing. */
async function tenMeasured() {
  await measured('Top 3', 20, 10);
  await measured('Top 1', 50, 5);
  await measured('Top 5', 4, 4);
  await measured('Top 2', 30, 10);
  await measured('Top 4', 10, 2);
  await measured('Also ran', 1, 1);
  await measured('Another', 2, 0);
  await measured('Quiet one', 0, 1);
  await measured('Nothing at all', 0, 0);
  await measured('Seen only', 0, 0);
}

/** The title prompt sent for one new pin of the board. */
async function titlePrompt(): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/generate-single-pin',
    headers: bearer(person.token),
    payload: { boardId: board.id },
  });
  expect(response.statusCode, response.body).toBe(201);
  const [call] = await t.db
    .select({ prompt: apiCalls.prompt })
    .from(apiCalls)
    .where(and(eq(apiCalls.userId, person.user.id), eq(apiCalls.type, 'text')));
  return call?.prompt ?? '';
}

describe('pin_history with the board’s best titles', () => {
  it('names the 5 best titles by outbound clicks and saves, best first, after the board’s titles', async () => {
    await tenMeasured();
    const prompt = await titlePrompt();
    expect(prompt).toContain(
      ['', TOP_TITLES_HEADING, '- Top 1', '- Top 2', '- Top 3', '- Top 4', '- Top 5'].join('\n'),
    );
    expect(prompt.indexOf('- Seen only')).toBeLessThan(prompt.indexOf(TOP_TITLES_HEADING));
  });

  it('needs 10 measured pins of this board: 9, and another board’s, are not enough', async () => {
    const other = await createBoard(t.db, person.workspaceId, { name: 'Garden' });
    await measured('Elsewhere', 90, 90, other);
    await measured('Top 1', 50, 5);
    for (let i = 0; i < 8; i++) await measured(`Pin ${i}`, 1, 1);
    const prompt = await titlePrompt();
    expect(prompt).toContain('- Top 1');
    expect(prompt).not.toContain(TOP_TITLES_HEADING);
  });

  it('leaves out figures older than 90 days', async () => {
    for (let i = 0; i < 10; i++) await measured(`Old ${i}`, 10, 10, board, '2025-12-01');
    expect(await titlePrompt()).not.toContain(TOP_TITLES_HEADING);
  });

  it('is Pro and up: a Starter workspace’s prompt learns nothing', async () => {
    await tenMeasured();
    await setPlan(t.db, person.workspaceId, { subscriptionPlan: 'starter', subscriptionStatus: 'active' });
    expect(await titlePrompt()).not.toContain(TOP_TITLES_HEADING);
  });
});
