// One process at a time on an embedded database (pglite-lock.ts): a second open of the same
// DATA_DIR while the first is open is refused before PGlite touches the files, and a lock left by
// a process that is gone is taken over.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StartRefusal } from '../start-refusal';
import { openDatabase } from './connection';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pinloom-lock-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const open = () => openDatabase({ databaseUrl: undefined, dataDir });

describe('the embedded database’s lock', () => {
  it('refuses a second open while the first is open, and allows it once the first closed', async () => {
    const first = await open();
    await first.db.execute('create table kept (n int)');
    const second = open();
    await expect(second).rejects.toBeInstanceOf(StartRefusal);
    await expect(second).rejects.toThrow(`Another Pinloom (process ${process.pid}) is using ${dataDir}`);
    await first.close();
    const again = await open();
    // The first's data is intact: the refused open never reached the files.
    await expect(again.db.execute('select count(*) from kept')).resolves.toBeDefined();
    await again.close();
  }, 60_000);

  it('takes over a lock left by a process that is gone', async () => {
    // A process that has ended: its pid names no live process (until the system reuses it).
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const deadPid = Number(ended.stdout.toString());
    await writeFile(path.join(dataDir, 'db.lock'), `${deadPid}\n`);
    const handle = await open();
    expect((await readFile(path.join(dataDir, 'db.lock'), 'utf8')).trim()).toBe(String(process.pid));
    await handle.close();
  }, 60_000);
});
