// How long `npm start` takes to answer /api/health, as an operator's clone does it:
// the repository's files (tracked, and new ones not ignored) copied to a temporary folder, its
// node_modules linked, its own DATA_DIR and port. A first start (no dist/web, no database), restarts
// with nothing changed, and a start after one source file changed. Each figure is the time from
// spawning `npm start` to the first {"status":"ok"}; the build's own time is read from what it prints.
// BENCH_START_COMMIT=<commit> times that commit's files instead (git archive), e.g. the one before
// the build stamp, for a before-and-after.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeResults } from './support';

const REPOSITORY = path.join(import.meta.dirname, '..');
const RESTART_TARGET_SECONDS = 5;
const RESTARTS = 3;
const HEALTH_DEADLINE_MS = 180_000;

/** A clone as an operator has it: the repository's files, with the installed packages linked. */
function freshClone(commit: string | undefined): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pinloom-bench-start-'));
  if (commit) {
    const archive = spawnSync('sh', ['-c', `git archive "$0" | tar -x -C "$1"`, commit, dir], {
      cwd: REPOSITORY,
      encoding: 'utf8',
    });
    if (archive.status !== 0) throw new Error(`git archive ${commit} failed: ${archive.stderr}`);
    symlinkSync(path.join(REPOSITORY, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    return dir;
  }
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPOSITORY,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    // A file deleted but not yet committed is listed and missing: skipped.
    try {
      cpSync(path.join(REPOSITORY, file), target);
    } catch {}
  }
  symlinkSync(path.join(REPOSITORY, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) });
    return response.ok && ((await response.json()) as { status?: string }).status === 'ok';
  } catch {
    return false;
  }
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    const force = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 20_000);
    child.once('exit', (code) => {
      clearTimeout(force);
      resolve(code);
    });
    // As `docker stop` or systemd: to npm, which passes it on.
    child.kill('SIGTERM');
  });
}

interface StartFigures {
  seconds: number;
  /** What the build step printed: its time when it built, null when it found dist/web current. */
  buildSeconds: number | null;
}

/** Spawns `npm start` in `dir` and times it to a healthy answer; stops it again. */
async function timeStart(dir: string, dataDir: string, log: string): Promise<StartFigures> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: dir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, as a terminal or a service manager starts it.
    detached: true,
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  try {
    while (!(await healthy(url))) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
      if (performance.now() - started > HEALTH_DEADLINE_MS) throw new Error(`never healthy:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    const built = /Built the web app in ([\d.]+) s\./.exec(output);
    return { seconds, buildSeconds: built ? Number(built[1]) : null };
  } finally {
    const code = await stop(child);
    await appendFile(log, `${output}\n[exit ${code}]\n`);
  }
}

const round = (value: number) => Math.round(value * 10) / 10;

export async function benchStart() {
  const commit = process.env.BENCH_START_COMMIT;
  const dir = freshClone(commit);
  const dataDir = path.join(dir, 'data');
  const log = path.join(dir, 'starts.log');
  writeFileSync(log, '');
  try {
    const first = await timeStart(dir, dataDir, log);
    const restarts: StartFigures[] = [];
    for (let run = 0; run < RESTARTS; run += 1) restarts.push(await timeStart(dir, dataDir, log));
    // One source file changed, as after a `git pull`.
    await appendFile(path.join(dir, 'src', 'web', 'main.tsx'), '\n// changed\n');
    const changed = await timeStart(dir, dataDir, log);

    const restartSeconds = restarts.map((r) => round(r.seconds)).sort((a, b) => a - b);
    const rows = [
      { start: 'first (no dist/web, no database)', ...first },
      ...restarts.map((r, index) => ({ start: `restart ${index + 1} (nothing changed)`, ...r })),
      { start: 'after one web source changed', ...changed },
    ];
    console.log(
      `\nnpm start to a healthy /api/health (a fresh clone${commit ? ` of ${commit}` : ''} in a temporary folder, its own DATA_DIR)`,
    );
    console.table(
      rows.map((row) => ({
        start: row.start,
        'healthy (s)': round(row.seconds),
        // An older start prints no build time of its own. The server starts while the web app builds:
        // after the build, it has only what was left of its own start to do.
        'web build (s)': row.buildSeconds ?? (commit ? '?' : 'skipped'),
        'after the build (s)': row.buildSeconds === null ? '' : round(row.seconds - row.buildSeconds),
      })),
    );
    const worst = restartSeconds.at(-1) ?? Number.NaN;
    console.log(
      `target: a restart healthy in < ${RESTART_TARGET_SECONDS} s: ${restartSeconds.join(', ')} s ` +
        `(${worst < RESTART_TARGET_SECONDS ? 'met' : 'MISSED'})` +
        (first.buildSeconds === null
          ? ''
          : `; the first start builds (${first.buildSeconds} s, the server starting meanwhile) and prints what it does`),
    );
    // A before-and-after run leaves results/start.json to this commit's figures.
    if (commit) return;
    const file = writeResults('start', {
      measuredAt: new Date().toISOString(),
      target: { restartSeconds: RESTART_TARGET_SECONDS },
      firstStart: { seconds: round(first.seconds), buildSeconds: first.buildSeconds },
      restarts: restartSeconds,
      afterSourceChange: { seconds: round(changed.seconds), buildSeconds: changed.buildSeconds },
      restartTargetMet: worst < RESTART_TARGET_SECONDS,
    });
    console.log(`wrote ${file}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
