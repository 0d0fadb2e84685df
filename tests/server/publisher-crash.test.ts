// The default setup as a real process (PGlite in DATA_DIR, the publisher inside the server) killed
// with SIGKILL while Pinterest holds posts it never answered, then started again on the same data:
// every pin is on Pinterest exactly once, identical pins included, and none waits past 60 s once
// the server is back (how long the start itself takes depends on the machine, not on Pinloom).
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PinterestEmulator, startPinterestEmulator } from '../../emulators/pinterest/server';
import { pngBase64 } from '../../emulators/pinterest/test-support';
import { openDatabase } from '../../src/server/db/connection';
import { migrateDatabase } from '../../src/server/db/migrate';
import { pins } from '../../src/server/db/schema';
import { createFileMediaStorage } from '../../src/server/integrations/storage/media-storage';
import { createConnectionRecord } from '../../src/server/modules/pinterest/test-support';
import { createBoard, createPin } from '../factories/boards';
import { bearer, createUser } from '../factories/users';
import { TEST_REDIRECT_URI } from '../setup/pinterest';
import { freePort, type ServerProcess, startHealthyServerProcess } from '../setup/server-process';
import { TEST_APP_SECRET } from '../setup/test-app';

const TWIN = { title: 'Five calm corners for reading', description: 'Soft light and a deep chair.' };
const RECOVERY_LIMIT_MS = 60_000;

let emulator: PinterestEmulator;
let dataDir: string;
let server: ServerProcess | undefined;

beforeAll(async () => {
  emulator = await startPinterestEmulator({ port: 0 });
  dataDir = await mkdtemp(path.join(tmpdir(), 'pinloom-crash-'));
});
afterAll(async () => {
  const child = server?.process;
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await emulator?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A user connected to the emulator with three identical pins and one other, all due. */
async function seed(): Promise<{ token: string; pinIds: string[] }> {
  const handle = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await migrateDatabase(handle);
    const { db } = handle;
    const { token, workspaceId } = await createUser(db);
    await createConnectionRecord(db, workspaceId, emulator.issueTokens());
    const [remote] = emulator.boards() as { id: string }[];
    const board = await createBoard(db, workspaceId, { pinterestBoardId: remote?.id ?? null });
    const media = createFileMediaStorage(path.join(dataDir, 'media'));
    const image = Buffer.from(await pngBase64(), 'base64');
    const pinIds: string[] = [];
    for (const overrides of [TWIN, TWIN, TWIN, {}]) {
      const pin = await createPin(db, board, {
        ...overrides,
        status: 'scheduled',
        scheduledTime: new Date(Date.now() - 10_000),
      });
      await media.put(`pins/${pin.id}.png`, image);
      await db
        .update(pins)
        .set({ imageKey: `pins/${pin.id}.png` })
        .where(eq(pins.id, pin.id));
      pinIds.push(pin.id);
    }
    return { token, pinIds };
  } finally {
    await handle.close();
  }
}

function startServer(port: number): Promise<ServerProcess> {
  return startHealthyServerProcess({
    dataDir,
    port,
    timeoutMs: 120_000,
    env: {
      APP_SECRET: TEST_APP_SECRET,
      PINTEREST_APP_ID: emulator.clientId,
      PINTEREST_APP_SECRET: emulator.clientSecret,
      PINTEREST_API_BASE_URL: emulator.apiBaseUrl,
      PINTEREST_OAUTH_BASE_URL: emulator.oauthAuthorizeUrl,
      PINTEREST_REDIRECT_URI: TEST_REDIRECT_URI,
      // Its shutdown lines too: a stop that ends otherwise than by exit 0 is reported with them.
      LOG_LEVEL: 'info',
    },
  });
}

interface ShownPin {
  id: string;
  status: string;
  pinterest_url: string | null;
}

async function shownPins(port: number, token: string): Promise<ShownPin[]> {
  const response = await fetch(`http://127.0.0.1:${port}/api/pins`, { headers: bearer(token) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { pins: ShownPin[] }).pins;
}

function createRequests() {
  return emulator.requests().filter((request) => request.method === 'POST' && request.path === '/v5/pins');
}

describe('the default setup killed mid-post', () => {
  it('posts every pin exactly once after a SIGKILL and a restart, none waiting past 60 s', async () => {
    const { token, pinIds } = await seed();
    // Pinterest stores the first two posts and never answers them: the server dies waiting.
    emulator.setFault({ mode: 'timeout', times: 2, paths: '^/v5/pins$' });
    const port = await freePort();
    server = await startServer(port);
    const deadline = Date.now() + 90_000;
    while (createRequests().length < 2) {
      if (Date.now() > deadline) throw new Error('the server never posted');
      await sleep(100);
    }
    const killed = once(server.process, 'exit');
    server.process.kill('SIGKILL');
    await killed;
    emulator.setFault(null);
    const storedBeforeKill = (emulator.pins() as unknown[]).length;
    expect(storedBeforeKill).toBeGreaterThanOrEqual(2);

    server = await startServer(port);
    const backAt = Date.now();
    let shown = await shownPins(port, token);
    while (shown.some((pin) => pin.status !== 'posted')) {
      if (Date.now() - backAt > RECOVERY_LIMIT_MS) {
        throw new Error(
          `not posted ${RECOVERY_LIMIT_MS / 1000} s after the restart: ${JSON.stringify(shown)}`,
        );
      }
      await sleep(250);
      shown = await shownPins(port, token);
    }

    // Each Pinloom pin is one Pinterest pin, and Pinterest holds exactly these.
    const remote = emulator.pins() as { id: string; title: string }[];
    expect(remote).toHaveLength(pinIds.length);
    expect(remote.filter((pin) => pin.title === TWIN.title)).toHaveLength(3);
    const urls = shown.map((pin) => pin.pinterest_url);
    expect(new Set(urls).size).toBe(pinIds.length);
    for (const remotePin of remote) {
      expect(urls.filter((url) => url?.includes(remotePin.id))).toHaveLength(1);
    }
    // Posts that Pinterest had stored were found, not sent again.
    expect(createRequests().length).toBe(pinIds.length);

    const stopped = once(server.process, 'exit');
    server.process.kill('SIGTERM');
    const [exitCode, exitSignal] = await stopped;
    const output = server.output();
    expect({ exitCode, exitSignal }, output.slice(-4000)).toEqual({ exitCode: 0, exitSignal: null });
  }, 300_000);
});
