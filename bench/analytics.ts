// Issue 29's analytics figure: the Analytics page's answers (summary, daily, top, best times over
// 90 days) for a workspace with 10,000 posted pins × 90 days of figures, p50/p95 over HTTP; target
// < 100 ms each on PostgreSQL. Also the next free slot, which now reads the best hours (ADR 0045).
// Run on PGlite, and on PostgreSQL when BENCH_DATABASE_URL is set or a local server answers
// (BENCH_ONLY_DATABASE=PGlite|PostgreSQL picks one). The data is seeded in SQL with
// generate_series: 900,000 figure rows in one statement. Figures are printed, never asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../src/server/db/connection';
import { migrateDatabase } from '../src/server/db/migrate';
import { boards } from '../src/server/db/schema';
import { createThrowawayDatabase, postgresReachable } from '../tests/setup/throwaway-postgres';
import { percentile, signUp, startBenchServer, writeResults } from './support';

const PINS = 10_000;
const DAYS = 90;
const BOARDS = 20;
const RUNS = 30;
const WARM_UPS = 5;
const TARGET_MS = 100;

/** The Analytics page's calls at their heaviest range, and the schedule's suggestion. */
const WORKSPACE_ROUTES = [
  '/api/analytics/summary?days=90',
  '/api/analytics/daily?days=90',
  '/api/analytics/top?days=90',
  '/api/analytics/best-times?days=90',
  '/api/analytics/summary?days=30',
  '/api/next-available-time',
];
/** The same page filtered to one board (`?board_id=`), which reads that board's pins only. */
const BOARD_ROUTES = ['summary', 'daily', 'top', 'best-times'].map(
  (call) => `/api/analytics/${call}?days=90&board_id=`,
);

type DatabaseName = 'PGlite' | 'PostgreSQL';

async function openBenchDatabase(name: DatabaseName, dataDir: string) {
  if (name === 'PGlite') {
    const handle = await openDatabase({ databaseUrl: undefined, dataDir });
    await migrateDatabase(handle);
    return { handle, drop: () => handle.close() };
  }
  const database = await createThrowawayDatabase('pinloom_bench_analytics', {
    serverUrl: process.env.BENCH_DATABASE_URL,
    connections: 10,
  });
  return { handle: database.handle, drop: database.drop };
}

/**
 * The workspace's boards, its 10,000 pins posted over the last 90 days at every hour, and each
 * pin's figures for every one of the 90 days, varying by pin, hour and day.
 */
async function seed(handle: DatabaseHandle): Promise<void> {
  const { db } = handle;
  await db.execute(sql`
    insert into boards (workspace_id, name, style_config, sort_order)
    select w.id, 'Board ' || b, '{"style":"modern","brandColors":["#E60023","#1F2937"]}', b
    from workspaces w, generate_series(1, ${BOARDS}) b`);
  await db.execute(sql`
    with numbered as (
      select id, row_number() over (order by id) - 1 as n, workspace_id from boards
    )
    insert into pins (workspace_id, board_id, title, description, status, scheduled_time, posted_at, pinterest_pin_id)
    select b.workspace_id, b.id, 'Pin ' || i, 'Description ' || i, 'posted',
      date_trunc('day', now()) - ((i % ${DAYS}) || ' days')::interval + ((i % 24) || ' hours')::interval,
      date_trunc('day', now()) - ((i % ${DAYS}) || ' days')::interval + ((i % 24) || ' hours')::interval,
      'bench-' || i
    from generate_series(0, ${PINS - 1}) i
    join numbered b on b.n = i % ${BOARDS}`);
  await db.execute(sql`
    insert into pin_analytics_daily (pin_id, workspace_id, board_id, date, impression, save, pin_click, outbound_click, collected_at)
    select p.id, p.workspace_id, p.board_id, (current_date - d),
      50 + (hashtext(p.id::text) & 255) + d,
      (hashtext(p.id::text) & 7) + (extract(hour from p.posted_at)::int / 6),
      5 + (d % 7),
      (hashtext(p.id::text) & 3) + (case when extract(hour from p.posted_at) between 18 and 20 then 4 else 0 end),
      now()
    from pins p, generate_series(0, ${DAYS - 1}) d`);
  await db.execute(sql`analyze`);
}

async function time(url: string, token: string, route: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < WARM_UPS + RUNS; run += 1) {
    const started = performance.now();
    const response = await fetch(`${url}${route}`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${route}: ${response.status}`);
    if (run >= WARM_UPS) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const round = (ms: number) => Math.round(ms * 10) / 10;

async function benchOne(name: DatabaseName) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pinloom-bench-analytics-'));
  const database = await openBenchDatabase(name, dataDir);
  const server = await startBenchServer({ database: database.handle });
  try {
    const token = await signUp(server.url, 'enterprise');
    const seedStarted = performance.now();
    await seed(database.handle);
    const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
    const [board] = await database.handle.db
      .select({ id: boards.id })
      .from(boards)
      .orderBy(boards.sortOrder)
      .limit(1);
    if (!board) throw new Error('no board was seeded');
    const rows = [];
    for (const route of [...WORKSPACE_ROUTES, ...BOARD_ROUTES.map((route) => `${route}${board.id}`)]) {
      const list = await time(server.url, token, route);
      const p50 = round(percentile(list, 50));
      rows.push({ database: name, route, p50, p95: round(percentile(list, 95)), under: p50 < TARGET_MS });
    }
    console.log(`\n${name}: seeded ${PINS} pins × ${DAYS} days in ${seedSeconds} s`);
    console.table(rows);
    return { database: name, seedSeconds, rows };
  } finally {
    await server.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchAnalytics() {
  const only = process.env.BENCH_ONLY_DATABASE;
  const names: DatabaseName[] = only === 'PostgreSQL' ? [] : ['PGlite'];
  if (only === 'PGlite') console.log('PostgreSQL: skipped (BENCH_ONLY_DATABASE)');
  else if (process.env.BENCH_DATABASE_URL || (await postgresReachable())) names.push('PostgreSQL');
  else console.log('PostgreSQL: none reachable, skipped');
  const measured = [];
  for (const name of names) measured.push(await benchOne(name));
  const results = {
    benchmark: `analytics: ${PINS} posted pins × ${DAYS} days of figures, one workspace, ${RUNS} requests per route after ${WARM_UPS} warm-ups`,
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
    target: `p50 < ${TARGET_MS} ms on PostgreSQL`,
    databases: measured,
  };
  console.log(`written to ${writeResults('analytics', results)}`);
  return results;
}
