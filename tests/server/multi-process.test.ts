// The production layout as real processes: two API servers (`node --import tsx src/server/main.ts`,
// PUBLISHER_IN_PROCESS=false) on different ports and one publishing worker (`npm run worker`), on
// one PostgreSQL database and one S3 store, each with a DATA_DIR of its own so nothing can pass
// through a disk they share. The test stands for the load balancer: it sends each request to
// whichever process it likes, with TRUST_PROXY on and the client's address in X-Forwarded-For.
// What one process did must hold on the other: sessions (made and ended), pin images, the sign-in
// limits, and email queued by an API process and sent by the worker; and a process given another
// APP_SECRET refuses to start.

import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_SECRET_MISMATCH } from '../../src/server/app-secret-check';
import { registerInput } from '../factories/users';
import { type S3TestServer, startS3Server } from '../setup/s3-server';
import { freePort, startHealthyServer, startServerProcess } from '../setup/server-process';
import { TEST_APP_SECRET } from '../setup/test-app';
import {
  createThrowawayDatabase,
  postgresReachable,
  type ThrowawayDatabase,
} from '../setup/throwaway-postgres';
import { startWorker, stopAllWorkers, type WorkerProcess } from '../setup/worker-process';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Api {
  url: string;
  child: ChildProcess;
}

let database: ThrowawayDatabase;
let s3: S3TestServer;
let bucket: string;
const dataDirs: string[] = [];
let apis: [Api, Api];
/** Every API process started, so afterAll stops them even when the other failed to start. */
const children: ChildProcess[] = [];
let worker: WorkerProcess;

// Several processes need one database, which PGlite (one process's) cannot be: this file runs on
// PostgreSQL in both test runs, as publisher-processes.test.ts does. Without a server it skips.
const reachable = await postgresReachable();
if (!reachable) console.warn('multi-process.test.ts skipped: no PostgreSQL server answers');

describe.skipIf(!reachable)('two API processes and a worker on one PostgreSQL and one S3 store', () => {
  beforeAll(async () => {
    // Migrated here once, so the three processes start on a ready schema (they would also wait on
    // the migrations' advisory lock).
    database = await createThrowawayDatabase('pinloom_multi');
    s3 = await startS3Server();
    bucket = await s3.newBucket();
    const [portA, portB] = [await freePort(), await freePort()];
    const started = await Promise.all(
      [portA, portB].map(async (port) => {
        const child = await startHealthyServer({
          dataDir: await ownDataDir(),
          port,
          env: { ...sharedEnv(), PUBLISHER_IN_PROCESS: 'false', TRUST_PROXY: 'true' },
        });
        children.push(child);
        return child;
      }),
    );
    apis = [
      { url: `http://127.0.0.1:${portA}`, child: started[0] as ChildProcess },
      { url: `http://127.0.0.1:${portB}`, child: started[1] as ChildProcess },
    ];
    worker = await startWorker('W', { ...sharedEnv(), DATA_DIR: await ownDataDir(), LOG_LEVEL: 'info' });
  }, 120_000);

  afterAll(async () => {
    await stopAllWorkers();
    await Promise.all(children.map(stopServer));
    await s3?.close();
    await database?.drop();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('a session made on one process opens the other, and signing out on one ends it on both', async () => {
    const [a, b] = apis;
    const input = registerInput();
    const registered = await call(a, 'POST', '/api/auth/register', { body: input });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };

    const profile = await call(b, 'GET', '/api/user/profile', { token });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ user: { email: input.email } });

    // Signed in again on B, that session works on A.
    const login = await call(b, 'POST', '/api/auth/login', {
      body: { email: input.email, password: input.password },
    });
    expect(login.status).toBe(200);
    const second = ((await login.json()) as { token: string }).token;
    expect((await call(a, 'GET', '/api/user/profile', { token: second })).status).toBe(200);

    expect((await call(b, 'POST', '/api/auth/logout', { token })).status).toBeLessThan(300);
    expect((await call(a, 'GET', '/api/user/profile', { token })).status).toBe(401);
    expect((await call(a, 'GET', '/api/user/profile', { token: second })).status).toBe(200);
  });

  it('a pin generated on one process has its image served by the other, from the bucket', async () => {
    const [a, b] = apis;
    const token = await signUp(a);
    const created = await call(a, 'POST', '/api/boards', {
      token,
      body: {
        name: 'Autumn soups',
        description: 'Warming soups for cold evenings',
        style_config: { style: 'modern', brandColors: ['#E60023', '#FFFFFF', '#000000'] },
      },
    });
    expect(created.status).toBe(201);
    const { board } = (await created.json()) as { board: { id: string } };

    const generated = await call(b, 'POST', '/api/generate-single-pin', {
      token,
      body: { boardId: board.id },
    });
    expect(generated.status).toBe(201);
    const pin = (await generated.json()) as { id: string; filepath: string };
    expect(pin.filepath).toMatch(/^\/media\/pins\/.+\.png$/);

    // A never saw the image and has no disk in common with B: it answers from the bucket.
    const image = await fetch(`${a.url}${pin.filepath}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(bytes).toEqual(await objectInBucket(pin.filepath.slice('/media/'.length)));

    // And the pin itself, as A lists it.
    const pins = await call(a, 'GET', `/api/boards/${board.id}/pins`, { token });
    expect(pins.status).toBe(200);
    expect(JSON.stringify(await pins.json())).toContain(pin.id);
  }, 60_000);

  it('a third process given another APP_SECRET refuses to start and says why', async () => {
    const third = startServerProcess({
      dataDir: await ownDataDir(),
      port: await freePort(),
      env: { ...sharedEnv(), APP_SECRET: 'another-secret-another-secret-another-secret' },
    });
    children.push(third.process);
    const [code] = await once(third.process, 'exit');
    expect(code).toBe(1);
    expect(third.output()).toContain(APP_SECRET_MISMATCH);
  }, 60_000);

  it('failed sign-ins from one client are counted together whichever process hears them', async () => {
    const [a, b] = apis;
    const input = registerInput();
    expect((await call(a, 'POST', '/api/auth/register', { body: input })).status).toBe(201);
    const guess = (api: Api, password: string, client = '203.0.113.7') =>
      call(api, 'POST', '/api/auth/login', { body: { email: input.email, password }, client });

    // Five wrong passwords (the limit per email and address), spread over both processes: no
    // process alone has seen more than three.
    for (const api of [a, b, a, b, a]) expect((await guess(api, 'not-the-password')).status).toBe(401);
    const refused = await guess(b, input.password);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await guess(a, input.password)).status).toBe(429);

    // The owner, from an address with no failures, is heard on either: the limit is the client's.
    expect((await guess(b, input.password, '198.51.100.20')).status).toBe(200);
  });

  it('email queued by an API process is sent by the worker', async () => {
    const [a] = apis;
    const input = registerInput();
    expect((await call(a, 'POST', '/api/auth/register', { body: input })).status).toBe(201);
    // A runs no jobs (PUBLISHER_IN_PROCESS=false): only the worker can send it.
    expect(
      (await call(a, 'POST', '/api/auth/forgot-password', { body: { email: input.email } })).status,
    ).toBe(200);
    const sent = await worker.waitForLog((line) => line.to === input.email, 90_000);
    expect(String(sent.msg)).toContain('Email not sent (no SMTP_URL), kept in the outbox');
    // The link is the address the load balancer answers at (PUBLIC_URL), not a process's own.
    expect(sent.links).toEqual([expect.stringMatching(/^http:\/\/pinloom\.test\/reset-password/)]);
    // The worker logs the mail, then marks its row: the row may lag the log line by a moment.
    const statuses = async () =>
      (
        await database.pool.query<{ status: string }>(
          'select status from mail_outbox where to_address = $1',
          [input.email],
        )
      ).rows.map((row) => row.status);
    await expect.poll(statuses, { timeout: 10_000 }).toEqual(['logged']);
  }, 100_000);
});

/** What every process must share (README "Running in production"). */
function sharedEnv(): Record<string, string> {
  const store = s3.storeConfig(bucket);
  return {
    DATABASE_URL: database.url,
    // Three processes' pools: a small one each, as (N + M) × DATABASE_POOL_SIZE must fit the server.
    DATABASE_POOL_SIZE: '4',
    APP_SECRET: TEST_APP_SECRET,
    PUBLIC_URL: 'http://pinloom.test',
    NODE_ENV: 'test',
    // A Pinterest app (the worker needs one; demo mode's emulator would live in one process). This
    // test publishes nothing, so it points nowhere.
    PINTEREST_APP_ID: 'multi-process-test',
    PINTEREST_APP_SECRET: 'multi-process-test-secret',
    PINTEREST_API_BASE_URL: 'http://127.0.0.1:9/v5',
    MEDIA_STORAGE: 's3',
    S3_BUCKET: store.bucket,
    S3_REGION: store.region,
    S3_ENDPOINT: store.endpoint ?? '',
    S3_ACCESS_KEY_ID: store.credentials?.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: store.credentials?.secretAccessKey ?? '',
    S3_FORCE_PATH_STYLE: 'true',
  };
}

async function ownDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pinloom-multi-'));
  dataDirs.push(dir);
  return dir;
}

function call(
  api: Api,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; client?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.client ?? '192.0.2.1' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${api.url}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

async function signUp(api: Api): Promise<string> {
  const response = await call(api, 'POST', '/api/auth/register', { body: registerInput() });
  expect(response.status).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

async function objectInBucket(key: string): Promise<Buffer> {
  const store = s3.storeConfig(bucket);
  const client = new S3Client({
    region: store.region,
    endpoint: store.endpoint,
    forcePathStyle: true,
    credentials: store.credentials,
  });
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
  } finally {
    client.destroy();
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
