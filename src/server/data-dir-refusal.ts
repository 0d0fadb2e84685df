// A start that cannot write DATA_DIR says which folder, what is wrong and what to do, instead of
// an errno and a stack: a read-only file system (EROFS), a folder of another user (EACCES, EPERM),
// a full disk (ENOSPC, EDQUOT). main.ts turns such a failure into a StartRefusal; the embedded
// database's own open failures go through here too (db/pglite-open-refusal.ts).
import { userInfo } from 'node:os';
import path from 'node:path';
import { StartRefusal } from './start-refusal';

const WHY = 'Pinloom keeps its database, app secret and pin images there and must write to it';

/** The refusal for `error` when it is a failure to write a file under `dataDir`, else null. */
export function dataDirRefusal(error: unknown, dataDir: string): StartRefusal | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, path: file, syscall } = error as NodeJS.ErrnoException;
  const folder = path.resolve(dataDir);
  // Only a file of DATA_DIR: an EACCES on listen (a port under 1024) is another story.
  if (!code || !file || !isInside(path.resolve(file), folder)) return null;
  const what = `${code} on ${syscall ?? 'access'} ${file}`;
  switch (code) {
    case 'EROFS':
      return new StartRefusal(
        `${folder} is on a read-only file system (${what}). ${WHY}: mount it read-write, or set ` +
          'DATA_DIR to a writable folder.',
      );
    case 'EACCES':
    case 'EPERM': {
      const user = currentUser();
      return new StartRefusal(
        `${folder} is not writable by this process (user ${user}; ${what}). ${WHY}: make the folder ` +
          `and everything in it belong to that user (chown -R ${user} ${folder}), or set DATA_DIR to ` +
          'a folder it owns.',
      );
    }
    case 'ENOSPC':
    case 'EDQUOT':
      return new StartRefusal(
        `The disk holding ${folder} is full (${what}). Free some space on it, then start again.`,
      );
    default:
      return null;
  }
}

function isInside(file: string, folder: string): boolean {
  return file === folder || file.startsWith(`${folder}${path.sep}`);
}

/** The name chown takes, or the uid when this user has none (a container's arbitrary uid). */
function currentUser(): string {
  try {
    return userInfo().username;
  } catch {
    return String(process.getuid?.() ?? 'the current user');
  }
}
