// A journey's own server with TEST_CLOCK=1 (ADR 0025), for journeys that move the server's clock:
// started on a free port with a fresh data folder before the file's tests, with a browser, and
// stopped (its folder removed) after them. Read `origin` and `browser` inside tests and hooks.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { freePort, startHealthyServer } from '../../setup/server-process';
import { launchBrowser } from './browser';

export function withTestClockServer(name: string): { readonly origin: string; readonly browser: Browser } {
  let browser: Browser | undefined;
  let dataDir: string | undefined;
  let server: ChildProcess | undefined;
  let origin: string | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `pinloom-${name}-`));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await startHealthyServer({ dataDir, port, env: { TEST_CLOCK: '1' }, timeoutMs: 90_000 });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (server && server.exitCode === null) {
      const running = server;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    get origin() {
      if (!origin) throw new Error('The server starts in beforeAll: read origin inside a test or hook');
      return origin;
    },
    get browser() {
      if (!browser) throw new Error('The browser starts in beforeAll: use it inside a test or hook');
      return browser;
    },
  };
}
