// Before PGlite opens DATA_DIR/db: PGlite initialises a new, empty database in any folder that does
// not look like one to it, which would silently replace a damaged database and every account in
// it. Only a missing or empty folder may become a new database; anything else that is not a
// database is refused, and the operator restores it or moves it aside.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { StartRefusal } from '../start-refusal';

/** What every PostgreSQL data folder holds; without one of them PGlite would run initdb over it. */
const CLUSTER_FILES = ['PG_VERSION', 'global/pg_control'];

export async function checkPgliteFolder(folder: string): Promise<'new' | 'existing'> {
  let entries: string[];
  try {
    entries = await readdir(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return 'new';
    if (code === 'ENOTDIR') throw refusal(folder, 'it is not a folder');
    throw error;
  }
  if (entries.length === 0) return 'new';
  for (const file of CLUSTER_FILES) {
    const found = await stat(path.join(folder, file)).then(
      (info) => info.isFile(),
      () => false,
    );
    if (!found) throw refusal(folder, `${file} is missing`);
  }
  const version = (await readFile(path.join(folder, 'PG_VERSION'), 'utf8')).trim();
  if (!/^\d+$/.test(version)) throw refusal(folder, `PG_VERSION holds "${version.slice(0, 20)}"`);
  return 'existing';
}

function refusal(folder: string, why: string): StartRefusal {
  return new StartRefusal(
    `${folder} is neither empty nor a PGlite database (${why}). Starting would create a new, empty ` +
      'database in its place, so Pinloom stops here. Restore the folder from a backup (README, ' +
      '"Backup and restore"), or move it aside to start with a new, empty database.',
  );
}
