// One database per test worker, reused by every test file the worker runs (the server project
// runs with isolate: false) and emptied between tests. PGlite in memory by default; with
// TEST_DATABASE_URL, a fresh PostgreSQL database named after the worker.
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
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

/**
 * Empties every table, cheaper than a new database and leaving the migrations in place. One query
 * finds the tables holding rows (a test fills a handful); their rows are deleted with foreign keys
 * (triggers) off for the transaction, as every table is emptied anyway. On PGlite this takes a
 * fraction of one TRUNCATE of every table, which made and unmade each table's files. Identity
 * columns start again from their first value, as after TRUNCATE … RESTART IDENTITY.
 */
export async function resetTestDatabase(handle: DatabaseHandle): Promise<void> {
  schema ??= readSchema(handle);
  const { probe, identities } = await schema;
  const filled = (await rows<{ name: string }>(handle, sql.raw(probe))).map((row) => row.name);
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const name of filled) await tx.execute(sql.raw(`delete from "${name}"`));
    for (const { table, column } of identities) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${`"${table}"`}, ${column}), seqstart, false)
            from pg_sequence where seqrelid = pg_get_serial_sequence(${`"${table}"`}, ${column})::regclass`,
      );
    }
  });
}

// Both drivers answer { rows }; Drizzle's shared type does not say so.
async function rows<Row>(handle: DatabaseHandle, query: SQL): Promise<Row[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

let schema: Promise<{ probe: string; identities: { table: string; column: string }[] }> | undefined;

/**
 * Every table of the public schema, so a new table is never forgotten, as one query naming those
 * that hold rows; and the identity columns.
 */
async function readSchema(handle: DatabaseHandle) {
  const tables = await rows<{ tablename: string }>(
    handle,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const identities = await rows<{ table: string; column: string }>(
    handle,
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public' and is_identity = 'YES' order by 1, 2`,
  );
  const probe = tables
    .map(({ tablename }) => `select '${tablename}' as name where exists (select 1 from "${tablename}")`)
    .join(' union all ');
  return { probe, identities };
}
