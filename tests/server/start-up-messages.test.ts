// The real process, stopped by something only the operator can fix, says in one line what is
// wrong, where, and what to do: a PUBLIC_URL that is no URL, a data folder it may
// not write, database files PGlite cannot open. Never a bare "Aborted()", errno or stack trace.
import { execSync } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdir, mkdtemp, readdir, rm, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerInput } from '../factories/users';
import {
  freePort,
  type ServerProcess,
  startHealthyServer,
  startServerProcess,
} from '../setup/server-process';

let root: string;
const running: ServerProcess['process'][] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pinloom-start-up-'));
});
afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(root, { recursive: true, force: true });
});

/** Starts the server and expects a refusal: exit code 1, never ready, one fatal line without a stack. */
async function startRefused(options: Parameters<typeof startServerProcess>[0]): Promise<string> {
  const started = startServerProcess({ ...options, env: { LOG_LEVEL: 'info', ...options.env } });
  running.push(started.process);
  const [code] = await once(started.process, 'exit');
  const output = started.output();
  expect(code, output).toBe(1);
  expect(output).not.toContain('Pinloom is ready');
  expect(output).not.toMatch(/^\s+at /m);
  return output;
}

it('names PUBLIC_URL when it is no URL at all', async () => {
  const output = await startRefused({
    dataDir: path.join(root, 'public-url'),
    port: await freePort(),
    env: { PUBLIC_URL: 'notaurl' },
  });
  // A JSON log line escapes the quotes; a pretty one does not.
  expect(output).toMatch(
    /Invalid configuration: PUBLIC_URL must be an http\(s\) URL \(got \\?"notaurl\\?"\)/,
  );
}, 60_000);

describe('a data folder Pinloom may not write', () => {
  it('is named, with what to do, when it is new', async () => {
    const dataDir = path.join(root, 'read-only-new');
    await mkdir(dataDir, { mode: 0o700 });
    execSync(`chmod -R a-w '${dataDir}'`);
    const output = await startRefused({ dataDir, port: await freePort(), filePermissionsCount: true });
    expect(output).toContain(`Pinloom failed to start: ${dataDir} is not writable by this process`);
    expect(output).toContain('make the folder and everything in it belong to that user');
    expect(output).not.toContain('EACCES: permission denied');
  }, 60_000);
});

describe('database files PGlite cannot open', () => {
  const dataDir = () => path.join(root, 'damaged');
  const db = () => path.join(dataDir(), 'db');
  const backups = () => path.join(dataDir(), 'backups');
  const account = registerInput();
  let goodCopy: string;

  beforeAll(async () => {
    const port = await freePort();
    const child = await startHealthyServer({ dataDir: dataDir(), port });
    running.push(child);
    const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(registered.status).toBe(201);
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    expect((await exited)[0]).toBe(0);
    goodCopy = path.join(root, 'good-db');
    await cp(db(), goodCopy, { recursive: true });
    // The damage: the control file PostgreSQL reads first, emptied.
    await truncate(path.join(db(), 'global', 'pg_control'), 0);
  }, 120_000);

  it('say the folder is damaged, and that there is no backup to restore', async () => {
    const output = await startRefused({ dataDir: dataDir(), port: await freePort() });
    expect(output).toContain(`The embedded database in ${db()} could not be opened`);
    expect(output).toContain('its files look damaged');
    expect(output).toContain(`There is no backup in ${backups()}`);
    expect(output).not.toMatch(/"err"|RuntimeError/);
  }, 60_000);

  it('name the newest backup and how to restore it, which brings the data back', async () => {
    // As the start before a migration saves it (db/pglite-backup.ts): the folder's files, gzipped.
    await mkdir(backups(), { mode: 0o700 });
    const older = '2026-03-01T09-00-00-000Z-before-0016_pins_from_content.tar.gz';
    const newest = '2026-03-16T09-00-00-000Z-before-0017_app_secret_check.tar.gz';
    for (const name of [older, newest])
      execSync(`tar -czf '${path.join(backups(), name)}' -C '${goodCopy}' .`);

    const output = await startRefused({ dataDir: dataDir(), port: await freePort() });
    const restore =
      `mv ${db()} ${db()}.damaged && mkdir -m 700 ${db()} && ` +
      `tar -xzf ${path.join(backups(), newest)} -C ${db()}`;
    expect(output).toContain(restore);
    expect(output).toContain('what changed after it was saved is lost');

    // What the message says to do, done: the account is there again.
    execSync(restore);
    expect(await readdir(`${db()}.damaged`)).toContain('PG_VERSION');
    const port = await freePort();
    running.push(await startHealthyServer({ dataDir: dataDir(), port }));
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(login.status).toBe(200);
  }, 120_000);

  it('say a database folder is not writable rather than damaged', async () => {
    const folder = path.join(root, 'read-only-db');
    await cp(goodCopy, path.join(folder, 'db'), { recursive: true });
    await cp(path.join(dataDir(), 'app-secret'), path.join(folder, 'app-secret'));
    execSync(`chmod -R a-w '${folder}'`);
    const output = await startRefused({
      dataDir: folder,
      port: await freePort(),
      filePermissionsCount: true,
    });
    expect(output).toContain(`${folder} is not writable by this process`);
    expect(output).not.toContain('damaged');
  }, 60_000);
});
