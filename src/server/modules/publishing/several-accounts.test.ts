// Several Pinterest accounts per workspace (ADR 0032): connected within the plan, each board
// publishing with its own account, synced, linked and disconnected one at a time, and nothing of
// another workspace's reachable.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type PinterestEmulator, SECOND_DEMO_ACCOUNT } from '../../../../emulators/pinterest/server';
import { createBoard } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { withEmulatorApp } from '../../../../tests/setup/emulator-app';
import type { TestApp } from '../../../../tests/setup/test-app';
import type { PlanName } from '../../../shared/plans';
import { boards, pinterestConnections } from '../../db/schema';
import { pressConsent } from '../../integrations/pinterest/test-support';
import { callBack, connectThroughRoutes, startConnect, storedConnection } from '../pinterest/test-support';
import { publishPin } from './publish-pin';
import { depsOf, pinRow, scheduledPin } from './test-support';

let emulator: PinterestEmulator;
let t: TestApp;

withEmulatorApp((context) => {
  ({ emulator, t } = context);
});

const FIRST = 'pinloom_demo';

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const status = async (token: string) => (await call(token, 'GET', '/api/pinterest/status')).json();

/** A user on `plan` with both of the emulator's accounts connected to their workspace. */
async function twoAccounts(plan: PlanName = 'starter') {
  const { token, workspaceId } = await createUser(t.db, { subscriptionPlan: plan });
  await connectThroughRoutes(t.app, token);
  await connectThroughRoutes(t.app, token, undefined, SECOND_DEMO_ACCOUNT);
  const first = (await storedConnection(t.db, workspaceId, FIRST))?.id as string;
  const second = (await storedConnection(t.db, workspaceId, SECOND_DEMO_ACCOUNT))?.id as string;
  return { token, workspaceId, first, second };
}

const firstBoardOf = (account?: typeof SECOND_DEMO_ACCOUNT) =>
  (emulator.boards(account) as { id: string; name: string }[])[0] as { id: string; name: string };

describe('several Pinterest accounts in one workspace', () => {
  it('lists every account, the oldest as the default; connecting one again keeps its row', async () => {
    const { token, workspaceId, first, second } = await twoAccounts();
    const body = await status(token);
    expect(body).toMatchObject({ connected: true, account_limit: 2, userInfo: { username: FIRST } });
    expect(body.accounts).toEqual([
      expect.objectContaining({
        id: first,
        is_default: true,
        userInfo: expect.objectContaining({ username: FIRST }),
      }),
      expect.objectContaining({
        id: second,
        is_default: false,
        connected: true,
        userInfo: expect.objectContaining({ username: SECOND_DEMO_ACCOUNT, first_name: 'Pinloom' }),
      }),
    ]);
    // Reconnecting is not another account: the same row, new tokens.
    const before = await storedConnection(t.db, workspaceId, SECOND_DEMO_ACCOUNT);
    await connectThroughRoutes(t.app, token, undefined, SECOND_DEMO_ACCOUNT);
    const after = await storedConnection(t.db, workspaceId, SECOND_DEMO_ACCOUNT);
    expect(after?.id).toBe(before?.id);
    expect(after?.accessTokenEncrypted).not.toBe(before?.accessTokenEncrypted);
    expect((await status(token)).accounts).toHaveLength(2);
  });

  it("refuses an account beyond the plan's, saving nothing and giving the tokens back", async () => {
    const { token, workspaceId } = await createUser(t.db, { subscriptionPlan: 'free' });
    await connectThroughRoutes(t.app, token);
    emulator.clearRequests();
    const back = await pressConsent(
      await startConnect(t.app, token),
      'allow',
      undefined,
      SECOND_DEMO_ACCOUNT,
    );
    const answer = await callBack(t.app, back);
    expect(answer.headers.location).toBe('/settings?error=account_limit');
    const rows = await t.db
      .select({ username: pinterestConnections.username })
      .from(pinterestConnections)
      .where(eq(pinterestConnections.workspaceId, workspaceId));
    expect(rows).toEqual([{ username: FIRST }]);
    expect(emulator.requests().some((request) => request.path.endsWith('/oauth/token/revoke'))).toBe(true);
    // The account already connected may always connect again.
    await connectThroughRoutes(t.app, token);
  });

  it('syncs the boards of every account, each board publishing with the account it came from', async () => {
    const { token, workspaceId, first, second } = await twoAccounts('enterprise');
    expect((await call(token, 'POST', '/api/pinterest/sync-boards')).json()).toMatchObject({
      created: 6,
      message: 'Synced 6 boards from Pinterest: 6 new, 0 updated.',
    });
    const local = await t.db.select().from(boards).where(eq(boards.workspaceId, workspaceId));
    const accountOf = new Map(local.map((board) => [board.pinterestBoardId, board.connectionId]));
    expect(accountOf.get(firstBoardOf().id)).toBe(first);
    expect(accountOf.get(firstBoardOf(SECOND_DEMO_ACCOUNT).id)).toBe(second);
    // One account's boards, by its id.
    const listed = await call(token, 'GET', `/api/pinterest/boards?account_id=${second}`);
    expect(listed.json().boards.map((board: { name: string }) => board.name)).toContain(
      firstBoardOf(SECOND_DEMO_ACCOUNT).name,
    );
    expect(listed.json().boards.map((board: { id: string }) => board.id)).not.toContain(firstBoardOf().id);
  });

  it('publishes each pin with its board’s account, and holds only the pins of an account that needs a reconnect', async () => {
    const { token, workspaceId, second } = await twoAccounts();
    const mine = await createBoard(t.db, workspaceId, { name: 'Shop board' });
    const linked = await call(token, 'POST', '/api/pinterest/link-board', {
      board_id: mine.id,
      pinterest_board_id: firstBoardOf(SECOND_DEMO_ACCOUNT).id,
      account_id: second,
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().board).toMatchObject({ pinterest_account_id: second });
    const [shopBoard] = await t.db.select().from(boards).where(eq(boards.id, mine.id));
    const defaultBoard = await createBoard(t.db, workspaceId, { pinterestBoardId: firstBoardOf().id });

    const toShop = await scheduledPin(t, shopBoard as typeof defaultBoard);
    const toDemo = await scheduledPin(t, defaultBoard);
    expect(await publishPin(depsOf(t), { pinId: toShop.id })).toMatchObject({ outcome: 'posted' });
    expect(await publishPin(depsOf(t), { pinId: toDemo.id })).toMatchObject({ outcome: 'posted' });
    const titles = (account?: typeof SECOND_DEMO_ACCOUNT) =>
      (emulator.pins(account) as { id: string }[]).map((pin) => pin.id);
    expect(titles(SECOND_DEMO_ACCOUNT)).toEqual([(await pinRow(t, toShop.id)).pinterestPinId]);
    expect(titles()).toEqual([(await pinRow(t, toDemo.id)).pinterestPinId]);

    // The shop account is lost: its pins wait, the default account's still go.
    await t.db
      .update(pinterestConnections)
      .set({ status: 'needs_reconnect' })
      .where(eq(pinterestConnections.id, second));
    const held = await scheduledPin(t, shopBoard as typeof defaultBoard);
    const goes = await scheduledPin(t, defaultBoard);
    expect(await publishPin(depsOf(t), { pinId: held.id })).toMatchObject({ outcome: 'skipped' });
    expect(await publishPin(depsOf(t), { pinId: goes.id })).toMatchObject({ outcome: 'posted' });
    expect((await pinRow(t, held.id)).status).toBe('scheduled');
    const timeline = (await call(token, 'GET', '/api/timeline')).json();
    expect(timeline.publishing).toMatchObject({
      connection: 'needs_reconnect',
      board_accounts: { [mine.id]: second },
    });
  });

  it("refuses another workspace's account (404) and leaves the board as it was", async () => {
    const mine = await twoAccounts();
    const theirs = await twoAccounts();
    const board = await createBoard(t.db, mine.workspaceId, { pinterestBoardId: firstBoardOf().id });
    for (const accountId of [theirs.second, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const moved = await call(mine.token, 'POST', '/api/pinterest/link-board', {
        board_id: board.id,
        account_id: accountId,
      });
      expect(moved.statusCode).toBe(404);
      expect(moved.json().error).toBe('That Pinterest account is not connected to this workspace.');
      const listed = await call(mine.token, 'GET', `/api/pinterest/boards?account_id=${accountId}`);
      expect(listed.statusCode).toBe(404);
      const gone = await call(mine.token, 'DELETE', `/api/pinterest/disconnect?account_id=${accountId}`);
      expect(gone.statusCode).toBe(404);
    }
    const [unchanged] = await t.db.select().from(boards).where(eq(boards.id, board.id));
    expect(unchanged).toMatchObject({ pinterestBoardId: firstBoardOf().id, connectionId: null });
    expect((await status(theirs.token)).accounts).toHaveLength(2);
  });

  it('disconnects one account by its id, or every account without one', async () => {
    const { token, workspaceId, first, second } = await twoAccounts();
    const board = await createBoard(t.db, workspaceId, {
      pinterestBoardId: firstBoardOf(SECOND_DEMO_ACCOUNT).id,
    });
    await t.db.update(boards).set({ connectionId: second }).where(eq(boards.id, board.id));
    expect((await call(token, 'DELETE', `/api/pinterest/disconnect?account_id=${second}`)).statusCode).toBe(
      200,
    );
    expect((await status(token)).accounts.map((account: { id: string }) => account.id)).toEqual([first]);
    // The board keeps its Pinterest board and falls back to the default account.
    const [kept] = await t.db.select().from(boards).where(eq(boards.id, board.id));
    expect(kept).toMatchObject({
      pinterestBoardId: firstBoardOf(SECOND_DEMO_ACCOUNT).id,
      connectionId: null,
    });
    // Connected again, a sync gives the board its account back.
    await connectThroughRoutes(t.app, token, undefined, SECOND_DEMO_ACCOUNT);
    await call(token, 'POST', '/api/pinterest/sync-boards');
    const back = (await storedConnection(t.db, workspaceId, SECOND_DEMO_ACCOUNT))?.id;
    const [relinked] = await t.db.select().from(boards).where(eq(boards.id, board.id));
    expect(relinked?.connectionId).toBe(back);

    expect((await call(token, 'DELETE', '/api/pinterest/disconnect')).statusCode).toBe(200);
    expect(await status(token)).toMatchObject({ connected: false, accounts: [] });
  });
});
