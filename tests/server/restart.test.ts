// The real process: start it, sign up over HTTP, stop it with SIGTERM while a request is in
// flight, start it again on the same data directory and sign in. Proves the PGlite data is
// flushed on shutdown and that shutdown is graceful.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerInput } from '../factories/users';
import { freePort, startHealthyServer } from '../setup/server-process';

let dataDir: string;
let child: ChildProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pinloom-restart-'));
});
afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

function startServer(port: number): Promise<ChildProcess> {
  return startHealthyServer({ dataDir, port });
}

/** Sends headers and half the body now, the rest when `finish` is called. */
function slowPost(port: number, url: string, payload: object) {
  const body = Buffer.from(JSON.stringify(payload));
  const request = http.request({
    host: '127.0.0.1',
    port,
    path: url,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': body.length },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  request.write(body.subarray(0, 10));
  return { response, finish: () => request.end(body.subarray(10)) };
}

describe('restart persistence and graceful shutdown', () => {
  it('keeps accounts across a SIGTERM restart and finishes the request in flight', async () => {
    const port = await freePort();
    child = await startServer(port);
    const input = registerInput();
    const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
    expect(registered.status).toBe(201);

    const inFlight = slowPost(port, '/api/auth/login', { email: input.email, password: input.password });
    await sleep(300);
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await sleep(300);
    inFlight.finish();
    const answer = await inFlight.response;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).user.email).toBe(input.email);
    const [code] = await exited;
    expect(code).toBe(0);

    child = await startServer(port);
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: input.email, password: input.password }),
    });
    expect(login.status).toBe(200);
    const stopped = once(child, 'exit');
    child.kill('SIGINT');
    expect((await stopped)[0]).toBe(0);
  }, 120_000);
});
