// Reconciliation with identical pins on one board: after an ambiguous failure (a 5xx, a lost
// answer, a dead worker) a pin is taken as posted only with a Pinterest pin no other pin holds.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PinterestEmulator } from '../../../../emulators/pinterest/server';
import { withEmulatorApp } from '../../../../tests/setup/emulator-app';
import type { TestApp } from '../../../../tests/setup/test-app';
import { pins } from '../../db/schema';
import { publishPin } from './publish-pin';
import { PublishRetryError } from './publishing-failure';
import { sweepPublishing } from './sweep-publishing';
import { connectedUserWithBoard, depsOf, pinRow, scheduledPin } from './test-support';

let emulator: PinterestEmulator;
let t: TestApp;

withEmulatorApp((context) => {
  ({ emulator, t } = context);
});

const SAME = { title: 'Ten cosy reading nooks', description: 'Soft light, deep chairs, many books.' };
const remoteIds = () => (emulator.pins() as { id: string }[]).map((pin) => pin.id);

async function twinsWithFirstPosted() {
  const { board } = await connectedUserWithBoard(t, emulator);
  const first = await scheduledPin(t, board, SAME);
  const second = await scheduledPin(t, board, SAME);
  expect(await publishPin(depsOf(t), { pinId: first.id })).toMatchObject({ outcome: 'posted' });
  const firstRemote = (await pinRow(t, first.id)).pinterestPinId;
  expect(firstRemote).toBeTruthy();
  return { first, second, firstRemote };
}

/** The second twin is posted as a Pinterest pin of its own, beside the first's. */
async function expectPostedApart(secondId: string, firstRemote: string | null) {
  const posted = await pinRow(t, secondId);
  expect(remoteIds()).toHaveLength(2);
  expect(posted.pinterestPinId).not.toBe(firstRemote);
  expect(remoteIds()).toContain(posted.pinterestPinId);
}

describe('reconciling identical pins on one board', () => {
  it('a 500 before Pinterest stored the second twin never takes the first’s Pinterest pin', async () => {
    const { second, firstRemote } = await twinsWithFirstPosted();
    emulator.setFault({ mode: '500', times: 1, paths: '^/v5/pins$' });
    await expect(publishPin(depsOf(t), { pinId: second.id })).rejects.toBeInstanceOf(PublishRetryError);
    expect(await pinRow(t, second.id)).toMatchObject({ status: 'scheduled', pinterestPinId: null });
    expect(remoteIds()).toHaveLength(1);
    // The retry looks first, finds nothing of its own, and posts the twin once.
    expect(await publishPin(depsOf(t), { pinId: second.id })).toMatchObject({ outcome: 'posted' });
    await expectPostedApart(second.id, firstRemote);
  });

  it('a 500 after Pinterest stored the second twin takes the new pin, not the first’s', async () => {
    const { second, firstRemote } = await twinsWithFirstPosted();
    emulator.setFault({ mode: '500', afterWork: true, times: 1, paths: '^/v5/pins$' });
    expect(await publishPin(depsOf(t), { pinId: second.id })).toMatchObject({ outcome: 'posted' });
    await expectPostedApart(second.id, firstRemote);
  });

  it('the sweep schedules a dead worker’s twin again rather than take the first’s Pinterest pin', async () => {
    const { second } = await twinsWithFirstPosted();
    await t.db.execute(
      sql`update ${pins} set status = 'publishing', publish_attempts = 1,
          publishing_started_at = now() - interval '11 minutes' where id = ${second.id}`,
    );
    expect(await sweepPublishing(depsOf(t))).toMatchObject({ posted: 0, rescheduled: 1 });
    expect(await pinRow(t, second.id)).toMatchObject({ status: 'scheduled', pinterestPinId: null });
    expect(await publishPin(depsOf(t), { pinId: second.id })).toMatchObject({ outcome: 'posted' });
    expect(new Set(remoteIds()).size).toBe(2);
  });

  it('the database refuses one Pinterest pin held by two pins', async () => {
    const { second, firstRemote } = await twinsWithFirstPosted();
    await expect(
      t.db.execute(sql`update ${pins} set pinterest_pin_id = ${firstRemote} where id = ${second.id}`),
    ).rejects.toThrow();
  });
});
