import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPgliteFolder } from './pglite-folder';

let root: string;
let cluster: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pinloom-pglite-folder-'));
  cluster = path.join(root, 'cluster');
  const pglite = await PGlite.create({ dataDir: cluster });
  await pglite.close();
}, 60_000);
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('checkPgliteFolder', () => {
  it('accepts a missing or empty folder as a new database', async () => {
    expect(await checkPgliteFolder(path.join(root, 'missing'))).toBe('new');
    await mkdir(path.join(root, 'empty'));
    expect(await checkPgliteFolder(path.join(root, 'empty'))).toBe('new');
  });

  it('accepts a database PGlite made', async () => {
    expect(await checkPgliteFolder(cluster)).toBe('existing');
  });

  it('refuses a folder of junk, naming it and what to do', async () => {
    const junk = path.join(root, 'junk');
    await mkdir(junk);
    await writeFile(path.join(junk, 'notes.txt'), 'not a database');
    await expect(checkPgliteFolder(junk)).rejects.toThrow(
      new RegExp(`${junk} is neither empty nor a PGlite database.*backup.*move it aside`),
    );
  });

  it('refuses a database that lost PG_VERSION', async () => {
    await unlink(path.join(cluster, 'PG_VERSION'));
    await expect(checkPgliteFolder(cluster)).rejects.toThrow(/PG_VERSION is missing/);
  });

  it('refuses a file where the folder should be', async () => {
    const file = path.join(root, 'a-file');
    await writeFile(file, 'x');
    await expect(checkPgliteFolder(file)).rejects.toThrow(/is not a folder/);
  });
});
