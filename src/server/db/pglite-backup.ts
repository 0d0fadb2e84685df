// Before a migration changes an embedded database, the database as it was is saved to
// DATA_DIR/backups as a tarball of its folder, so a migration that goes wrong can be undone
// (README, "Backup and restore"). PostgreSQL is the operator's to back up (pg_dump).
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/** The newest backups are kept; older ones are removed after a new one is written. */
const BACKUPS_KEPT = 5;
const BACKUP_NAME = /^\d{4}-\d{2}-\d{2}T[\d-]+Z-before-.+\.tar\.gz$/;

interface Journal {
  entries: { when: number; tag: string }[];
}

/**
 * When `pglite` holds a Pinloom database that a migration in `migrationsFolder` has not reached,
 * writes `<backupsDir>/<time>-before-<first pending migration>.tar.gz` and returns its path.
 */
export async function backupBeforeMigrations(
  pglite: PGlite,
  options: { migrationsFolder: string; backupsDir: string },
): Promise<string | null> {
  const pending = await firstPendingMigration(pglite, options.migrationsFolder);
  if (!pending) return null;
  // The checkpoint puts everything in the table files, so the copy needs no WAL replay.
  await pglite.exec('checkpoint');
  const tarball = await pglite.dumpDataDir('gzip');
  await mkdir(options.backupsDir, { recursive: true, mode: 0o700 });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(options.backupsDir, `${stamp}-before-${pending}.tar.gz`);
  await writeFile(file, Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
  await removeOldBackups(options.backupsDir);
  return file;
}

/** Drizzle applies every migration newer than the newest it recorded; a new database needs no backup. */
async function firstPendingMigration(pglite: PGlite, migrationsFolder: string): Promise<string | null> {
  const table = await pglite.query<{ found: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!table.rows[0]?.found) return null;
  const recorded = await pglite.query<{ last: string | null }>(
    'select max(created_at)::text as last from drizzle.__drizzle_migrations',
  );
  const last = recorded.rows[0]?.last;
  if (last == null) return null;
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  return journal.entries.find((entry) => entry.when > Number(last))?.tag ?? null;
}

/** The newest backup's path, or null when there is none (or no folder). */
export async function newestBackup(backupsDir: string): Promise<string | null> {
  const names = await readdir(backupsDir).catch(() => [] as string[]);
  // The names start with the time, so they sort oldest first.
  const newest = names
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .at(-1);
  return newest ? path.join(backupsDir, newest) : null;
}

async function removeOldBackups(backupsDir: string): Promise<void> {
  // The names start with the time, so they sort oldest first.
  const backups = (await readdir(backupsDir)).filter((name) => BACKUP_NAME.test(name)).sort();
  const old = backups.slice(0, Math.max(0, backups.length - BACKUPS_KEPT));
  await Promise.all(old.map((name) => rm(path.join(backupsDir, name), { force: true })));
}
