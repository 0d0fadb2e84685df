// The publisher end to end through pg-boss on the test database (PGlite or PostgreSQL): a due pin
// is queued once, published by the worker, and stored as posted.

import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PinterestEmulator, startPinterestEmulator } from '../../../emulators/pinterest/server';
import { getTestDatabase } from '../../../tests/setup/database';
import { pinterestFor } from '../../../tests/setup/pinterest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { type PinRow, pins } from '../db/schema';
import {
  connectedUserWithBoard,
  depsOf,
  future,
  pinRow,
  scheduledPin,
} from '../modules/publishing/test-support';
import type { JobLogger } from './job-definition';
import {
  enqueueDuePins,
  PUBLISH_BATCH_SIZE,
  PUBLISH_DUE_PINS,
  PUBLISH_PIN,
  PUBLISHING_JOBS,
  SCAN_AHEAD_SECONDS,
  SWEEP_EVERY_SECONDS,
  SWEEP_PUBLISHING,
} from './publishing-jobs';
import { createJobQueue } from './queue';
import { createQueues, registerJobs } from './register-jobs';
import { startJobs } from './start-jobs';

let emulator: PinterestEmulator;
let t: TestApp;
let boss: PgBoss;

beforeAll(async () => {
  emulator = await startPinterestEmulator({ port: 0 });
});
beforeEach(async () => {
  emulator.reset();
  t = await createTestApp({ pinterest: pinterestFor(emulator) });
  boss = createJobQueue((await getTestDatabase()).client, { supervise: false, schedule: false });
  boss.on('error', (error) => console.error('queue error', error));
  await boss.start();
  return async () => {
    await boss.stop({ graceful: true, timeout: 5000 });
    await t.app.close();
  };
});
afterAll(async () => {
  await emulator.close();
});

const quiet = { info: () => {}, error: () => {} };

/** Starts the publishing workers as the worker process does, without its schedules, looking every `seconds`. */
const startWorkers = (seconds: number, log: JobLogger = quiet) =>
  registerJobs(
    boss,
    PUBLISHING_JOBS,
    { deps: depsOf(t), log },
    { pollingIntervalSeconds: seconds, schedules: false },
  );

async function until(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the publishing jobs', () => {
  it('queue each due pin once and publish it', async () => {
    const { board } = await connectedUserWithBoard(t, emulator);
    const due = await scheduledPin(t, board);
    const later = await scheduledPin(t, board, { scheduledTime: future() });
    // Waits for its user to connect: never queued, so it cannot crowd out pins that can go.
    const waiting = await scheduledPin(t, (await connectedUserWithBoard(t, emulator, false)).board);
    // Queued before the workers start, so the second scan meets the first job still waiting.
    await createQueues(boss, PUBLISHING_JOBS, { schedules: false });
    expect(await enqueueDuePins(boss, depsOf(t))).toBe(1);
    expect(await enqueueDuePins(boss, depsOf(t))).toBe(0);
    await startWorkers(0.5);
    await until(async () => (await pinRow(t, due.id)).status === 'posted');
    expect((await pinRow(t, due.id)).pinterestPinId).toBe((emulator.pins() as { id: string }[])[0]?.id);
    expect((await pinRow(t, later.id)).status).toBe('scheduled');
    expect((await pinRow(t, waiting.id)).status).toBe('scheduled');
    expect(emulator.pins()).toHaveLength(1);
  });

  it('publish a whole batch of due pins at one look, each once', async () => {
    const { board } = await connectedUserWithBoard(t, emulator);
    const due: PinRow[] = [];
    for (let i = 0; i < PUBLISH_BATCH_SIZE; i += 1) due.push(await scheduledPin(t, board));
    await createQueues(boss, PUBLISHING_JOBS, { schedules: false });
    expect(await enqueueDuePins(boss, depsOf(t))).toBe(due.length);
    // A look far apart from the next: only pins published side by side all go in time.
    await startWorkers(60);
    await until(async () => {
      const rows = await Promise.all(due.map((pin) => pinRow(t, pin.id)));
      return rows.every((row) => row.status === 'posted');
    }, 10_000);
    expect(emulator.pins()).toHaveLength(due.length);
  });

  it('queue a pin due before the next scan to start at its time, and publish it then, not before', async () => {
    const { board } = await connectedUserWithBoard(t, emulator);
    const soon = await scheduledPin(t, board, { scheduledTime: new Date(Date.now() + 3_000) });
    const afterNextScan = await scheduledPin(t, board, {
      scheduledTime: new Date(Date.now() + (SCAN_AHEAD_SECONDS + 30) * 1000),
    });
    await createQueues(boss, PUBLISHING_JOBS, { schedules: false });
    expect(await enqueueDuePins(boss, depsOf(t))).toBe(1);
    await startWorkers(0.5);
    await until(async () => (await pinRow(t, soon.id)).status === 'posted');
    const posted = await pinRow(t, soon.id);
    expect(posted.postedAt?.getTime()).toBeGreaterThanOrEqual(soon.scheduledTime?.getTime() as number);
    expect(emulator.pins()).toHaveLength(1);
    expect((await pinRow(t, afterNextScan.id)).status).toBe('scheduled');
  });

  it('queue every page of due pins, oldest first, each once', async () => {
    const { board } = await connectedUserWithBoard(t, emulator);
    const due: PinRow[] = [];
    for (let i = 0; i < 5; i += 1) {
      due.push(await scheduledPin(t, board, { scheduledTime: new Date(Date.now() - (10 - i) * 60_000) }));
    }
    await createQueues(boss, PUBLISHING_JOBS, { schedules: false });
    expect(await enqueueDuePins(boss, depsOf(t), { pageSize: 2 })).toBe(5);
    expect(await enqueueDuePins(boss, depsOf(t), { pageSize: 2 })).toBe(0);
  });

  it('after a 429, queue the pin again only for when Pinterest said, then publish it once', async () => {
    const { board } = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, board);
    emulator.setFault({ mode: '429', retryAfterSeconds: 2, times: 1, paths: '^/v5/pins$' });
    await createQueues(boss, PUBLISHING_JOBS, { schedules: false });
    await startWorkers(0.5);
    expect(await enqueueDuePins(boss, depsOf(t))).toBe(1);
    await until(async () => (await pinRow(t, pin.id)).publishNotBefore !== null);
    const waiting = await pinRow(t, pin.id);
    expect([waiting.status, emulator.pins()]).toEqual(['scheduled', []]);
    // The next scan queues it to start when the wait is over, not before.
    await until(async () => (await enqueueDuePins(boss, depsOf(t))) === 1);
    await until(async () => (await pinRow(t, pin.id)).status === 'posted');
    const posted = await pinRow(t, pin.id);
    expect(posted.postedAt?.getTime()).toBeGreaterThanOrEqual(waiting.publishNotBefore?.getTime() as number);
    expect([posted.publishAttempts, posted.publishNotBefore, emulator.pins().length]).toEqual([2, null, 1]);
  });

  it('recover a dead worker’s pin once its lease runs out and publish it, not after its job’s retry', async () => {
    const { board } = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, board);
    await createQueues(boss, PUBLISHING_JOBS, { schedules: false });
    // A worker took the pin's job and claimed the pin, then died: the job stays active, the lease runs out.
    await boss.send(PUBLISH_PIN, { pinId: pin.id }, { singletonKey: pin.id });
    expect(await boss.fetch(PUBLISH_PIN)).toHaveLength(1);
    await t.db.execute(
      sql`update ${pins} set status = 'publishing', publish_attempts = 1,
          publishing_started_at = now() - interval '40 seconds',
          publishing_lease_until = now() - interval '1 second' where id = ${pin.id}`,
    );
    await startWorkers(0.5);
    await boss.send(SWEEP_PUBLISHING, {});
    await until(async () => (await pinRow(t, pin.id)).status === 'posted', 10_000);
    expect(await pinRow(t, pin.id)).toMatchObject({ publishAttempts: 2 });
    expect(emulator.pins()).toHaveLength(1);
  });

  it('sweep again every SWEEP_EVERY_SECONDS, not only on the minute', async () => {
    await createQueues(boss, PUBLISHING_JOBS, { schedules: false });
    // An earlier test's sweep queued its own next run, which would take this one's throttle slot.
    await boss.deleteAllJobs(SWEEP_PUBLISHING);
    await startWorkers(0.5);
    const sent = Date.now();
    await boss.send(SWEEP_PUBLISHING, {});
    const next = async () =>
      (await boss.findJobs(SWEEP_PUBLISHING, { queued: true })).filter(
        (job) => job.startAfter.getTime() >= sent + (SWEEP_EVERY_SECONDS - 2) * 1000,
      );
    await until(async () => (await next()).length > 0, 10_000);
    // The sweep sent has run, and queued exactly one next run, SWEEP_EVERY_SECONDS away.
    expect(await boss.findJobs(SWEEP_PUBLISHING, { queued: true })).toHaveLength(1);
    const [queued] = await next();
    expect(queued?.createdOn.getTime()).toBeGreaterThanOrEqual(sent);
    expect(queued?.startAfter.getTime()).toBeLessThanOrEqual(Date.now() + SWEEP_EVERY_SECONDS * 1000);
  });

  it('catch up at start: a pin due while nothing ran goes out at once, not at the next minute', async () => {
    const { board } = await connectedUserWithBoard(t, emulator);
    const { client } = await getTestDatabase();
    // A restart: the cron's pass ran moments ago, so the next one is half a minute away.
    const before = await startJobs({ client, deps: depsOf(t), log: quiet });
    await until(async () => (await boss.findJobs(PUBLISH_DUE_PINS)).length > 0);
    await before();
    const pin = await scheduledPin(t, board, { scheduledTime: new Date(Date.now() - 30_000) });
    const stop = await startJobs({ client, deps: depsOf(t), log: quiet });
    try {
      await until(async () => (await pinRow(t, pin.id)).status === 'posted', 8_000);
    } finally {
      await stop();
    }
    expect(emulator.pins()).toHaveLength(1);
  });

  it('alert, and keep the pin scheduled, when this process cannot read a pin’s image', async () => {
    const { board } = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, board);
    await t.media.remove(pin.imageKey as string);
    const errors: { fields: Record<string, unknown>; message: string }[] = [];
    const log = {
      info: () => {},
      error: (fields: object, message: string) =>
        errors.push({ fields: fields as Record<string, unknown>, message }),
    };
    await startWorkers(0.5, log);
    await boss.send(PUBLISH_PIN, { pinId: pin.id }, { singletonKey: pin.id });
    await until(async () => errors.length > 0);
    expect(errors[0]?.message).toMatch(/DATA_DIR/);
    expect(errors[0]?.fields).toMatchObject({ pinId: pin.id, file: expect.stringContaining(t.mediaDir) });
    expect(await pinRow(t, pin.id)).toMatchObject({ status: 'scheduled', failureReason: null });
    // The job itself is done: the pin waits for its time, not for the queue's retries.
    await until(async () => (await boss.findJobs(PUBLISH_PIN, { key: pin.id, queued: true })).length === 0);
  });
});
