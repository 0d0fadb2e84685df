// `npm start` as a new person meets it, twice. A server of its own in production mode prints the
// address to open first; the person opens the *other* loopback address (127.0.0.1 when it printed
// localhost), connects the simulated Pinterest and comes back there signed in; a pin is published.
// Then the server restarts on the same data directory and a new port: the connection, its boards,
// the published pin and the profile picture are all still there, and no wizard opens.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, launchBrowser, newPage, uniqueEmail } from './support/browser';

const root = join(import.meta.dirname, '..', '..');
let browser: Browser;
let dataDir: string;
let server: { child: ChildProcess; lines: string[] } | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** `npm start` without the build (global setup built the app): NODE_ENV=production, JSON logs. */
async function startServer(port: number): Promise<{ child: ChildProcess; lines: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split('\n');
    rest = parts.pop() ?? '';
    lines.push(...parts.filter(Boolean));
  });
  const deadline = Date.now() + 90_000;
  while (!lines.some((line) => line.includes('running with'))) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${lines.join('\n')}`);
    if (Date.now() > deadline) throw new Error(`server did not start: ${lines.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, lines };
}

async function stopServer(): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server?.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

async function signedInUserIsShown(page: Page): Promise<void> {
  await page.getByRole('banner').getByText('Ada Lovelace').waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  dataDir = mkdtempSync(join(tmpdir(), 'pinloom-demo-restart-'));
});
afterAll(async () => {
  await stopServer();
  await browser?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('demo mode across a restart', () => {
  it('keeps the Pinterest connection, its boards and published pins, on whichever address was opened', async () => {
    const firstPort = await freePort();
    server = await startServer(firstPort);
    // The first line is JSON (production) and says which address to open.
    const first = JSON.parse(server.lines[0] as string) as { msg: string };
    expect(first.msg).toContain(`open http://localhost:${firstPort}`);
    expect(server.lines.join('\n')).toContain('"nodeEnv":"production"');

    // The other address of the same server.
    let origin = `http://127.0.0.1:${firstPort}`;
    const page = await newPage(browser, origin, { timezoneId: 'UTC' });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    page.on('dialog', (dialog) => {
      problems.push(`native dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });

    await page.goto('/signup');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill(uniqueEmail('restart'));
    await page.getByLabel('Password', { exact: true }).fill('correct-horse-1');
    await page.getByLabel('Confirm password').fill('correct-horse-1');
    await page.getByRole('button', { name: 'Create Free Account' }).click();
    await page.waitForURL('**/connect-pinterest');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Connect Pinterest Account' }).click();
    // The consent page is on the address the person opened, not on another port.
    await page.waitForURL((url) => url.origin === origin && url.pathname === '/pinterest-demo/oauth/');
    await page.getByRole('button', { name: 'Allow' }).click();
    // Back on the wizard's page, which started the connection.
    await page.waitForURL(
      (url) => url.origin === origin && url.pathname === '/connect-pinterest' && url.search === '',
    );
    await signedInUserIsShown(page);
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL((url) => url.pathname === '/boards');
    await page.getByRole('button', { name: 'Sync Pinterest boards' }).first().click();
    const boards = page.getByRole('article').filter({ hasText: 'Pinterest Board' });
    await expect.poll(() => boards.count(), { timeout: 15_000 }).toBe(1);
    const boardName = ((await boards.first().locator('h2, h3').first().textContent()) ?? '').trim();

    // Publish one pin now, through the API the app itself uses.
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${origin}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(response.status, `${method} ${path}`).toBeLessThan(300);
      return response.json();
    };
    const [board] = (await call('GET', '/api/boards')).boards as { id: string }[];
    const generated = await call('POST', '/api/generate-single-pin', { boardId: board?.id });
    const pin = (generated.pin ?? generated) as { id: string; title: string };
    await call('POST', `/api/pins/${pin.id}/approve`, {});
    const posted = await call('POST', '/api/post-pins', { pin_ids: [pin.id] });
    expect(JSON.stringify(posted)).toContain('posted');

    // Restart on the same data directory and another port: nothing about Pinterest is forgotten.
    await stopServer();
    const secondPort = await freePort();
    server = await startServer(secondPort);
    origin = `http://127.0.0.1:${secondPort}`;
    // Local storage is per origin: carry the session over, as the same person on the new port.
    const session = await page.evaluate(() => ({
      token: localStorage.getItem('authToken'),
      user: localStorage.getItem('user'),
    }));
    await page.goto(`${origin}/about`);
    await page.evaluate(({ token: t, user }) => {
      localStorage.setItem('authToken', t ?? '');
      localStorage.setItem('user', user ?? '');
    }, session);
    problems.length = 0;

    await page.goto(`${origin}/settings/pinterest`);
    const card = page.getByRole('region', { name: 'Pinterest account' });
    await card.getByText('Connected', { exact: true }).waitFor();
    await card.getByText('@pinloom_demo').waitFor();
    // The profile picture is served on the app's own origin: it loads, no CSP refusal.
    const avatar = card.locator('img');
    await avatar.waitFor();
    await expect
      .poll(() => avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(await page.getByRole('dialog', { name: 'Set up Pinterest' }).count()).toBe(0);
    await keepScreenshot(page, 'demo-restart-settings');

    await page.goto(`${origin}/boards`);
    await page.getByRole('heading', { level: 1, name: 'Generate Amazing Pins' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Set up Pinterest' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Sync Pinterest boards' }).first().click();
    // Sync answers from the simulated account, not "Your Pinterest connection has expired".
    await page
      .locator('[data-sonner-toast]')
      .getByText(/^Synced \d+ boards? from Pinterest/)
      .waitFor();
    await expect.poll(() => page.getByRole('article').filter({ hasText: 'Pinterest Board' }).count()).toBe(1);
    expect((await page.textContent('body')) ?? '').not.toContain('has expired');

    // The simulated account still holds the pin published before the restart.
    await page.goto(`${origin}/pinterest-demo/demo`);
    const onBoard = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: boardName }),
    });
    await onBoard.getByRole('heading', { level: 3, name: pin.title }).waitFor();
    await onBoard.getByRole('link', { name: pin.title }).click();
    await page.getByRole('heading', { level: 1, name: pin.title }).waitFor();
    await expect
      .poll(() => page.locator('article img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 240_000);
});
