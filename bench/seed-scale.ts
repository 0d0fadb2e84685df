// Scale data on PostgreSQL for the benchmarks: 10,000 customers, 50,000 boards, 1,000,000 pins
// with their generations, 100,000 AI calls and 20,000 support tickets, in a throwaway database,
// seeded with plain SQL and generate_series (tests/setup/scale-seed.ts) at the schema it was written
// for, then migrated (a couple of minutes on 2 cores). One seeded database
// per `npm run bench`, shared by the benchmarks that read at scale (they only add to it) and
// dropped at the end (`dropScaleDatabase`, run.ts). run.ts seeds it and runs each benchmark in a
// process of its own, which finds it through BENCH_SCALE_DATABASE (`scaleDatabaseForChild`).
import pg from 'pg';
import { wrapPool } from '../src/server/db/connection';
import { migrateDatabase } from '../src/server/db/migrate';
import { migrationsUpTo } from '../tests/setup/migrations-up-to';
import { SEED_SCHEMA, scaleSeedStatements } from '../tests/setup/scale-seed';
import {
  createThrowawayDatabase,
  postgresReachable,
  type ThrowawayDatabase,
} from '../tests/setup/throwaway-postgres';

export const SCALE = {
  users: 10_000,
  boardsPerUser: 5,
  pinsPerBoard: 20,
  apiCalls: 100_000,
  tickets: 20_000,
} as const;
export const SCALE_PINS = SCALE.users * SCALE.boardsPerUser * SCALE.pinsPerBoard;
const SCALE_SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(1));

/** A throwaway database at SEED_SCHEMA with the scale data in it, not yet migrated further. */
export async function seededBeforeMigrations(): Promise<
  ThrowawayDatabase & { seedSeconds: Record<string, number> }
> {
  const database = await createThrowawayDatabase('pinloom_bench_scale', {
    serverUrl: SCALE_SERVER_URL,
    connections: 10,
    migrationsFolder: migrationsUpTo(SEED_SCHEMA),
  });
  const seedSeconds: Record<string, number> = {};
  try {
    const client = await database.pool.connect();
    try {
      // Nothing here needs to survive a crash: the database is thrown away.
      await client.query('set synchronous_commit = off');
      await client.query(`set maintenance_work_mem = '256MB'`);
      for (const statement of scaleSeedStatements(SCALE)) {
        const table = /insert into (\w+)/.exec(statement)?.[1] ?? 'seed';
        const started = performance.now();
        await client.query(statement);
        seedSeconds[table] = seconds(started);
      }
    } finally {
      client.release();
    }
    return { ...database, seedSeconds };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/**
 * The scale data, migrated as an installation with this much data would meet the migrations after
 * SEED_SCHEMA (their time is `migrations`), then vacuumed and analysed.
 */
async function seed(): Promise<ScaleDatabase> {
  const started = performance.now();
  const database = await seededBeforeMigrations();
  try {
    const migrating = performance.now();
    await migrateDatabase(database.handle);
    database.seedSeconds.migrations = seconds(migrating);
    const vacuuming = performance.now();
    await database.pool.query('vacuum analyze');
    database.seedSeconds.vacuumAnalyze = seconds(vacuuming);
    database.seedSeconds.total = seconds(started);
    return database;
  } catch (error) {
    await database.drop();
    throw error;
  }
}

export interface ScaleDatabase extends ThrowawayDatabase {
  seedSeconds: Record<string, number>;
}

let shared: Promise<ScaleDatabase | null> | null = null;

/** What a benchmark's own process is told about the database run.ts seeded. */
const SEEDED_VARIABLE = 'BENCH_SCALE_DATABASE';

/** The environment that hands the seeded database to a benchmark's process (run.ts). */
export function scaleDatabaseForChild(database: ScaleDatabase): Record<string, string> {
  return { [SEEDED_VARIABLE]: JSON.stringify({ url: database.url, seedSeconds: database.seedSeconds }) };
}

/** The database run.ts seeded, opened but not owned: closing it leaves it for the next benchmark. */
function seededByParent(value: string): ScaleDatabase {
  const { url, seedSeconds } = JSON.parse(value) as { url: string; seedSeconds: Record<string, number> };
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const handle = wrapPool(pool);
  return { url, handle, pool, seedSeconds, drop: () => handle.close() };
}

/**
 * The seeded database, made on the first call and shared afterwards; null (with a line saying so)
 * when there is no PostgreSQL: the scale is PostgreSQL's, PGlite is the small installation's.
 */
export function scaleDatabase(): Promise<ScaleDatabase | null> {
  shared ??= (async () => {
    const seeded = process.env[SEEDED_VARIABLE];
    if (seeded) return seededByParent(seeded);
    if (!process.env.BENCH_DATABASE_URL && !(await postgresReachable())) return null;
    const database = await seed();
    console.log(`scale data seeded in ${database.seedSeconds.total} s`, database.seedSeconds);
    return database;
  })();
  return shared;
}

/** Drops the shared database if this process made it (closes it if run.ts did). */
export async function dropScaleDatabase(): Promise<void> {
  const database = await shared?.catch(() => null);
  shared = null;
  await database?.drop();
}
