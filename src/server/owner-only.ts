// DATA_DIR holds emails, password hashes, sealed tokens and the app secret: only its owner may
// read it. start-up.ts sets umask 077 for what this process creates; this fixes what is already
// there (a folder from an older version, files PGlite creates with mode 666).
import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { StartRefusal } from './start-refusal';

/**
 * Creates `folder` if missing and takes group and other permissions off it and everything in it
 * (so folders become 700 and files 600; links are skipped). Returns how many it changed.
 */
export async function makeOwnerOnly(folder: string): Promise<number> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  let changed = (await restrict(folder)) ? 1 : 0;
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isDirectory() && !entry.isFile()) continue;
    if (await restrict(path.join(entry.parentPath, entry.name))) changed += 1;
  }
  return changed;
}

/** Keeps the owner's bits (rw- for a file, rwx for a folder) and clears the rest. */
async function restrict(target: string): Promise<boolean> {
  const info = await lstat(target).catch((error: NodeJS.ErrnoException) => {
    // PGlite may remove a file between the listing and here.
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!info || (info.mode & 0o077) === 0) return false;
  await chmod(target, info.mode & 0o700).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPERM') throw error;
    throw new StartRefusal(
      `${target} is open to other users and Pinloom may not change that (it belongs to another user). ` +
        'Run Pinloom as the owner of DATA_DIR, or give it that folder: chown -R <user> DATA_DIR.',
    );
  });
  return true;
}
