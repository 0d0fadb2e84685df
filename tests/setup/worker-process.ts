// `npm run worker` as a real process (node --import tsx src/server/worker.ts) for tests: started
// with the environment given, its JSON log lines collected, stopped or killed. stopAllWorkers()
// kills whatever a test left running, so a failing test never leaves a publisher behind.

import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sharedClockEnv } from './server-process';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export type LogLine = Record<string, unknown> & { msg?: string };

export interface WorkerProcess {
  readonly name: string;
  readonly child: ChildProcess;
  /** Every JSON line written to stdout so far. */
  readonly logs: LogLine[];
  /** The first line (already written or still to come) that matches; fails if the worker exits. */
  waitForLog(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** Sends the signal and answers the exit code (null when killed by the signal). */
  stop(signal: NodeJS.Signals): Promise<number | null>;
}

const running = new Set<WorkerProcess>();
// Should the test process itself end abruptly, its workers go with it.
process.once('exit', () => {
  for (const worker of running) worker.child.kill('SIGKILL');
});

/** Starts a worker and waits until it says it has started. */
export async function startWorker(
  name: string,
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/worker.ts'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...sharedClockEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  const waiters = new Set<() => void>();
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (text) => {
    try {
      logs.push(JSON.parse(text) as LogLine);
    } catch {
      logs.push({ msg: text });
    }
    for (const wake of waiters) wake();
  });
  child.once('exit', () => {
    for (const wake of waiters) wake();
  });

  const worker: WorkerProcess = {
    name,
    child,
    logs,
    waitForLog(match, ms = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = logs.find(match);
          if (found) done(() => resolve(found));
          else if (child.exitCode !== null || child.signalCode !== null)
            done(() =>
              reject(new Error(`worker ${name} exited (${child.exitCode ?? child.signalCode}): ${stderr}`)),
            );
        };
        const timer = setTimeout(
          () =>
            done(() => reject(new Error(`worker ${name}: no such log line in ${ms} ms; stderr: ${stderr}`))),
          ms,
        );
        const done = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        waiters.add(check);
        check();
      });
    },
    async stop(signal) {
      running.delete(worker);
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  running.add(worker);
  await worker.waitForLog((line) => line.msg === 'Pinloom publishing worker started', timeoutMs);
  return worker;
}

/** For afterEach: SIGKILLs every worker still running. */
export async function stopAllWorkers(): Promise<void> {
  await Promise.all([...running].map((worker) => worker.stop('SIGKILL')));
}
