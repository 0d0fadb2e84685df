// Applies the committed SQL migrations at start. On PostgreSQL an advisory lock serialises
// concurrent starts (several API processes, workers) so each migration runs exactly once.
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './connection';
import { backupBeforeMigrations } from './pglite-backup';

/** @internal for tests and benchmarks, not production code */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary but fixed: every Pinloom process must use the same key. */
const MIGRATION_LOCK_KEY = 7_410_556_213;

/**
 * `backupsDir`: where PGlite saves the database as it was before a pending migration runs
 * (DATA_DIR/backups); PostgreSQL is backed up by its operator (README, "Backup and restore").
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  options: {
    backupsDir?: string;
    onBackup?: (file: string) => void;
    /** The committed migrations unless a test or benchmark stops at an earlier one. */
    migrationsFolder?: string;
  } = {},
): Promise<void> {
  const { client } = handle;
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  if (client.driver === 'pglite') {
    const { backupsDir } = options;
    if (backupsDir) {
      const file = await backupBeforeMigrations(client.pglite, {
        migrationsFolder,
        backupsDir,
      });
      if (file) options.onBackup?.(file);
    }
    // One process owns a PGlite directory, so there is nobody to race with.
    await migratePglite(drizzlePglite({ client: client.pglite }), { migrationsFolder });
    return;
  }
  // The lock belongs to a connection, so take one connection and migrate through it.
  const connection = await client.pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client: connection }), { migrationsFolder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}
