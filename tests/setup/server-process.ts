// `npm start`'s server (node --import tsx src/server/main.ts) as a real process for tests that
// restart, kill or refuse it: a free port, a start with only the environment given, its output
// kept, and a wait until /api/health answers.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const POLL_MS = 250;

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface ServerProcess {
  readonly process: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
}

/**
 * The clock and zone this process runs with, for a child to share: TZ, and Debian's faketime
 * (LD_PRELOAD, FAKETIME*) when CI moves the calendar. Processes on one machine read one clock; a
 * child started without them would live 400 days before its parent.
 */
export function sharedClockEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined &&
        (entry[0] === 'TZ' || entry[0] === 'LD_PRELOAD' || entry[0].startsWith('FAKETIME')),
    ),
  );
}

/**
 * Starts the server on `port` with DATA_DIR and `env` (PATH, HOME and the clock are passed on).
 * With `filePermissionsCount`, a test run by root starts it without the capabilities that let root
 * read and write past a file's mode (setpriv drops CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH), so a
 * read-only folder is read-only to it. Another user would not do: that user may not reach the Node
 * binary or the checkout (CI keeps Node under /root/.cache).
 */
export function startServerProcess(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  filePermissionsCount?: boolean;
}): ServerProcess {
  let output = '';
  const server = ['--import', 'tsx', 'src/server/main.ts'];
  const asRoot = process.getuid?.() === 0;
  const [file, args] =
    options.filePermissionsCount && asRoot
      ? ['setpriv', ['--bounding-set', '-dac_override,-dac_read_search', '--', process.execPath, ...server]]
      : [process.execPath, server];
  const child = spawn(file, args, {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...sharedClockEnv(),
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { process: child, output: () => output };
}

/** Starts the server and waits until /api/health answers; fails if it exits or takes too long. */
export async function startHealthyServer(options: HealthyServerOptions): Promise<ChildProcess> {
  return (await startHealthyServerProcess(options)).process;
}

interface HealthyServerOptions {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  timeoutMs?: number;
}

/** startHealthyServer, keeping the process's output for a test that reports it. */
export async function startHealthyServerProcess(options: HealthyServerOptions): Promise<ServerProcess> {
  const started = startServerProcess(options);
  const timeoutMs = options.timeoutMs ?? 60_000;
  for (let waited = 0; waited < timeoutMs; waited += POLL_MS) {
    if (started.process.exitCode !== null) {
      throw new Error(`server exited with ${started.process.exitCode}: ${started.output()}`);
    }
    const healthy = await fetch(`http://127.0.0.1:${options.port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return started;
    await sleep(POLL_MS);
  }
  throw new Error(`server did not become healthy in ${timeoutMs / 1000} s: ${started.output()}`);
}
