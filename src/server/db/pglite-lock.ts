// One process at a time on an embedded database. PGlite has no server to share its files with
// others: a second process that opens DATA_DIR/db while the first runs damages them (found by
// starting Pinloom twice on one DATA_DIR — the second stopped on its busy port, after opening the
// database, and the next start found the database damaged). So the process that opens it holds
// DATA_DIR/db.lock, holding its pid, until it closes; another open is refused while that process
// lives, and a lock left by a process that is gone (a crash, kill -9) is taken over.
import { open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { StartRefusal } from '../start-refusal';

/** The locks this process holds: a pid in a lock file equal to ours is ours only if listed here. */
const heldHere = new Set<string>();

/** Takes the lock of `dataDir`'s database; the answer releases it. */
export async function lockDatabaseFolder(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = path.join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lockFile, 'wx', 0o600);
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      heldHere.add(lockFile);
      return async () => {
        heldHere.delete(lockFile);
        await unlink(lockFile).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (isRunning(holder, lockFile)) throw inUse(dataDir, holder);
      // Left by a process that is gone: its database was not open any more.
      await unlink(lockFile).catch(() => undefined);
    }
  }
  // Another start took it between our two tries.
  throw inUse(dataDir, Number.NaN);
}

function isRunning(pid: number, lockFile: string): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  // In a container a restarted process often has the pid of the one before it.
  if (pid === process.pid) return heldHere.has(lockFile);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it lives, as another user's process.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function inUse(dataDir: string, pid: number): StartRefusal {
  const who = Number.isNaN(pid) ? 'Another Pinloom' : `Another Pinloom (process ${pid})`;
  return new StartRefusal(
    `${who} is using ${dataDir}: its embedded database can be open in one process only, and a ` +
      'second would damage it. Stop that one first, or give this one its own DATA_DIR. If no ' +
      `Pinloom is running, delete ${path.join(dataDir, 'db.lock')}.`,
  );
}
