// The publisher under a burst: 1,000 pins due at the same instant across 50 connected users,
// published by the real pg-boss queue and workers to the Pinterest emulator. Pins per second,
// lateness after the scheduled time (p50/p99/max), duplicates on Pinterest and pins lost.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { type PinterestEmulator, startPinterestEmulator } from '../emulators/pinterest/server';
import { buildApp } from '../src/server/app';
import { LOCAL_AI_CONFIG } from '../src/server/config-ai';
import { type DatabaseHandle, openDatabase } from '../src/server/db/connection';
import { migrateDatabase } from '../src/server/db/migrate';
import { pins } from '../src/server/db/schema';
import { createFileMediaStorage } from '../src/server/integrations/storage/media-storage';
import type { JobLogger } from '../src/server/jobs/job-definition';
import { PUBLISH_DUE_PINS, PUBLISHING_JOBS } from '../src/server/jobs/publishing-jobs';
import { createJobQueue } from '../src/server/jobs/queue';
import { registerJobs } from '../src/server/jobs/register-jobs';
import { connectThroughRoutes } from '../src/server/modules/pinterest/test-support';
import type { PublishingDeps } from '../src/server/modules/publishing';
import { future, scheduledPin } from '../src/server/modules/publishing/test-support';
import { createBoard } from '../tests/factories/boards';
import { createUser } from '../tests/factories/users';
import { pinterestFor } from '../tests/setup/pinterest';
import type { TestApp } from '../tests/setup/test-app';
import { createThrowawayDatabase, postgresReachable } from '../tests/setup/throwaway-postgres';
import { percentile, writeResults } from './support';

const USERS = 50;
const PINS_PER_USER = 20;
const PINS = USERS * PINS_PER_USER;
/** Users seeded at once: sign-up hashes a password, so more only queue on the 2 cores. */
const SEED_USERS_AT_ONCE = 5;
/**
 * From the first scan to the instant every pin is due: the cron's scan (each minute) queues pins
 * due within the next 90 s, so it always meets due pins some seconds ahead.
 */
const LEAD_MS = 10_000;
/** How often the 'publish-due-pins' scan is sent: the cron's minute. Workers poll as in production. */
const SCAN_EVERY_MS = 60_000;
/** A bound on the run, so a publisher that stalls still ends with a row of figures. */
const MAX_RUN_MS = 120_000;
const APP_SECRET = 'bench-secret-bench-secret-bench-secret';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

interface BenchDatabase {
  name: 'PGlite' | 'PostgreSQL';
  handle: DatabaseHandle;
  /** Closes the connection, and drops a throwaway database. */
  drop(): Promise<void>;
}

/** A fresh PGlite in `dataDir`, or a throwaway database on BENCH_DATABASE_URL's server (else the local one). */
async function openBenchDatabase(name: BenchDatabase['name'], dataDir: string): Promise<BenchDatabase> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (name === 'PGlite') {
    const handle = await openDatabase({ databaseUrl: undefined, dataDir });
    await migrateDatabase(handle);
    return { name: 'PGlite', handle, drop: () => handle.close() };
  }
  // The app's pool size: the workers' batches and the benchmark's own reads share it.
  const database = await createThrowawayDatabase('pinloom_bench_publishing', { serverUrl, connections: 10 });
  return { name: 'PostgreSQL', handle: database.handle, drop: database.drop };
}

/** Users connected through the real OAuth routes, each with a board linked to its own Pinterest board. */
async function seed(t: TestApp, emulator: PinterestEmulator): Promise<void> {
  const remoteBoards = emulator.boards() as { id: string }[];
  for (let first = 0; first < USERS; first += SEED_USERS_AT_ONCE) {
    await Promise.all(
      Array.from({ length: Math.min(SEED_USERS_AT_ONCE, USERS - first) }, async (_, i) => {
        const { token, workspaceId } = await createUser(t.db);
        await connectThroughRoutes(t.app, token);
        const remote = remoteBoards[first + i];
        if (!remote) throw new Error('the emulator has fewer boards than users');
        const board = await createBoard(t.db, workspaceId, { pinterestBoardId: remote.id });
        for (let n = 0; n < PINS_PER_USER; n += 1) await scheduledPin(t, board, { scheduledTime: future() });
      }),
    );
  }
}

function countingLogger() {
  const outcomes: Record<string, number> = {};
  const errors: string[] = [];
  const log: JobLogger = {
    info(fields, message) {
      if (message !== 'publish pin') return;
      const outcome = (fields as { outcome?: string }).outcome ?? 'unknown';
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    },
    error(fields, message) {
      errors.push(`${message}: ${JSON.stringify(fields)}`);
    },
  };
  return { log, outcomes, errors };
}

async function countPosted(t: TestApp): Promise<number> {
  const [row] = await t.db
    .select({ posted: sql<number>`count(*)::int` })
    .from(pins)
    .where(eq(pins.status, 'posted'));
  return row?.posted ?? 0;
}

/** The cron's part: a scan now (before the pins are due), then one a minute until all are posted. */
async function runScans(boss: PgBoss, t: TestApp, dueAt: number): Promise<{ scans: number; posted: number }> {
  let scans = 0;
  let posted = 0;
  let nextScan = Date.now();
  while (Date.now() < dueAt + MAX_RUN_MS) {
    // The queue is a singleton: while a scan waits, another send is dropped, as a cron tick would be.
    if (Date.now() >= nextScan) {
      if (await boss.send(PUBLISH_DUE_PINS, {})) scans += 1;
      nextScan += SCAN_EVERY_MS;
    }
    await sleep(250);
    posted = await countPosted(t);
    if (posted >= PINS) break;
  }
  return { scans, posted };
}

/** Pins Pinterest holds more than once: the same title on the same board (titles are unique here). */
function duplicatesOn(emulator: PinterestEmulator): { remote: number; duplicates: number } {
  const remote = emulator.pins() as { board_id: string; title: string | null }[];
  const distinct = new Set(remote.map((pin) => `${pin.board_id}\u0000${pin.title}`));
  return { remote: remote.length, duplicates: remote.length - distinct.size };
}

/** Lateness p99 a burst must keep to, on either database. */
const TARGET_P99_S = 5;

/** Both databases: PGlite (the default install's) and PostgreSQL when one answers. */
export async function benchPublishing() {
  const only = process.env.BENCH_ONLY_DATABASE;
  const names: BenchDatabase['name'][] = only === 'PostgreSQL' ? [] : ['PGlite'];
  if (only === 'PGlite') console.log('PostgreSQL: skipped (BENCH_ONLY_DATABASE)');
  else if (process.env.BENCH_DATABASE_URL || (await postgresReachable())) names.push('PostgreSQL');
  else console.log('PostgreSQL: none reachable, skipped');
  let results: Awaited<ReturnType<typeof benchOne>> | undefined;
  for (const name of names) results = await benchOne(name);
  return results;
}

async function benchOne(databaseName: BenchDatabase['name']) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pinloom-bench-publishing-'));
  const emulator = await startPinterestEmulator({ port: 0, boards: USERS });
  const database = await openBenchDatabase(databaseName, dataDir);
  let boss: PgBoss | null = null;
  let t: TestApp | null = null;
  try {
    const media = createFileMediaStorage(path.join(dataDir, 'media'));
    const app = await buildApp({
      config: { logLevel: 'warn', trustProxy: false, appSecret: APP_SECRET, ai: LOCAL_AI_CONFIG },
      // Closed below, after the queue that runs on it.
      database: { ...database.handle, close: async () => {} },
      media,
      webRoot: null,
      pinterest: pinterestFor(emulator),
    });
    await app.ready();
    t = { app, db: database.handle.db, media, mediaDir: path.join(dataDir, 'media') };

    const seedStarted = performance.now();
    await seed(t, emulator);
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    // As main.ts and worker.ts run it, without the cron: the scans are sent below.
    const { log, outcomes, errors } = countingLogger();
    const queue = createJobQueue(database.handle.client, { schedule: false });
    boss = queue;
    queue.on('error', (error) => errors.push(`queue: ${error.message}`));
    await queue.start();
    const deps: PublishingDeps = {
      db: t.db,
      media,
      pinterest: app.pinterest,
      appSecret: APP_SECRET,
      clock: app.clock,
    };
    await registerJobs(queue, PUBLISHING_JOBS, { deps, log }, { schedules: false });

    const dueAt = Date.now() + LEAD_MS;
    await t.db
      .update(pins)
      .set({ scheduledTime: new Date(dueAt) })
      .where(eq(pins.status, 'scheduled'));
    const { scans } = await runScans(queue, t, dueAt);
    // Jobs still running finish; ones still queued (a run that hit MAX_RUN_MS) stay unpublished.
    await queue.stop({ graceful: true, timeout: 30_000 });
    boss = null;

    const rows = await t.db
      .select({
        status: pins.status,
        scheduledTime: pins.scheduledTime,
        postedAt: pins.postedAt,
        attempts: pins.publishAttempts,
      })
      .from(pins);
    const posted = rows.filter((row) => row.status === 'posted' && row.postedAt && row.scheduledTime);
    const lateness = posted
      .map((row) => (row.postedAt as Date).getTime() - (row.scheduledTime as Date).getTime())
      .sort((a, b) => a - b);
    const lastPostedMs = lateness.at(-1) ?? Number.NaN;
    const seconds = (ms: number) => Number((ms / 1000).toFixed(2));
    const notPosted: Record<string, number> = {};
    for (const row of rows)
      if (row.status !== 'posted') notPosted[row.status] = (notPosted[row.status] ?? 0) + 1;
    const { remote, duplicates } = duplicatesOn(emulator);

    const row = {
      database: database.name,
      pins: PINS,
      posted: posted.length,
      lost: PINS - posted.length,
      duplicates,
      pinsPerSecond: Number((posted.length / (lastPostedMs / 1000)).toFixed(1)),
      wallSeconds: seconds(lastPostedMs),
      latenessP50S: seconds(percentile(lateness, 50)),
      latenessP99S: seconds(percentile(lateness, 99)),
      latenessMaxS: seconds(lastPostedMs),
      targetP99S: TARGET_P99_S,
      met: posted.length === PINS && duplicates === 0 && percentile(lateness, 99) <= TARGET_P99_S * 1000,
    };
    const details = {
      seedSeconds: Number(seedSeconds.toFixed(1)),
      firstPostedS: seconds(lateness[0] ?? Number.NaN),
      scansSent: scans,
      pinsOnPinterest: remote,
      retried: rows.filter((r) => r.attempts > 1).length,
      notPosted,
      workerOutcomes: outcomes,
      errors: errors.slice(0, 5),
    };
    // One row per database, as in timeline.json: a run on one keeps the last figures of the other.
    const file = path.join(import.meta.dirname, 'results', 'publishing.json');
    const previous = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')).rows as (typeof row & { details: typeof details })[])
      : [];
    const results = {
      benchmark: `publishing (${PINS} pins due at once across ${USERS} users, pg-boss workers → Pinterest emulator)`,
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      setup: {
        pollingIntervalSeconds: 2,
        scanEveryMs: SCAN_EVERY_MS,
        leadMs: LEAD_MS,
        maxRunSeconds: MAX_RUN_MS / 1000,
      },
      target: `every pin posted, none twice (lost 0, duplicates 0), lateness p99 ≤ ${TARGET_P99_S} s on both databases`,
      rows: [...previous.filter((r) => r.database !== database.name), { ...row, details }],
    };
    console.log(`\n${results.benchmark}`);
    console.table([row]);
    console.log(details);
    console.log(`written to ${writeResults('publishing', results)}`);
    return results;
  } finally {
    if (boss) await boss.stop({ graceful: false, timeout: 5_000 }).catch(() => {});
    if (t) await t.app.close();
    await database.drop();
    await emulator.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
