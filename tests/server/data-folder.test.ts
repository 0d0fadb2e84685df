// The real process on a data folder: DATA_DIR and everything in it end up owner-only (also a
// folder an older version left readable), and a start refuses, with exit code 1 and a message
// that says what to do, a database folder that is neither empty nor a database, or a short
// stored app secret, instead of starting over it.
import { type ChildProcess, execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdir, mkdtemp, readdir, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerInput } from '../factories/users';
import { freePort, startHealthyServer, startServerProcess } from '../setup/server-process';

let root: string;
let child: ChildProcess | undefined;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pinloom-data-folder-'));
});
afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await rm(root, { recursive: true, force: true });
});

function startHealthy(dataDir: string, port: number): Promise<ChildProcess> {
  return startHealthyServer({ dataDir, port });
}

/**
 * Starts the server and expects it to refuse: exit code 1 without ever listening. Read from its
 * log, not by asking the port: another test's server may take the same free port meanwhile.
 */
async function startRefused(dataDir: string): Promise<string> {
  const port = await freePort();
  const started = startServerProcess({ dataDir, port, env: { LOG_LEVEL: 'info' } });
  const [code] = await once(started.process, 'exit');
  expect(code).toBe(1);
  expect(started.output()).not.toContain('Pinloom is ready');
  return started.output();
}

/** Paths under `folder` that its group or other users may use in any way. */
function notOwnerOnly(folder: string): string[] {
  return execFileSync('find', [folder, '-perm', '/077'], { encoding: 'utf8' }).split('\n').filter(Boolean);
}

describe('the data folder', () => {
  it('is owner-only after a start, a write and a stop, and refuses to start once PG_VERSION is gone', async () => {
    const dataDir = path.join(root, 'data');
    // As an older version left it: readable by everyone.
    await mkdir(path.join(dataDir, 'media'), { recursive: true, mode: 0o755 });
    await chmod(dataDir, 0o755);
    await writeFile(path.join(dataDir, 'media', 'old.png'), 'x', { mode: 0o644 });
    await chmod(path.join(dataDir, 'media', 'old.png'), 0o644);

    const port = await freePort();
    child = await startHealthy(dataDir, port);
    expect(notOwnerOnly(dataDir)).toEqual([]);
    const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registerInput()),
    });
    expect(registered.status).toBe(201);
    // PGlite may create a file readable by all while running, but nobody else can reach it.
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    expect((await exited)[0]).toBe(0);
    expect(notOwnerOnly(dataDir)).toEqual([]);

    const db = path.join(dataDir, 'db');
    const before = (await readdir(db)).length;
    await unlink(path.join(db, 'PG_VERSION'));
    const output = await startRefused(dataDir);
    expect(output).toContain(`${db} is neither empty nor a PGlite database (PG_VERSION is missing)`);
    expect(output).toContain('Restore the folder from a backup');
    // Nothing was created over it.
    expect((await readdir(db)).length).toBe(before - 1);
  }, 180_000);

  it('refuses a database folder of junk and leaves it as it was', async () => {
    const dataDir = path.join(root, 'junk');
    await mkdir(path.join(dataDir, 'db'), { recursive: true });
    await writeFile(path.join(dataDir, 'db', 'notes.txt'), 'not a database');
    const output = await startRefused(dataDir);
    expect(output).toContain('is neither empty nor a PGlite database');
    expect(await readdir(path.join(dataDir, 'db'))).toEqual(['notes.txt']);
  }, 60_000);

  it('refuses a stored app secret under 32 characters', async () => {
    const dataDir = path.join(root, 'short-secret');
    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, 'app-secret'), 'too-short\n', { mode: 0o600 });
    const output = await startRefused(dataDir);
    expect(output).toContain('app-secret holds 9 characters; it needs at least 32');
  }, 60_000);
});
