// Before PGlite applies a migration, the database as it was is saved to DATA_DIR/backups; the
// README's restore command (tar into an empty db folder) must give back that database.
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapPglite } from './connection';
import { MIGRATIONS_FOLDER, migrateDatabase } from './migrate';

interface Journal {
  entries: { tag: string }[];
}

let root: string;
let backupsDir: string;
let journal: Journal;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pinloom-backup-'));
  backupsDir = path.join(root, 'backups');
  journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function appliedMigrations(pglite: PGlite): Promise<number> {
  const result = await pglite.query<{ n: number }>(
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  );
  return result.rows[0]?.n ?? 0;
}

/** A database as an older Pinloom left it: every migration but the last applied. */
async function olderDatabase(): Promise<PGlite> {
  const older = path.join(root, 'older-migrations');
  await cp(MIGRATIONS_FOLDER, older, { recursive: true });
  const trimmed = { ...journal, entries: journal.entries.slice(0, -1) };
  await writeFile(path.join(older, 'meta', '_journal.json'), JSON.stringify(trimmed));
  const pglite = new PGlite();
  await migrate(drizzle({ client: pglite }), { migrationsFolder: older });
  return pglite;
}

describe('the backup before a migration (PGlite)', () => {
  it('saves the database as it was, named after the migration, and the README restore gives it back', async () => {
    const pglite = await olderDatabase();
    await pglite.query(
      `insert into users (email, first_name, last_name, password_hash) values ('kept@example.com', 'K', 'E', 'x')`,
    );
    await migrateDatabase(wrapPglite(pglite), { backupsDir });
    expect(await appliedMigrations(pglite)).toBe(journal.entries.length);
    await pglite.close();

    const files = await readdir(backupsDir);
    const last = journal.entries.at(-1)?.tag;
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T[\\d-]+Z-before-${last}\\.tar\\.gz$`));

    const restored = path.join(root, 'restored', 'db');
    await mkdir(restored, { recursive: true });
    execFileSync('tar', ['-xzf', path.join(backupsDir, files[0] as string), '-C', restored]);
    const reopened = await PGlite.create({ dataDir: restored });
    try {
      expect(await appliedMigrations(reopened)).toBe(journal.entries.length - 1);
      const users = await reopened.query<{ email: string }>('select email from users');
      expect(users.rows.map((row) => row.email)).toEqual(['kept@example.com']);
    } finally {
      await reopened.close();
    }
  }, 120_000);

  it('makes none for a new database or one with nothing to migrate, and keeps the last five', async () => {
    const before = await readdir(backupsDir).catch(() => []);
    const fresh = new PGlite();
    await migrateDatabase(wrapPglite(fresh), { backupsDir });
    await migrateDatabase(wrapPglite(fresh), { backupsDir });
    await fresh.close();
    expect(await readdir(backupsDir).catch(() => [])).toEqual(before);

    const old = Array.from(
      { length: 6 },
      (_, i) => `2020-01-0${i + 1}T00-00-00-000Z-before-0000_init.tar.gz`,
    );
    await mkdir(backupsDir, { recursive: true });
    await Promise.all(old.map((name) => writeFile(path.join(backupsDir, name), 'x')));
    await writeFile(path.join(backupsDir, 'notes.txt'), 'not a backup');
    const pglite = await olderDatabase();
    await migrateDatabase(wrapPglite(pglite), { backupsDir });
    await pglite.close();
    const kept = (await readdir(backupsDir)).sort();
    expect(kept).toHaveLength(6);
    expect(kept).toContain('notes.txt');
    expect(kept.filter((name) => name.startsWith('2020-'))).toEqual(old.slice(-3));
  }, 120_000);
});
