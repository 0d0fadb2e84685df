// A worker's batch of pins claimed in one statement: only the pins one pin's claim would take
// (due, scheduled, linked, connected, account neither suspended nor deleted, publishing on), each
// once; the pins a batch claim leaves go through the single path, which says why they stay, and a
// batch of jobs asked together publishes each pin once.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PinterestEmulator } from '../../../../emulators/pinterest/server';
import { createUser } from '../../../../tests/factories/users';
import { withEmulatorApp } from '../../../../tests/setup/emulator-app';
import type { TestApp } from '../../../../tests/setup/test-app';
import { boards, globalSettings, pins, users } from '../../db/schema';
import { addMember } from '../workspaces/test-support';
import { batchClaims, claimPins } from './claim-pins';
import { findDuePins } from './find-due-pins';
import { SUSPENDED_ACCOUNT_MESSAGE } from './held-reasons';
import { publishPin } from './publish-pin';
import { BOARD_NOT_LINKED_MESSAGE } from './publishing-claim';
import { connectedUserWithBoard, depsOf, future, pinRow, scheduledPin } from './test-support';

let emulator: PinterestEmulator;
let t: TestApp;

withEmulatorApp((context) => {
  ({ emulator, t } = context);
});

/** A due pin of a connected user whose account is suspended. */
async function pinOfSuspendedUser() {
  const suspended = await connectedUserWithBoard(t, emulator);
  const pin = await scheduledPin(t, suspended.board);
  await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id));
  return pin;
}

/** A due pin on a board no longer linked to a Pinterest board. */
async function pinOnUnlinkedBoard() {
  const unlinked = await connectedUserWithBoard(t, emulator);
  const pin = await scheduledPin(t, unlinked.board);
  await t.db.update(boards).set({ pinterestBoardId: null }).where(eq(boards.id, unlinked.board.id));
  return pin;
}

describe('claiming a batch of pins', () => {
  it('claims in one go the pins that can go now, each once, and leaves the others scheduled', async () => {
    const ready = await connectedUserWithBoard(t, emulator);
    const due = [await scheduledPin(t, ready.board), await scheduledPin(t, ready.board)];
    const notDue = await scheduledPin(t, ready.board, { scheduledTime: future() });
    const suspendedPin = await pinOfSuspendedUser();
    const unlinkedPin = await pinOnUnlinkedBoard();
    const notConnected = await connectedUserWithBoard(t, emulator, false);
    const notConnectedPin = await scheduledPin(t, notConnected.board);
    const all = [...due, notDue, suspendedPin, unlinkedPin, notConnectedPin].map((pin) => pin.id);

    const claims = await claimPins(depsOf(t), all);
    expect([...claims.keys()].sort()).toEqual(due.map((pin) => pin.id).sort());
    for (const pin of due) {
      expect(claims.get(pin.id)?.boardId).toBe(ready.board.pinterestBoardId);
      expect(await pinRow(t, pin.id)).toMatchObject({ status: 'publishing', publishAttempts: 1 });
    }
    const left = await t.db
      .select({ status: pins.status })
      .from(pins)
      .where(inArray(pins.id, all.slice(2)));
    expect(left.map((row) => row.status)).toEqual(left.map(() => 'scheduled'));

    // Claimed already: a second batch claim takes nothing.
    expect((await claimPins(depsOf(t), all)).size).toBe(0);
  });

  it('claims nothing while automatic publishing is switched off', async () => {
    const ready = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, ready.board);
    await t.db.insert(globalSettings).values({
      settingKey: 'auto_publishing_enabled',
      settingValue: 'false',
      description: '',
      category: 'features',
    });
    expect((await claimPins(depsOf(t), [pin.id])).size).toBe(0);
    expect((await pinRow(t, pin.id)).status).toBe('scheduled');
  });

  it('publishes each pin of jobs asked together once, and says why the held ones stay', async () => {
    const ready = await connectedUserWithBoard(t, emulator);
    const due = [await scheduledPin(t, ready.board), await scheduledPin(t, ready.board)];
    const suspendedPin = await pinOfSuspendedUser();
    const unlinkedPin = await pinOnUnlinkedBoard();

    const deps = depsOf(t);
    const batchClaim = batchClaims(deps);
    // The same pin twice in one batch, as two workers' jobs might ask: it is posted once.
    const asked = [...due, due[0], suspendedPin, unlinkedPin].map((pin) => pin?.id ?? '');
    const results = await Promise.all(asked.map((pinId) => publishPin(deps, { pinId, batchClaim })));

    expect(results.map((result) => result.outcome)).toEqual([
      'posted',
      'posted',
      'skipped',
      'skipped',
      'skipped',
    ]);
    expect(results.slice(3).map((result) => ('reason' in result ? result.reason : ''))).toEqual([
      SUSPENDED_ACCOUNT_MESSAGE,
      BOARD_NOT_LINKED_MESSAGE,
    ]);
    expect(emulator.pins()).toHaveLength(2);
    for (const pin of due) expect((await pinRow(t, pin.id)).status).toBe('posted');
  });
});

describe('a shared workspace’s pins', () => {
  it('are held while the owner who pays for it is suspended, not while a member is', async () => {
    const owner = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, owner.board);
    const editor = await createUser(t.db);
    await addMember(t.db, {
      workspaceId: owner.workspaceId,
      userId: editor.user.id,
      role: 'editor',
      now: new Date(),
    });
    const suspend = (userId: string, at: Date | null) =>
      t.db.update(users).set({ suspendedAt: at }).where(eq(users.id, userId));
    const dueIds = async () => (await findDuePins(t.db, { now: t.app.clock.now() })).map((due) => due.id);

    await suspend(editor.user.id, new Date());
    expect(await dueIds()).toEqual([pin.id]);
    await suspend(editor.user.id, null);
    await suspend(owner.user.id, new Date());
    expect(await dueIds()).toEqual([]);
    expect(await publishPin(depsOf(t), { pinId: pin.id })).toEqual({
      outcome: 'skipped',
      reason: SUSPENDED_ACCOUNT_MESSAGE,
    });
    expect((await claimPins(depsOf(t), [pin.id])).size).toBe(0);
    expect((await pinRow(t, pin.id)).status).toBe('scheduled');
  });
});
