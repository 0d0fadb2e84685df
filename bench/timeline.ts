// GET /api/timeline the way a real load arrives, on PostgreSQL among the scale data
// (bench/seed-scale.ts): 100 users with 100 pins each, then one user with 10,000 pins. Requests
// start on a fixed schedule of 300 a second (open loop, bench/load-driver.ts) and their latency
// counts from that schedule; then the saturation throughput, connections flat out, beside a bare
// Fastify + pg handler running the same statement in the same run. Bytes per answer are printed:
// the answer's size is most of the server's work.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { boards, pins } from '../src/server/db/schema';
import type { PinStatus } from '../src/shared/api/pins';
import { runLoad } from './load-driver';
import { SCALE_PINS, scaleDatabase } from './seed-scale';
import { type BenchServer, call, signUp, startBenchServer, writeResults } from './support';

const USERS = 100;
const PINS_PER_USER = 100;
const RATE = 300;
const TARGET_P99_MS = 30;
const TARGET_SHARE = 0.5;
/** Enough to keep both servers saturated on 2 cores without queueing far beyond it. */
const CONNECTIONS = 16;
/** The app's pool (createThrowawayDatabase's for the scale data); the bare handler gets the same. */
const POOL_SIZE = 10;
const WARM_UP_MS = 2_000;
const DURATION_MS = 10_000;
const SATURATION_MS = 5_000;
const DAY_MS = 86_400_000;

/** The personal workspace sign-up made: where a new account's boards and pins go (ADR 0032). */
async function ownWorkspaceId(url: string, token: string): Promise<string> {
  const { workspaces } = await call<{ workspaces: { id: string }[] }>(url, token, 'GET', '/api/workspaces');
  if (!workspaces[0]) throw new Error('sign-up made no workspace');
  return workspaces[0].id;
}

async function seed(server: BenchServer): Promise<{ tokens: string[]; workspaceIds: string[] }> {
  const tokens: string[] = [];
  const workspaceIds: string[] = [];
  for (let i = 0; i < USERS; i += 10) {
    const batch = await Promise.all(Array.from({ length: 10 }, () => signUp(server.url)));
    for (const token of batch) {
      tokens.push(token);
      workspaceIds.push(await ownWorkspaceId(server.url, token));
    }
  }
  const db = server.app.db;
  const boardRows = await db
    .insert(boards)
    .values(
      workspaceIds.flatMap((workspaceId) =>
        [0, 1].map((n) => ({ workspaceId, name: `Board ${n}`, styleConfig: '{}' })),
      ),
    )
    .returning({ id: boards.id, workspaceId: boards.workspaceId });
  // 1 in 10 pins waits in review; the others spread over the timeline's 38 days, at most 3 a
  // day: posted or failed before now, scheduled after.
  const now = Date.now();
  const rows = boardRows.flatMap((board, b) =>
    Array.from({ length: PINS_PER_USER / 2 }, (_, i) => {
      const n = (b % 2) * (PINS_PER_USER / 2) + i;
      const generated = n % 10 === 9;
      const time = new Date(now + (-7 + (n % 38)) * DAY_MS + ((n * 37) % 600) * 60_000);
      const past = time.getTime() < now;
      const status: PinStatus = generated
        ? 'generated'
        : past
          ? n % 7 === 0
            ? 'failed'
            : 'posted'
          : 'scheduled';
      return {
        workspaceId: board.workspaceId,
        boardId: board.id,
        title: `Bench pin ${n}`,
        description: 'A pin written for the timeline benchmark',
        imageKey: `pins/bench-${b}-${i}.png`,
        status,
        scheduledTime: generated ? null : time,
        postedAt: status === 'posted' ? time : null,
      };
    }),
  );
  for (let i = 0; i < rows.length; i += 1_000) await db.insert(pins).values(rows.slice(i, i + 1_000));
  await db.execute(sql`analyze pins`);
  return { tokens, workspaceIds };
}

/**
 * The other reading of the "a user with 10,000 pins": one user (of the 101) with 10,000
 * pins, five a day from about five and a half years ago to 39 days ahead, posted before now and
 * scheduled after; every request asks for that user's timeline (190 pins in its 38 days).
 */
const HEAVY_PINS = 10_000;
const HEAVY_PER_DAY = 5;

async function seedHeavyUser(server: BenchServer): Promise<{ token: string; workspaceId: string }> {
  const token = await signUp(server.url);
  const workspaceId = await ownWorkspaceId(server.url, token);
  const db = server.app.db;
  const [board] = await db
    .insert(boards)
    .values({ workspaceId, name: 'Archive', styleConfig: '{}' })
    .returning({ id: boards.id });
  if (!board) throw new Error('board insert returned no row');
  const now = Date.now();
  const firstDay = 39 - HEAVY_PINS / HEAVY_PER_DAY;
  const rows = Array.from({ length: HEAVY_PINS }, (_, n) => {
    const time = new Date(
      now + (firstDay + Math.floor(n / HEAVY_PER_DAY)) * DAY_MS + (n % HEAVY_PER_DAY) * 2 * 3_600_000,
    );
    const posted = time.getTime() < now;
    return {
      workspaceId,
      boardId: board.id,
      title: `Archive pin ${n}`,
      description: 'A pin written for the timeline benchmark',
      imageKey: `pins/archive-${n}.png`,
      status: (posted ? 'posted' : 'scheduled') as PinStatus,
      scheduledTime: time,
      postedAt: posted ? time : null,
    };
  });
  for (let i = 0; i < rows.length; i += 1_000) await db.insert(pins).values(rows.slice(i, i + 1_000));
  await db.execute(sql`analyze pins`);
  return { token, workspaceId };
}

/** The same statement the app runs for a timeline, captured from the app's pool on one request. */
async function captureTimelineStatement(pool: pg.Pool, server: BenchServer, token: string) {
  let captured: { text: string; values: unknown[] } | null = null;
  const query = pool.query;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const config = args[0] as { name?: string; text: string; values?: unknown[] };
    if (config?.name === 'timeline_pins')
      captured = { text: config.text, values: (args[1] as unknown[]) ?? config.values ?? [] };
    return (query as (...a: unknown[]) => unknown).apply(pool, args);
  };
  try {
    await call(server.url, token, 'GET', '/api/timeline');
  } finally {
    pool.query = query;
  }
  if (!captured) throw new Error('the timeline statement was not seen on the pool');
  return captured as { text: string; values: unknown[] };
}

/**
 * The yardstick: a bare Fastify with one route that runs the timeline's statement through `pg`
 * (its own pool of the app's size) for the workspace named in a header and answers the rows as JSON —
 * no session, no schema, no shaping. What the app costs beyond the query is the difference.
 */
async function startBareServer(
  databaseUrl: string,
  statement: { text: string; values: unknown[] },
  workspaceId: string,
) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  const app = Fastify({ logger: false });
  app.get('/timeline', async (request) => {
    const named = request.headers['x-workspace-id'];
    const values = statement.values.map((value) => (value === workspaceId ? named : value));
    const { rows } = await pool.query({ name: 'timeline_pins', text: statement.text, values });
    return rows;
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of the timeline's statement for each workspace, into results/timeline-plans.md. */
async function writeTimelinePlans(
  pool: pg.Pool,
  statement: { text: string; values: unknown[] },
  workspaces: [string, string][],
  capturedFor: string,
) {
  const parts: string[] = [];
  for (const [name, workspaceId] of workspaces) {
    const values = statement.values.map((value) => (value === capturedFor ? workspaceId : value));
    const { rows } = await pool.query(`explain (analyze, buffers) ${statement.text}`, values);
    parts.push(
      `## ${name}\n\nparameters: ${JSON.stringify(values)}\n\n\`\`\`\n${rows.map((row) => row['QUERY PLAN']).join('\n')}\n\`\`\`\n`,
    );
  }
  writeFileSync(
    path.join(import.meta.dirname, 'results', 'timeline-plans.md'),
    `# The timeline's statement at scale\n\nWritten by \`npm run bench -- timeline\` on ${new Date().toISOString()}, among the ${SCALE_PINS.toLocaleString('en-US')} pins of bench/seed-scale.ts (PostgreSQL).\n\n\`\`\`sql\n${statement.text}\n\`\`\`\n\n${parts.join('\n')}`,
  );
}

interface Scenario {
  name: string;
  tokens: string[];
  workspaceIds: string[];
}

async function measure(server: BenchServer, bareUrl: string, scenario: Scenario) {
  const app = {
    url: server.url,
    path: '/api/timeline',
    headers: scenario.tokens.map((t) => ({ authorization: `Bearer ${t}` })),
  };
  const bare = {
    url: bareUrl,
    path: '/timeline',
    headers: scenario.workspaceIds.map((id) => ({ 'x-workspace-id': id })),
  };
  await runLoad({ ...app, rate: RATE, durationMs: WARM_UP_MS });
  const open = await runLoad({ ...app, rate: RATE, durationMs: DURATION_MS });
  await runLoad({ ...bare, connections: CONNECTIONS, durationMs: WARM_UP_MS });
  const bareSaturation = await runLoad({ ...bare, connections: CONNECTIONS, durationMs: SATURATION_MS });
  const appSaturation = await runLoad({ ...app, connections: CONNECTIONS, durationMs: SATURATION_MS });
  const share = appSaturation.requestsPerSecond / bareSaturation.requestsPerSecond;
  return {
    scenario: scenario.name,
    bytesPerRequest: open.bytesPerRequest,
    bareBytesPerRequest: bareSaturation.bytesPerRequest,
    openLoopRate: RATE,
    requests: open.requests,
    errors: open.errors + appSaturation.errors + bareSaturation.errors,
    p50Ms: open.p50Ms,
    p99Ms: open.p99Ms,
    maxMs: open.maxMs,
    p99UnderTarget: open.p99Ms < TARGET_P99_MS,
    saturationRps: appSaturation.requestsPerSecond,
    bareRps: bareSaturation.requestsPerSecond,
    shareOfBare: Number(share.toFixed(2)),
    shareMet: share >= TARGET_SHARE,
  };
}

export async function benchTimeline() {
  // On the scale data (bench/seed-scale.ts): the timeline's pins among a million others.
  const database = await scaleDatabase();
  if (!database) {
    console.log('timeline: skipped, no PostgreSQL at 127.0.0.1:5432 (set BENCH_DATABASE_URL)');
    return null;
  }
  const server = await startBenchServer({ database: database.handle });
  try {
    const spread = await seed(server);
    const heavy = await seedHeavyUser(server);
    const statement = await captureTimelineStatement(database.pool, server, heavy.token);
    const bare = await startBareServer(database.url, statement, heavy.workspaceId);
    const rows = [];
    try {
      rows.push(
        await measure(server, bare.url, { name: `${USERS} users × ${PINS_PER_USER} pins`, ...spread }),
        await measure(server, bare.url, {
          name: `one user with ${HEAVY_PINS.toLocaleString('en-US')} pins`,
          tokens: [heavy.token],
          workspaceIds: [heavy.workspaceId],
        }),
      );
      await writeTimelinePlans(
        database.pool,
        statement,
        [
          [`a user of ${USERS} × ${PINS_PER_USER}`, spread.workspaceIds[0] as string],
          [`the user with ${HEAVY_PINS.toLocaleString('en-US')} pins`, heavy.workspaceId],
        ],
        heavy.workspaceId,
      );
    } finally {
      await bare.close();
    }
    const results = {
      benchmark: `timeline (GET /api/timeline on PostgreSQL among ${SCALE_PINS.toLocaleString('en-US')} scale pins): open loop at ${RATE} requests/s for ${DURATION_MS / 1000} s, latency from each request's scheduled start; saturation with ${CONNECTIONS} connections flat out for ${SATURATION_MS / 1000} s beside a bare Fastify + pg handler running the same statement`,
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        node: process.version,
        loadAverage: os.loadavg().map((n) => Number(n.toFixed(1))),
      },
      target: `p99 under ${TARGET_P99_MS} ms at ${RATE} requests/s; saturation at least ${TARGET_SHARE * 100} % of the bare handler's`,
      rows,
    };
    console.log(`\n${results.benchmark}`);
    console.table(
      rows.map((row) => ({
        scenario: row.scenario,
        'bytes/request': row.bytesPerRequest,
        'bare bytes': row.bareBytesPerRequest,
        [`p50 @${RATE}/s`]: `${row.p50Ms} ms`,
        [`p99 @${RATE}/s (< ${TARGET_P99_MS} ms)`]: `${row.p99Ms} ms ${row.p99UnderTarget ? 'met' : 'MISSED'}`,
        'saturation req/s': row.saturationRps,
        'bare req/s': row.bareRps,
        [`share (≥ ${TARGET_SHARE * 100} %)`]: `${Math.round(row.shareOfBare * 100)} % ${row.shareOfBare >= TARGET_SHARE ? 'met' : 'MISSED'}`,
        errors: row.errors,
      })),
    );
    console.log(`written to ${writeResults('timeline', results)}`);
    return results;
  } finally {
    await server.close();
  }
}
