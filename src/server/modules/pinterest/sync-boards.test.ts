// POST /api/pinterest/sync-boards: one local board per Pinterest board, never a duplicate, never
// a deletion, within the plan's board limit, and nothing of anyone else's touched.
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PinterestEmulator } from '../../../../emulators/pinterest/server';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { withEmulatorApp } from '../../../../tests/setup/emulator-app';
import type { TestApp } from '../../../../tests/setup/test-app';
import type { PlanName } from '../../../shared/plans';
import { boards, pins } from '../../db/schema';
import { WORKSPACE_HEADER } from '../../http/auth-guard';
import type { Board } from '../../integrations/pinterest/types';
import { addMember } from '../workspaces/test-support';
import { syncBoards } from './sync-boards';
import { signUpAndConnect, storedConnection } from './test-support';

let emulator: PinterestEmulator;
let t: TestApp;

withEmulatorApp(
  (context) => {
    ({ emulator, t } = context);
  },
  { boards: 60 },
);

const connectedUser = (plan: PlanName) => signUpAndConnect(t, { subscriptionPlan: plan });

const sync = async (token: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/pinterest/sync-boards',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const boardsOf = (workspaceId: string) =>
  t.db.select().from(boards).where(eq(boards.workspaceId, workspaceId)).orderBy(asc(boards.sortOrder));

describe('syncing boards from Pinterest', () => {
  it('creates a board per Pinterest board once; a second sync adds nothing', async () => {
    const { token, workspaceId } = await connectedUser('enterprise');
    const mine = await createBoard(t.db, workspaceId, { name: 'My own board' });
    expect(await sync(token)).toEqual({
      success: true,
      created: 60,
      updated: 0,
      message: 'Synced 60 boards from Pinterest: 60 new, 0 updated.',
    });
    expect(await sync(token)).toMatchObject({
      created: 0,
      updated: 0,
      message: 'Synced 60 boards from Pinterest: 0 new, 0 updated.',
    });
    const local = await boardsOf(workspaceId);
    expect(local).toHaveLength(61);
    expect(local.map((b) => b.sortOrder)).toEqual(local.map((_, i) => i));
    expect(local[0]?.id).toBe(mine.id);
    const remoteIds = emulator.boards().map((b) => (b as { id: string }).id);
    expect(local.slice(1).map((b) => b.pinterestBoardId)).toEqual(remoteIds);
    expect(local[1]).toMatchObject({ name: 'Cozy Autumn Recipes', batchSize: 1 });
  });

  it('gives new boards the user’s default style', async () => {
    const { token, workspaceId } = await connectedUser('enterprise');
    const style = { style: 'vintage', brandColors: ['#112233'] };
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(token),
      payload: { image_style_default: JSON.stringify(style) },
    });
    await sync(token);
    const [first] = await boardsOf(workspaceId);
    expect(JSON.parse(first?.styleConfig ?? '')).toEqual(style);
  });

  it('refreshes a linked board’s name and description and keeps its pins and settings', async () => {
    const { token, workspaceId } = await connectedUser('enterprise');
    await sync(token);
    const [linked] = await boardsOf(workspaceId);
    if (!linked) throw new Error('no board');
    await t.db
      .update(boards)
      .set({ name: 'Renamed here', description: 'x', batchSize: 4 })
      .where(eq(boards.id, linked.id));
    const pin = await createPin(t.db, linked);
    expect(await sync(token)).toMatchObject({
      created: 0,
      updated: 1,
      message: 'Synced 60 boards from Pinterest: 0 new, 1 updated.',
    });
    const [after] = await boardsOf(workspaceId);
    expect(after).toMatchObject({ id: linked.id, name: 'Cozy Autumn Recipes', batchSize: 4 });
    expect(await t.db.select().from(pins).where(eq(pins.id, pin.id))).toHaveLength(1);
  });

  it('never deletes a board, even one whose Pinterest board is gone', async () => {
    const { token, workspaceId } = await connectedUser('enterprise');
    const orphan = await createBoard(t.db, workspaceId, {
      name: 'Gone from Pinterest',
      pinterestBoardId: '999',
    });
    await createPin(t.db, orphan);
    await sync(token);
    expect((await boardsOf(workspaceId)).find((b) => b.id === orphan.id)).toMatchObject({
      pinterestBoardId: '999',
    });
    expect(await t.db.select().from(pins).where(eq(pins.boardId, orphan.id))).toHaveLength(1);
  });

  it('stops at the plan’s board limit and says how many were left out', async () => {
    const { token, workspaceId } = await connectedUser('free');
    expect(await sync(token)).toEqual({
      success: true,
      created: 1,
      updated: 0,
      message:
        'Synced 1 board from Pinterest: 1 new, 0 updated. 59 boards not added: your Free plan allows 1 board. Upgrade your plan to add more boards.',
    });
    expect(await boardsOf(workspaceId)).toHaveLength(1);
    const again = await sync(token);
    expect(again).toMatchObject({ created: 0, message: expect.stringContaining('59 boards not added') });
    expect(await boardsOf(workspaceId)).toHaveLength(1);
  });

  it("goes by the clock it is given: a trial that has ended there gives Free's limit", async () => {
    const { user, workspaceId } = await signUpAndConnect(t, { subscriptionPlan: 'pro' });
    const connectionId = (await storedConnection(t.db, workspaceId))?.id as string;
    const remote = [{ connectionId, boards: emulator.boards().slice(0, 3) as Board[] }];
    const eightDaysOn = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    expect(
      await syncBoards({
        db: t.db,
        workspace: { id: workspaceId, ownerId: user.id },
        remote,
        now: eightDaysOn,
      }),
    ).toMatchObject({
      created: 1,
      message: expect.stringContaining('2 boards not added: your Free plan allows 1 board'),
    });
    expect(await boardsOf(workspaceId)).toHaveLength(1);
  });

  it('counts boards the user already has against the limit', async () => {
    const { token, workspaceId } = await connectedUser('starter');
    for (let i = 0; i < 3; i++) await createBoard(t.db, workspaceId);
    expect(await sync(token)).toMatchObject({
      created: 2,
      message: expect.stringContaining('58 boards not added: your Starter plan allows 5 boards'),
    });
    expect(await boardsOf(workspaceId)).toHaveLength(5);
  });

  it('leaves other users’ boards alone, even linked to the same Pinterest boards', async () => {
    const other = await createUser(t.db, { subscriptionPlan: 'enterprise' });
    const remoteId = (emulator.boards()[0] as { id: string }).id;
    const theirs = await createBoard(t.db, other.workspaceId, { name: 'Theirs', pinterestBoardId: remoteId });
    const { token, workspaceId } = await connectedUser('enterprise');
    await sync(token);
    expect(await boardsOf(other.workspaceId)).toEqual([theirs]);
    expect((await boardsOf(workspaceId)).filter((b) => b.pinterestBoardId === remoteId)).toHaveLength(1);
  });

  it('makes no duplicates when syncs run at the same time', async () => {
    const { token, workspaceId } = await connectedUser('enterprise');
    await Promise.all([sync(token), sync(token), sync(token)]);
    expect(await boardsOf(workspaceId)).toHaveLength(60);
  });

  it('syncs into the workspace an editor works in, under its paying owner’s plan; a contributor may not', async () => {
    const owner = await connectedUser('free');
    const editor = await createUser(t.db, { subscriptionPlan: 'enterprise' });
    const contributor = await createUser(t.db);
    for (const [member, role] of [
      [editor, 'editor'],
      [contributor, 'contributor'],
    ] as const) {
      await addMember(t.db, {
        workspaceId: owner.workspaceId,
        userId: member.user.id,
        role,
        now: new Date(),
      });
    }
    const syncIn = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/pinterest/sync-boards',
        headers: { ...bearer(token), [WORKSPACE_HEADER]: owner.workspaceId },
      });
    const refused = await syncIn(contributor.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'role_required',
      error: expect.stringContaining('editor role'),
    });
    expect(await boardsOf(owner.workspaceId)).toEqual([]);

    const synced = await syncIn(editor.token);
    expect(synced.json()).toMatchObject({ created: 1, message: expect.stringContaining('your Free plan') });
    expect(await boardsOf(owner.workspaceId)).toHaveLength(1);
    expect(await boardsOf(editor.workspaceId)).toEqual([]);
  });
});
