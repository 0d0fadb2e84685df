// Admission control (src/server/http/admission.ts) over real HTTP: with generation's places all
// taken by work that is held, the next generation is refused at once (429 with Retry-After) while
// the held work still runs, and a read is answered 200 all the same; with the database's places
// taken, a read is refused at once (503 with Retry-After) and the health check still answers.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { OVERLOADED_MESSAGE } from '../../src/server/http/admission';
import { IMAGES_BUSY_MESSAGE } from '../../src/server/render/image-pool';
import { bearer, createUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp | undefined;
let provider: HeldProvider | undefined;

afterEach(async () => {
  provider?.release();
  await t?.app.close();
  await provider?.close();
  t = undefined;
  provider = undefined;
});

interface HeldProvider {
  baseUrl: string;
  /** Resolves once a request to the provider is being held. */
  held(): Promise<void>;
  /** Whether the held requests have been let go. */
  readonly released: boolean;
  /** Answers every held request (a 500: the generation fails, its place is given back). */
  release(): void;
  close(): Promise<void>;
}

/** An OpenAI-compatible server that holds every request until the test lets it go. */
async function heldProvider(): Promise<HeldProvider> {
  const holding: ServerResponse[] = [];
  let watchers: (() => void)[] = [];
  let released = false;
  const answer = (response: ServerResponse) =>
    response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"held"}}');
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    if (released) return answer(response);
    holding.push(response);
    for (const notify of watchers) notify();
    watchers = [];
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    held: () =>
      new Promise((resolve) => {
        if (holding.length > 0) resolve();
        else watchers.push(resolve);
      }),
    get released() {
      return released;
    },
    release() {
      released = true;
      for (const response of holding.splice(0)) answer(response);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function userWithBoard(app: TestApp) {
  const { token } = await createUser(app.db, { subscriptionPlan: 'pro' });
  const board = await app.app.inject({
    method: 'POST',
    url: '/api/boards',
    headers: bearer(token),
    payload: { name: 'Small Space Gardening', description: 'Balcony herbs' },
  });
  expect(board.statusCode).toBe(201);
  return { token, boardId: board.json().board.id as string };
}

describe('admission control', () => {
  it('refuses the next generation at once while the held ones run, and still answers reads', async () => {
    provider = await heldProvider();
    const ai = {
      provider: 'openai' as const,
      baseUrl: provider.baseUrl,
      apiKey: 'sk-held-1234',
      model: 'gpt-4o',
    };
    t = await createTestApp({
      ai: { text: ai, image: { ...ai, model: 'gpt-image-1' } },
      // One generation at a time; one read at a time with none waiting: a read that had to wait
      // behind the generation would be refused.
      admission: { generations: 1, running: 1, waiting: 0, maxWaitMs: 0 },
    });
    const { token, boardId } = await userWithBoard(t);
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const post = (path: string) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify({ boardId }),
      });

    // The held generation: admitted, its stream begun, its text waiting on the provider.
    const first = await post('/api/generate-single-pin-stream');
    expect(first.status).toBe(200);
    const firstBody = first.text();
    await provider.held();

    const refused = await post('/api/generate-single-pin');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({ error: IMAGES_BUSY_MESSAGE, code: 'server_busy' });
    const refusedStream = await post('/api/generate-single-pin-stream');
    expect(refusedStream.status).toBe(429);
    await refusedStream.body?.cancel();

    const read = await fetch(`${url}/api/boards`, { headers: bearer(token) });
    expect(read.status).toBe(200);
    // Both answers came while the held generation was still waiting on its provider.
    expect(provider.released).toBe(false);

    provider.release();
    expect(await firstBody).toContain('"type":"error"');
    // Its place is back: the next generation is taken on (and fails on the provider, not on load).
    const next = await post('/api/generate-single-pin');
    expect(next.status).not.toBe(429);
    expect((await next.json()).code).toBe('provider_error');
  });

  it('answers 503 with Retry-After at once when the database has no place, but not the health check', async () => {
    t = await createTestApp({ admission: { generations: 1, running: 0, waiting: 0, maxWaitMs: 0 } });
    const { token } = await createUser(t.db);
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });

    const refused = await fetch(`${url}/api/boards`, { headers: bearer(token) });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toEqual({ error: OVERLOADED_MESSAGE, code: 'server_overloaded' });

    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
  });
});
