import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_SECRET_FILE, resolveAppSecret } from './app-secret';

let dataDir: string;
beforeEach(async () => {
  dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'pinloom-secret-')), 'data');
});
afterEach(async () => {
  await rm(path.dirname(dataDir), { recursive: true, force: true });
});

describe('resolveAppSecret', () => {
  it('uses APP_SECRET when given and writes nothing', async () => {
    const given = 'g'.repeat(40);
    expect(await resolveAppSecret({ given, dataDir })).toBe(given);
    await expect(stat(path.join(dataDir, APP_SECRET_FILE))).rejects.toThrow();
  });

  it('generates a secret once, owner-readable only, and keeps it across restarts', async () => {
    const first = await resolveAppSecret({ given: undefined, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, APP_SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect(await resolveAppSecret({ given: undefined, dataDir })).toBe(first);
  });

  it.each([
    ['empty', ''],
    ['short', 'only-twenty-chars-xx'],
  ])(
    'refuses an %s stored secret instead of sealing with it, and leaves the file alone',
    async (_, stored) => {
      await mkdir(dataDir, { recursive: true });
      const file = path.join(dataDir, APP_SECRET_FILE);
      await writeFile(file, `${stored}\n`, { mode: 0o600 });
      await expect(resolveAppSecret({ given: undefined, dataDir })).rejects.toThrow(
        /app-secret holds \d+ characters; it needs at least 32/,
      );
      expect(await readFile(file, 'utf8')).toBe(`${stored}\n`);
    },
  );

  it('refuses a short APP_SECRET handed in directly', async () => {
    await expect(resolveAppSecret({ given: 'short', dataDir })).rejects.toThrow(/at least 32/);
  });
});
