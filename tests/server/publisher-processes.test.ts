// The publisher as real processes (`npm run worker`) on one PostgreSQL database against the
// emulator: two workers share the due pins and post each exactly once; a worker killed mid-post
// leaves a pin that the sweep and a second worker post exactly once, whether or not Pinterest had
// stored it. The periodic work (the cron's scans and sweeps, pg-boss's supervisor) is set off by
// the test, and the minutes it would wait for are stood for by moving timestamps back.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type PinterestEmulator,
  type PinterestFault,
  startPinterestEmulator,
} from '../../emulators/pinterest/server';
import { buildApp } from '../../src/server/app';
import { LOCAL_AI_CONFIG } from '../../src/server/config-ai';
import type { PinRow } from '../../src/server/db/schema';
import { createFileMediaStorage } from '../../src/server/integrations/storage/media-storage';
import { PUBLISH_DUE_PINS, PUBLISH_PIN, SWEEP_PUBLISHING } from '../../src/server/jobs/publishing-jobs';
import { createJobQueue } from '../../src/server/jobs/queue';
import {
  connectedUserWithBoard,
  STUCK_AFTER_MINUTES,
  scheduledPin,
} from '../../src/server/modules/publishing/test-support';
import { pinterestFor, TEST_REDIRECT_URI } from '../setup/pinterest';
import { TEST_APP_SECRET, type TestApp } from '../setup/test-app';
import {
  createThrowawayDatabase,
  postgresReachable,
  type ThrowawayDatabase,
} from '../setup/throwaway-postgres';
import { type LogLine, startWorker, stopAllWorkers, type WorkerProcess } from '../setup/worker-process';

const USERS = 3;
const PINS_PER_USER = 40;

let emulator: PinterestEmulator;
let database: ThrowawayDatabase;
let dataDir: string;
let t: TestApp;
/** This process's queue client: sends what the cron sends, runs what the supervisor runs. */
let queue: PgBoss;

// Several processes need one database, which PGlite (one process's) cannot be: these tests run on
// PostgreSQL in both test runs. It is always there in CI and development; without it they skip.
const reachable = await postgresReachable();
if (!reachable) console.warn('publisher-processes.test.ts skipped: no PostgreSQL server answers');

describe.skipIf(!reachable)('publishing workers in separate processes (PostgreSQL)', () => {
  beforeAll(async () => {
    emulator = await startPinterestEmulator({ port: 0 });
  });
  afterAll(async () => {
    await emulator?.close();
  });
  beforeEach(async () => {
    emulator.reset();
    database = await createThrowawayDatabase('pinloom_procs');
    dataDir = await mkdtemp(path.join(tmpdir(), 'pinloom-procs-'));
    // The workers read pin images from DATA_DIR/media, so the test writes them there.
    const media = createFileMediaStorage(path.join(dataDir, 'media'));
    const app = await buildApp({
      config: { logLevel: 'silent', trustProxy: false, appSecret: TEST_APP_SECRET, ai: LOCAL_AI_CONFIG },
      database: { ...database.handle, close: async () => {} },
      media,
      pinterest: pinterestFor(emulator),
      webRoot: null,
    });
    await app.ready();
    t = { app, db: database.handle.db, media, mediaDir: path.join(dataDir, 'media') };
    queue = createJobQueue(database.handle.client, { supervise: false, schedule: false });
    queue.on('error', (error) => console.error('queue error', error));
    // Installs pg-boss's schema before the workers start, so they do not race to.
    await queue.start();
    return async () => {
      await stopAllWorkers();
      await queue.stop({ graceful: false, timeout: 1000 });
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    };
  });

  it('two workers share the due pins, and each pin is posted exactly once', async () => {
    const due: PinRow[] = [];
    for (let u = 0; u < USERS; u++) {
      const { board } = await connectedUserWithBoard(t, emulator);
      for (let p = 0; p < PINS_PER_USER; p++) due.push(await scheduledPin(t, board));
    }
    // Pinterest takes a second over each pin. A worker takes 10 jobs at a time and the next 10 as
    // soon as those are done, so without it one worker could empty the queue between two looks
    // (every 2 s) of the other.
    emulator.setFault({ mode: 'slow', delayMs: 1000, paths: '^/v5/pins$' });
    const workers = await Promise.all([startWorker('A', workerEnv()), startWorker('B', workerEnv())]);

    // The cron's minutes, one after the other, until every pin is posted (one scan queues them all).
    for (let scan = 0; scan < 5 && !(await allPosted()); scan++) {
      await queue.send(PUBLISH_DUE_PINS, {});
      await until(async () => (await openJobs(PUBLISH_DUE_PINS)) + (await openJobs(PUBLISH_PIN)) === 0);
    }
    // One more finds nothing left to queue: over every scan, each pin was queued once.
    await queue.send(PUBLISH_DUE_PINS, {});
    await until(async () => (await openJobs(PUBLISH_DUE_PINS)) === 0);
    const queued = workers
      .flatMap((worker) => worker.logs.filter((line) => line.msg === 'queued due pins'))
      .reduce((sum, line) => sum + Number(line.queued), 0);
    expect(queued).toBe(due.length);

    const rows = await statuses();
    const remote = remotePins();
    expect(rows).toHaveLength(due.length);
    expect(remote).toHaveLength(due.length);
    // Each Pinloom pin: one create request, one pin at Pinterest, and its id stored.
    for (const pin of due) {
      const row = rows.find((r) => r.id === pin.id);
      const atPinterest = remote.filter((r) => r.title === pin.title);
      expect(createRequests(pin.title), pin.title).toHaveLength(1);
      expect(atPinterest, pin.title).toHaveLength(1);
      expect(row).toMatchObject({ status: 'posted', pinterestPinId: atPinterest[0]?.id, publishAttempts: 1 });
    }
    // Both processes published (else this proves nothing about two of them), never the same pin.
    const [byA, byB] = workers.map((worker) => postedBy(worker));
    expect(byA?.length, 'pins posted by worker A').toBeGreaterThan(0);
    expect(byB?.length, 'pins posted by worker B').toBeGreaterThan(0);
    expect(new Set([...(byA ?? []), ...(byB ?? [])]).size).toBe(due.length);
    expect((byA?.length ?? 0) + (byB?.length ?? 0)).toBe(due.length);
    // Graceful stop.
    expect(await Promise.all(workers.map((worker) => worker.stop('SIGTERM')))).toEqual([0, 0]);
  }, 60_000);

  it.each<{ case: string; fault: PinterestFault; storedBeforeKill: boolean }>([
    {
      case: 'Pinterest had created the pin',
      // Pinterest does the work at once and never answers.
      fault: { mode: 'timeout', paths: '^/v5/pins$' },
      storedBeforeKill: true,
    },
    {
      case: 'Pinterest never got the pin',
      // Pinterest has not done the work when the worker dies, and forgets the request then.
      fault: { mode: 'slow', delayMs: 60_000, dropOnHangUp: true, paths: '^/v5/pins$' },
      storedBeforeKill: false,
    },
  ])(
    'a worker killed mid-post: $case; the pin is posted exactly once',
    async (scenario) => {
      const { board } = await connectedUserWithBoard(t, emulator);
      const pin = await scheduledPin(t, board);
      emulator.setFault(scenario.fault);
      const first = await startWorker('first', workerEnv());
      await queue.send(PUBLISH_DUE_PINS, {});
      // In flight: claimed, sent, and (or not) stored at Pinterest.
      await until(
        async () =>
          (await statusOf(pin.id)).status === 'publishing' &&
          createRequests(pin.title).length === 1 &&
          remotePins().length === (scenario.storedBeforeKill ? 1 : 0),
      );
      expect(await first.stop('SIGKILL')).toBeNull();
      if (!scenario.storedBeforeKill) {
        // The emulator saw the connection go and dropped the request: nothing will be created late.
        await until(async () => createRequests(pin.title)[0]?.dropped === true);
      }
      emulator.setFault(null);
      expect(await statusOf(pin.id)).toMatchObject({ status: 'publishing', publishAttempts: 1 });
      const remoteBefore = remotePins();

      // The minutes pass: the pin has been 'publishing' for longer than STUCK_AFTER_MINUTES, and
      // the dead worker's job has outlived pg-boss's expiry (expireInSeconds), as if nobody had
      // touched the database for a quarter of an hour.
      await database.pool.query(
        'update pins set publishing_started_at = publishing_started_at - make_interval(mins => $1) where id = $2',
        [STUCK_AFTER_MINUTES + 1, pin.id],
      );
      await database.pool.query(
        `update pgboss.job set started_on = started_on - make_interval(secs => expire_seconds + 60) where state = 'active'`,
      );

      const second = await startWorker('second', workerEnv());
      // The sweep (the second worker runs one as it starts): it posts the pin if Pinterest has it,
      // else schedules it again and queues it at once, cancelling the dead worker's job, so the
      // second worker may have posted it already.
      await queue.send(SWEEP_PUBLISHING, {});
      // What the sweep left, as first seen: read again later, the second worker may already be
      // posting the pin it queued (publishing once more).
      let afterSweep = 'publishing';
      await until(async () => {
        afterSweep = (await statusOf(pin.id)).status;
        return afterSweep !== 'publishing';
      });
      if (scenario.storedBeforeKill) expect(afterSweep).toBe('posted');
      else expect(['scheduled', 'posted']).toContain(afterSweep);
      // The supervisor's pass fails the dead worker's job into a retry; its retry delay passes.
      await until(async () => {
        await queue.supervise();
        return (await jobStates(PUBLISH_PIN)).every((state) => state !== 'active');
      });
      await database.pool.query(
        `update pgboss.job set start_after = now() where name = $1 and state = 'retry'`,
        [PUBLISH_PIN],
      );
      // The retry publishes the pin if it is scheduled again, and leaves it alone if it is posted.
      await until(async () => (await openJobs(PUBLISH_PIN)) === 0);

      const atPinterest = remotePins().filter((r) => r.title === pin.title);
      expect(atPinterest).toHaveLength(1);
      if (scenario.storedBeforeKill) expect(atPinterest).toEqual(remoteBefore);
      expect(await statusOf(pin.id)).toMatchObject({
        status: 'posted',
        pinterestPinId: atPinterest[0]?.id,
        publishAttempts: scenario.storedBeforeKill ? 1 : 2,
      });
      // One create request that got through, plus the dropped one when Pinterest never got it.
      expect(createRequests(pin.title)).toHaveLength(scenario.storedBeforeKill ? 1 : 2);
      const retried = second.logs.filter((line) => line.msg === 'publish pin' && line.pinId === pin.id);
      expect(retried.map((line) => line.outcome)).toEqual([scenario.storedBeforeKill ? 'skipped' : 'posted']);
      expect(await second.stop('SIGTERM')).toBe(0);
    },
    45_000,
  );
});

function workerEnv(): Record<string, string> {
  return {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    APP_SECRET: TEST_APP_SECRET,
    PINTEREST_APP_ID: emulator.clientId,
    PINTEREST_APP_SECRET: emulator.clientSecret,
    PINTEREST_API_BASE_URL: emulator.apiBaseUrl,
    PINTEREST_OAUTH_BASE_URL: emulator.oauthAuthorizeUrl,
    PINTEREST_REDIRECT_URI: TEST_REDIRECT_URI,
    LOG_LEVEL: 'info',
    NODE_ENV: 'test',
  };
}

interface PinStatus {
  id: string;
  status: string;
  pinterestPinId: string | null;
  publishAttempts: number;
}

async function statuses(): Promise<PinStatus[]> {
  const { rows } = await database.pool.query<PinStatus>(
    `select id, status, pinterest_pin_id as "pinterestPinId", publish_attempts as "publishAttempts"
     from pins order by created_at`,
  );
  return rows;
}

async function allPosted(): Promise<boolean> {
  return (await statuses()).every((row) => row.status === 'posted');
}

async function statusOf(pinId: string): Promise<PinStatus> {
  const row = (await statuses()).find((r) => r.id === pinId);
  if (!row) throw new Error(`no pin ${pinId}`);
  return row;
}

/** States of the queue's jobs that are not finished (created, retry, active). */
async function jobStates(name: string): Promise<string[]> {
  const { rows } = await database.pool.query<{ state: string }>(
    `select state from pgboss.job where name = $1 and state < 'completed'`,
    [name],
  );
  return rows.map((row) => row.state);
}

async function openJobs(name: string): Promise<number> {
  return (await jobStates(name)).length;
}

function remotePins(): { id: string; title: string }[] {
  return emulator.pins() as { id: string; title: string }[];
}

/** The create-pin requests the emulator received for the pin with this title. */
function createRequests(title: string) {
  return emulator
    .requests()
    .filter(
      (request) =>
        request.method === 'POST' &&
        request.path === '/v5/pins' &&
        (request.body as { title?: string } | undefined)?.title === title,
    );
}

/** The Pinloom pin ids this worker logged as posted. */
function postedBy(worker: WorkerProcess): string[] {
  return worker.logs
    .filter((line: LogLine) => line.msg === 'publish pin' && line.outcome === 'posted')
    .map((line) => String(line.pinId));
}

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
