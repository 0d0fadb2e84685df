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
});
