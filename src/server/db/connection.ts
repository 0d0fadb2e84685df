// Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is
// set. Both go through Drizzle and expose the same `Database` type, so no other code knows which.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { makeOwnerOnly } from '../owner-only';
import { checkPgliteFolder } from './pglite-folder';
import { lockDatabaseFolder } from './pglite-lock';
import { pgliteOpenRefusal } from './pglite-open-refusal';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseClient = { driver: 'pglite'; pglite: PGlite } | { driver: 'postgres'; pool: pg.Pool };

export interface DatabaseHandle {
  db: Database;
  client: DatabaseClient;
  /** Idempotent: the app's onClose hook and a failing start may both call it. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** The PostgreSQL pool's most connections; pg's default (10) unless given. */
  poolSize?: number;
  /** Errors of idle pooled connections; they would otherwise crash the process. */
  onPoolError?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize });
    pool.on('error', (error) => options.onPoolError?.(error));
    return wrapPool(pool);
  }
  const dataDir = path.resolve(options.dataDir, 'db');
  await checkPgliteFolder(dataDir);
  await makeOwnerOnly(dataDir);
  const unlock = await lockDatabaseFolder(path.resolve(options.dataDir));
  const pglite = await PGlite.create({ dataDir }).catch(async (error: unknown) => {
    await unlock();
    // PGlite's own words ("Aborted()") say nothing an operator can act on.
    throw await pgliteOpenRefusal(error, { folder: dataDir, dataDir: options.dataDir });
  });
  // PGlite writes a new database's files with mode 666 whatever the umask: the folders above them
  // are owner-only already, and the files are made so now and again after closing.
  await makeOwnerOnly(dataDir);
  const { db, client, close } = wrapPglite(pglite);
  const closeOwnerOnly = async () => {
    await close();
    await makeOwnerOnly(dataDir);
    await unlock();
  };
  return { db, client, close: once(closeOwnerOnly) };
}

/** @internal for tests and benchmarks, not production code */
export function wrapPool(pool: pg.Pool): DatabaseHandle {
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return { db, client: { driver: 'postgres', pool }, close: once(() => pool.end()) };
}

/** @internal for tests and benchmarks, not production code */
export function wrapPglite(pglite: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Database;
  // close() checkpoints and flushes PGlite's files, which is what makes data survive a restart.
  return { db, client: { driver: 'pglite', pglite }, close: once(() => pglite.close()) };
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let pending: Promise<void> | undefined;
  return () => {
    pending ??= fn();
    return pending;
  };
}
