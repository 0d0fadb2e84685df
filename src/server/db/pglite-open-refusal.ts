// PGlite says only "Aborted()" or "failed to initialize properly" when it cannot open its folder.
// Before the start ends, find out which of the two causes the operator can act on it is: a folder
// this process may not write (named, with what to do), or damaged files (named, with the newest
// backup in DATA_DIR/backups and the commands that restore it; README, "Backup and restore").
import { access, constants } from 'node:fs/promises';
import path from 'node:path';
import { dataDirRefusal } from '../data-dir-refusal';
import { StartRefusal } from '../start-refusal';
import { newestBackup } from './pglite-backup';

/** The files PostgreSQL writes at once when it opens a database, besides the folder itself. */
const WRITTEN_AT_OPEN = ['global/pg_control', 'pg_wal'];

/** Why PGlite could not open `folder` (DATA_DIR/db), as a StartRefusal when it can say. */
export async function pgliteOpenRefusal(error: unknown, options: { folder: string; dataDir: string }) {
  const { folder, dataDir } = options;
  const writing = dataDirRefusal(error, dataDir) ?? (await unwritable(folder, dataDir));
  if (writing) return writing;
  const reason =
    error instanceof Error ? error.message.replace(/\.?\s*Build with -sASSERTIONS.*$/s, '') : String(error);
  const backupsDir = path.resolve(dataDir, 'backups');
  const backup = await newestBackup(backupsDir);
  const opening = `The embedded database in ${folder} could not be opened (PGlite: ${reason}): its files look damaged. Pinloom stops rather than start without your data.`;
  if (!backup) {
    return new StartRefusal(
      `${opening} There is no backup in ${backupsDir} (one is saved before each migration): restore the ` +
        'folder from a backup of your own (README, "Backup and restore"), or move it aside ' +
        `(mv ${quoted(folder)} ${quoted(`${folder}.damaged`)}) to start with a new, empty database.`,
    );
  }
  const restore =
    `mv ${quoted(folder)} ${quoted(`${folder}.damaged`)} && mkdir -m 700 ${quoted(folder)} && ` +
    `tar -xzf ${quoted(backup)} -C ${quoted(folder)}`;
  return new StartRefusal(
    `${opening} Restore the newest backup, saved before a migration, then start again: ${restore} ` +
      `(what changed after it was saved is lost; ${folder}.damaged keeps the damaged files).`,
  );
}

/** The refusal for the first of the folder and the files opened at once that cannot be written. */
async function unwritable(folder: string, dataDir: string): Promise<StartRefusal | null> {
  for (const target of [folder, ...WRITTEN_AT_OPEN.map((file) => path.join(folder, file))]) {
    const refusal = await access(target, constants.W_OK).then(
      () => null,
      (error: unknown) => dataDirRefusal(error, dataDir),
    );
    if (refusal) return refusal;
  }
  return null;
}

/** A path as a shell reads it: as it is when plain, else in single quotes. */
function quoted(file: string): string {
  return /^[\w@%+=:,./-]+$/.test(file) ? file : `'${file.replaceAll("'", `'\\''`)}'`;
}
