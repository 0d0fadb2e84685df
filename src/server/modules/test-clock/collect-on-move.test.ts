// A moved test clock applies the analytics collection that fell due (ADR 0041's hourly look), so a
// browser test can move a day on and find its figures read: the accounts due at the new time are
// collected before the answer, and nothing is when the route gives no collection deps.
import { describe, expect, it } from 'vitest';
import type { PinterestEmulator } from '../../../../emulators/pinterest/server';
import { withEmulatorApp } from '../../../../tests/setup/emulator-app';
import type { TestApp } from '../../../../tests/setup/test-app';
import { collectionRow, pinDays, postedPin, stoppedDeps } from '../analytics/test-support';
import { storedConnection } from '../pinterest/test-support';
import { connectedUserWithBoard } from '../publishing/test-support';
import { moveTestClock } from './move-test-clock';
import { createTestClock } from './test-clock';

const DAY_MS = 86_400_000;

let emulator: PinterestEmulator;
let t: TestApp;
withEmulatorApp((context) => {
  ({ emulator, t } = context);
});

describe('moving the test clock', () => {
  it('collects the analytics of the accounts due at the new time before it answers', async () => {
    const clock = createTestClock();
    const start = clock.now();
    const { board, workspaceId } = await connectedUserWithBoard(t, emulator);
    const connectionId = (await storedConnection(t.db, workspaceId))?.id as string;
    const pin = await postedPin(t, emulator, board, { postedAt: new Date(start.getTime() - DAY_MS) });

    // Without the collection's deps (as before this hook), only the time moves.
    await moveTestClock({ db: t.db, clock, billing: null, to: new Date(start.getTime() + 60_000) });
    expect(await pinDays(t.db, pin.id)).toEqual([]);
    expect(await collectionRow(t.db, connectionId)).toBeNull();

    const analytics = { ...stoppedDeps(t, start), clock };
    const moved = await moveTestClock({
      db: t.db,
      clock,
      billing: null,
      analytics,
      to: new Date(start.getTime() + 120_000),
    });
    const days = await pinDays(t.db, pin.id);
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((day) => day.impression > 0)).toBe(true);
    const row = await collectionRow(t.db, connectionId);
    expect(row).toMatchObject({ status: 'ok' });
    // Read at the moved time (the test clock goes on ticking from there).
    const collectedAt = row?.lastCollectedAt?.getTime() ?? 0;
    expect(collectedAt).toBeGreaterThanOrEqual(start.getTime() + 120_000);
    expect(collectedAt).toBeLessThanOrEqual(Date.parse(moved.now));

    // Collected today already: a further move the same day reads nothing again.
    emulator.clearRequests();
    await moveTestClock({
      db: t.db,
      clock,
      billing: null,
      analytics,
      to: new Date(start.getTime() + 180_000),
    });
    expect(emulator.requests().filter((request) => request.path.endsWith('/analytics'))).toEqual([]);
  });
});
