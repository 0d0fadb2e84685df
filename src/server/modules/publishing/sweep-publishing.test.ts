// The sweep: a pin left in 'publishing' by a worker that died is posted if Pinterest has it,
// scheduled again if not, and a pin still being published is left alone.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PinterestEmulator } from '../../../../emulators/pinterest/server';
import { withEmulatorApp } from '../../../../tests/setup/emulator-app';
import type { TestApp } from '../../../../tests/setup/test-app';
import { pins } from '../../db/schema';
import { publishPin } from './publish-pin';
import { sweepPublishing } from './sweep-publishing';
import { connectedUserWithBoard, depsOf, pinRow, scheduledPin } from './test-support';

let emulator: PinterestEmulator;
let t: TestApp;

withEmulatorApp((context) => {
  ({ emulator, t } = context);
});

const stuckSince = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

describe('sweeping pins stuck in publishing', () => {
  it('posts a stuck pin Pinterest has, schedules one it has not, and leaves a fresh one alone', async () => {
    const { board } = await connectedUserWithBoard(t, emulator);
    // Posted at Pinterest, but the worker died before storing it.
    const reached = await scheduledPin(t, board);
    await publishPin(depsOf(t), { pinId: reached.id });
    const remoteId = (emulator.pins() as { id: string }[])[0]?.id;
    const lost = await scheduledPin(t, board);
    const fresh = await scheduledPin(t, board);
    await t.db.execute(
      sql`update ${pins} set status = 'publishing', pinterest_pin_id = null, posted_at = null,
          publishing_started_at = ${stuckSince(11)} where id in (${reached.id}, ${lost.id})`,
    );
    await t.db.execute(
      sql`update ${pins} set status = 'publishing', publishing_started_at = ${stuckSince(1)} where id = ${fresh.id}`,
    );

    expect(await sweepPublishing(depsOf(t))).toEqual({ posted: 1, rescheduled: 1 });
    expect(await pinRow(t, reached.id)).toMatchObject({ status: 'posted', pinterestPinId: remoteId });
    expect((await pinRow(t, lost.id)).status).toBe('scheduled');
    expect((await pinRow(t, fresh.id)).status).toBe('publishing');
    expect(emulator.pins()).toHaveLength(1);
  });

  it('takes back a pin as soon as its lease has run out, and leaves one whose lease holds', async () => {
    const { board } = await connectedUserWithBoard(t, emulator);
    const dead = await scheduledPin(t, board);
    const live = await scheduledPin(t, board);
    // Claimed 40 s ago: one worker stopped renewing its lease, the other renews it still.
    await t.db.execute(
      sql`update ${pins} set status = 'publishing', publish_attempts = 1,
          publishing_started_at = now() - interval '40 seconds',
          publishing_lease_until = case when id = ${dead.id} then now() - interval '1 second'
                                        else now() + interval '20 seconds' end
          where id in (${dead.id}, ${live.id})`,
    );
    const told: string[] = [];
    expect(await sweepPublishing(depsOf(t), { onRescheduled: (id) => told.push(id) })).toEqual({
      posted: 0,
      rescheduled: 1,
    });
    expect(told).toEqual([dead.id]);
    expect(await pinRow(t, dead.id)).toMatchObject({ status: 'scheduled', publishingLeaseUntil: null });
    expect((await pinRow(t, live.id)).status).toBe('publishing');
  });

  it('never takes back a live post: the worker renews its lease while Pinterest is slow', async () => {
    const { board } = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, board);
    emulator.setFault({ mode: 'slow', delayMs: 2500, paths: '^/v5/pins$' });
    const deps = { ...depsOf(t, 5000), publishingLeaseSeconds: 1 };
    const publishing = publishPin(deps, { pinId: pin.id });
    // Well past the first lease, with the post still in flight.
    await new Promise((resolve) => setTimeout(resolve, 1800));
    expect((await pinRow(t, pin.id)).status).toBe('publishing');
    expect(await sweepPublishing(deps)).toEqual({ posted: 0, rescheduled: 0 });
    expect(await publishing).toMatchObject({ outcome: 'posted' });
    expect(await pinRow(t, pin.id)).toMatchObject({ status: 'posted', publishingLeaseUntil: null });
    expect(emulator.pins()).toHaveLength(1);
  });
});
