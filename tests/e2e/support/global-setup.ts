// Starts one real Pinloom server for the browser journeys: the production build of the
// web app, a fresh data directory (PGlite) and a free port. Tests read its address with
// inject('baseURL'). Its email goes over SMTP to an inbox started here (mail-inbox.ts), which
// the journeys read through tests/e2e/support/mail.ts (inject('mailInboxURL')). It may fetch pages
// from 127.0.0.1 (TEST_OUTBOUND_LOOPBACK), where journeys serve their fixture sites.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startMailInbox } from './mail-inbox';

const root = join(import.meta.dirname, '..', '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseURL: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Server at ${baseURL} did not become healthy`);
}

export default async function setup(project: TestProject) {
  // The web app as npm start has it: built again when its sources changed since the last build
  // (build/build-stamp.ts), always with E2E_BUILD=1.
  const build = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'build/build-web.ts', ...(process.env.E2E_BUILD === '1' ? [] : ['--if-changed'])],
    // NODE_ENV as npm start sets it: under vitest it is 'test', and Vite would then bundle React's
    // development build (twice the size), which the public pages' budget test would measure.
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0) throw new Error('the web build failed');
  const inbox = await startMailInbox();
  const dataDir = mkdtempSync(join(tmpdir(), 'pinloom-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      TRUST_PROXY: 'true',
      DATABASE_URL: '',
      ADMIN_EMAIL: 'admin@pinloom.test',
      ADMIN_PASSWORD: 'admin-password-1',
      SMTP_URL: inbox.smtpUrl,
      MAIL_FROM: 'Pinloom <no-reply@pinloom.test>',
      // Pins from a link fetch a fixture site the journey serves on 127.0.0.1 (fixture-site.ts).
      TEST_OUTBOUND_LOOPBACK: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseURL, Date.now() + 90_000);
  project.provide('baseURL', baseURL);
  project.provide('mailInboxURL', inbox.inboxUrl);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    await inbox.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** GET <mailInboxURL>/messages: the email the server sent (tests/e2e/support/mail.ts). */
    mailInboxURL: string;
  }
}
