// The app secret encrypts stored third-party tokens, so it must survive restarts: when none is
// configured, one is generated on first start and kept in DATA_DIR, readable by the owner only.
// A secret under MIN_SECRET_LENGTH is refused wherever it comes from, never used as a key.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MIN_SECRET_LENGTH } from './app-secret-length';
import { StartRefusal } from './start-refusal';

/** @internal for tests and benchmarks, not production code */
export const APP_SECRET_FILE = 'app-secret';

export async function resolveAppSecret(options: {
  given: string | undefined;
  dataDir: string;
}): Promise<string> {
  if (options.given !== undefined) {
    if (options.given.length < MIN_SECRET_LENGTH) {
      throw new StartRefusal(`APP_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    }
    return options.given;
  }
  const file = path.join(options.dataDir, APP_SECRET_FILE);
  try {
    return checkStored(file, await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(options.dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  // 'wx' refuses to overwrite: if another process won the race, use the secret it wrote.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return checkStored(file, await readFile(file, 'utf8'));
    throw error;
  }
  await chmod(file, 0o600);
  return secret;
}

/**
 * A short or empty file is never replaced: tokens may already be sealed with what it held, and a
 * new secret would silently make them unreadable. The operator decides.
 */
function checkStored(file: string, content: string): string {
  const stored = content.trim();
  if (stored.length >= MIN_SECRET_LENGTH) return stored;
  throw new StartRefusal(
    `${file} holds ${stored.length} characters; it needs at least ${MIN_SECRET_LENGTH}. ` +
      'Restore it from a backup, or delete it to have a new one generated ' +
      '(Pinterest connections and saved AI keys sealed with the old one must then be entered again).',
  );
}
