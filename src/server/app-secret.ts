// The app secret encrypts stored third-party tokens, so it must survive restarts: when none is
// configured, one is generated on first start and kept in DATA_DIR, readable by the owner only.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const APP_SECRET_FILE = 'app-secret';

export async function resolveAppSecret(options: {
  given: string | undefined;
  dataDir: string;
}): Promise<string> {
  if (options.given) return options.given;
  const file = path.join(options.dataDir, APP_SECRET_FILE);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(options.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // 'wx' refuses to overwrite: if another process won the race, use the secret it wrote.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return (await readFile(file, 'utf8')).trim();
    throw error;
  }
  await chmod(file, 0o600);
  return secret;
}
