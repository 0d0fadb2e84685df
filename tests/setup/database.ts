// One database per test worker, reused by every test file the worker runs (the server project
// runs with isolate: false) and emptied between tests. PGlite in memory by default; with
// TEST_DATABASE_URL, a fresh PostgreSQL database named after the worker.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, wrapPglite, wrapPool } from '../../src/server/db/connection';
import { migrateDatabase } from '../../src/server/db/migrate';

let shared: Promise<DatabaseHandle> | undefined;

/** The worker's migrated database. Never close it from a test: other files still need it. */
export function getTestDatabase(): Promise<DatabaseHandle> {
  shared ??= openTestDatabase();
  return shared;
}

async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const handle = serverUrl
    ? wrapPool(await createWorkerDatabase(serverUrl))
    : wrapPglite(await PGlite.create());
  await migrateDatabase(handle);
  return handle;
}

/**
 * The worker's database: `<database of TEST_DATABASE_URL>_w<worker>`, so two runs given two
 * databases (CI beside a developer's run) never drop each other's; `pinloom_test_<worker>` when
 * the URL names the server's default `postgres` database.
 */
function workerDatabaseName(serverUrl: string, worker: string): string {
  const base = decodeURIComponent(new URL(serverUrl).pathname.slice(1));
  const name = !base || base === 'postgres' ? `pinloom_test_${worker}` : `${base}_w${worker}`;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`unusable test database name: ${name}`);
  return name;
}

/** Drops and recreates the worker's database, so every run starts from the migrations. */
async function createWorkerDatabase(serverUrl: string): Promise<pg.Pool> {
  const name = workerDatabaseName(serverUrl, process.env.VITEST_POOL_ID ?? '0');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return new pg.Pool({ connectionString: url.toString(), max: 5 });
}

/** Empties every table; cheaper than a new database and leaves the migrations in place. */
export async function resetTestDatabase(handle: DatabaseHandle): Promise<void> {
  tables ??= listTables(handle);
  const names = (await tables).map((name) => `"${name}"`).join(', ');
  await handle.db.execute(sql.raw(`truncate table ${names} restart identity cascade`));
}

let tables: Promise<string[]> | undefined;

/** Every table of the public schema, so a new table is never forgotten by the reset. */
async function listTables(handle: DatabaseHandle): Promise<string[]> {
  // Both drivers answer { rows }; Drizzle's shared type does not say so.
  const result = (await handle.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  return result.rows.map((row) => row.tablename);
}
