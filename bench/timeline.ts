// GET /api/timeline under load over real HTTP: 100 users with 100 pins each, then one user with
// 10,000 pins; 50 keep-alive connections for about 10 seconds each, requests per second and
// p50/p95/p99 latency. The load
// runs in a worker thread so the client does not share the server's event loop.
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { boards, pins } from '../src/server/db/schema';
import type { PinStatus } from '../src/shared/api/pins';
import { type BenchServer, call, percentile, signUp, startBenchServer, writeResults } from './support';

const USERS = 100;
const PINS_PER_USER = 100;
const CONNECTIONS = 50;
const WARM_UP_MS = 2_000;
const DURATION_MS = 10_000;
/** A bound on the run whatever the speed, so a broken server cannot loop for ever. */
const MAX_REQUESTS = 500_000;
const DAY_MS = 86_400_000;

interface LoadResult {
  latencies: number[];
  errors: number;
  seconds: number;
}

async function seed(server: BenchServer): Promise<string[]> {
  const tokens: string[] = [];
  const userIds: string[] = [];
  for (let i = 0; i < USERS; i += 10) {
    const batch = await Promise.all(Array.from({ length: 10 }, () => signUp(server.url)));
    for (const token of batch) {
      const { user } = await call<{ user: { id: string } }>(server.url, token, 'GET', '/api/user/profile');
      tokens.push(token);
      userIds.push(user.id);
    }
  }
  const db = server.app.db;
  const boardRows = await db
    .insert(boards)
    .values(
      userIds.flatMap((userId) => [0, 1].map((n) => ({ userId, name: `Board ${n}`, styleConfig: '{}' }))),
    )
    .returning({ id: boards.id, userId: boards.userId });
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
        userId: board.userId,
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
  await db.execute(sql`analyze`);
  return tokens;
}

/** Runs in the worker: CONNECTIONS loops over keep-alive sockets until the time or count is up. */
const LOAD_SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, tokens, connections, durationMs, maxRequests } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const target = new URL('/api/timeline', url);
function once(token) {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.get(target, { agent, headers: { authorization: 'Bearer ' + token } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ ok: response.statusCode === 200, ms: performance.now() - started }));
    });
    request.on('error', () => resolve({ ok: false, ms: performance.now() - started }));
  });
}
(async () => {
  const latencies = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(Array.from({ length: connections }, async () => {
    while (performance.now() < deadline && sent < maxRequests) {
      sent += 1;
      const result = await once(tokens[Math.floor(Math.random() * tokens.length)]);
      if (result.ok) latencies.push(result.ms); else errors += 1;
    }
  }));
  agent.destroy();
  parentPort.postMessage({ latencies, errors, seconds: (performance.now() - started) / 1000 });
})();
`;

function load(url: string, tokens: string[], durationMs: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_SCRIPT, {
      eval: true,
      workerData: { url, tokens, connections: CONNECTIONS, durationMs, maxRequests: MAX_REQUESTS },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/**
 * The other reading of the "a user with 10,000 pins": one user (of the 101) with 10,000
 * pins, five a day from about five and a half years ago to 39 days ahead, posted before now and
 * scheduled after; every request asks for that user's timeline (190 pins in its 38 days).
 */
const HEAVY_PINS = 10_000;
const HEAVY_PER_DAY = 5;

async function seedHeavyUser(server: BenchServer): Promise<string> {
  const token = await signUp(server.url);
  const { user } = await call<{ user: { id: string } }>(server.url, token, 'GET', '/api/user/profile');
  const db = server.app.db;
  const [board] = await db
    .insert(boards)
    .values({ userId: user.id, name: 'Archive', styleConfig: '{}' })
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
      userId: user.id,
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
  await db.execute(sql`analyze`);
  return token;
}

async function measure(url: string, tokens: string[]) {
  await load(url, tokens, WARM_UP_MS);
  const { latencies, errors, seconds } = await load(url, tokens, DURATION_MS);
  latencies.sort((a, b) => a - b);
  const ms = (p: number) => Number(percentile(latencies, p).toFixed(1));
  return {
    connections: CONNECTIONS,
    requests: latencies.length,
    errors,
    requestsPerSecond: Number((latencies.length / seconds).toFixed(0)),
    p50Ms: ms(50),
    p95Ms: ms(95),
    p99Ms: ms(99),
    maxMs: Number((latencies.at(-1) ?? 0).toFixed(1)),
  };
}

export async function benchTimeline() {
  const server = await startBenchServer();
  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  try {
    const tokens = await seed(server);
    const spread = {
      database,
      scenario: `${USERS} users × ${PINS_PER_USER} pins`,
      ...(await measure(server.url, tokens)),
    };
    const heavyToken = await seedHeavyUser(server);
    const heavy = {
      database,
      scenario: `one user with ${HEAVY_PINS.toLocaleString('en-US')} pins`,
      ...(await measure(server.url, [heavyToken])),
    };
    const rows = [spread, heavy];
    // One pair of rows per database: a run on one keeps the last figures of the other.
    const file = path.join(import.meta.dirname, 'results', 'timeline.json');
    const previous = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')).rows as (typeof spread)[])
      : [];
    const results = {
      benchmark: `timeline (GET /api/timeline, ${CONNECTIONS} connections, ${DURATION_MS / 1000} s): random users of ${USERS} × ${PINS_PER_USER} pins, then one user with ${HEAVY_PINS.toLocaleString('en-US')} pins`,
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      target: 'p99 under 30 ms at 50 connections on PostgreSQL',
      rows: [...previous.filter((r) => r.database !== database && 'scenario' in r), ...rows],
    };
    console.log(`\n${results.benchmark}`);
    console.table(rows);
    console.log(`written to ${writeResults('timeline', results)}`);
    return results;
  } finally {
    await server.close();
  }
}
