// The committed migrations up to and including one of them, as a folder of their own: a database
// migrated with it stands where an installation stood before the later ones, so a test can put
// that installation's data in it and watch the later migrations carry it forward.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../../src/server/db/migrate';

interface Journal {
  entries: { tag: string }[];
}

/** A temporary folder holding the migrations up to `tag` (e.g. '0018_trial_claims'). */
export function migrationsUpTo(tag: string): string {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  const entries = journal.entries.slice(0, last + 1);
  const folder = mkdtempSync(path.join(tmpdir(), 'pinloom-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    copyFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}
