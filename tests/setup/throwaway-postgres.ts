// A migrated PostgreSQL database of its own, dropped after, for tests that run several processes
// on one database (PGlite is one process's). The server is TEST_DATABASE_URL's, else the local
// one CI and development always have, so both test runs (PGlite and PostgreSQL) use it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, wrapPool } from '../../src/server/db/connection';
import { migrateDatabase } from '../../src/server/db/migrate';

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether the PostgreSQL server answers; false rather than an error, so a test file can skip. */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export interface ThrowawayDatabase {
  /** For other processes (DATABASE_URL). */
  url: string;
  /** This process's connection to it, for the app and the queue. */
  handle: DatabaseHandle;
  /** The same pool, for plain SQL. */
  pool: pg.Pool;
  /** Closes the pool and drops the database, ending any connection another process left open. */
  drop(): Promise<void>;
}

/** `<prefix>_<random>`, created and migrated, on `serverUrl` (benchmarks name theirs). */
export async function createThrowawayDatabase(
  prefix: string,
  {
    serverUrl = SERVER_URL,
    connections = 5,
    migrationsFolder,
  }: { serverUrl?: string; connections?: number; migrationsFolder?: string } = {},
): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: connections });
  // A dropped database ends idle connections; that must not crash the test process.
  pool.on('error', () => {});
  const handle = wrapPool(pool);
  const drop = async () => {
    await handle.close();
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  };
  try {
    await migrateDatabase(handle, { migrationsFolder });
  } catch (error) {
    await drop();
    throw error;
  }
  return { url: url.toString(), handle, pool, drop };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
