import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { heldSleeps } from '../held-sleeps';
import { type PinterestEmulator, startPinterestEmulator } from './server';
import { basicOf, call, pngBase64 } from './test-support';

// The 'slow' and 'timeout' faults wait on these instead of a timer: a test ends each wait itself.
const sleeps = heldSleeps();

let emulator: PinterestEmulator;
let token: string;
let refreshToken: string;
let boardId: string;
let png: string;
beforeAll(async () => {
  emulator = await startPinterestEmulator({ port: 0, sleep: sleeps.sleep });
  png = await pngBase64();
});
afterAll(() => emulator.close());
beforeEach(() => {
  sleeps.reset();
  emulator.reset();
  ({ access_token: token, refresh_token: refreshToken } = emulator.issueTokens());
  boardId = (emulator.boards()[0] as { id: string }).id;
});

/** Lets the emulator do all it can without a held wait ending (its work here is in memory). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

const boards = () => call(emulator, 'GET', '/v5/boards', { token });
const pin = { title: 'Ambiguous', media_source: { source_type: 'image_base64', content_type: 'image/png' } };
const createPin = (signal?: AbortSignal) =>
  call(emulator, 'POST', '/v5/pins', {
    token,
    json: { ...pin, board_id: boardId, media_source: { ...pin.media_source, data: png } },
    signal,
  });

describe('Pinterest emulator faults', () => {
  it('answers 429 with retry-after and x-ratelimit headers, then recovers after `times`', async () => {
    emulator.setFault({ mode: '429', times: 1, retryAfterSeconds: 7 });
    const limited = await boards();
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(8);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(limited.headers.get('x-ratelimit-reset')).toBe('7');
    const ok = await boards();
    expect(ok.status).toBe(200);
    expect(Number(ok.headers.get('x-ratelimit-remaining'))).toBeLessThan(
      Number(ok.headers.get('x-ratelimit-limit')),
    );
  });

  it('answers 500 with Pinterest error body', async () => {
    emulator.setFault({ mode: '500', times: 2 });
    expect((await boards()).status).toBe(500);
    expect((await boards()).body).toMatchObject({ code: 1 });
    expect((await boards()).status).toBe(200);
  });

  it('answers slowly but normally: only once the wait of delayMs is over', async () => {
    emulator.setFault({ mode: 'slow', delayMs: 300 });
    const answer = boards();
    await Promise.race([sleeps.held(), answer]);
    expect(sleeps.asked).toEqual([300]);
    await settle();
    // During the wait the request is logged and not answered.
    expect(emulator.requests().at(-1)).toMatchObject({ path: '/v5/boards' });
    expect(emulator.requests().at(-1)?.status).toBeUndefined();
    sleeps.release();
    expect((await answer).status).toBe(200);
    expect(emulator.requests().at(-1)?.status).toBe(200);
  });

  it('creates a slow pin after the wait even when the client has hung up', async () => {
    emulator.setFault({ mode: 'slow', delayMs: 400, paths: ['/v5/pins'] });
    const hangUp = new AbortController();
    const attempt = createPin(hangUp.signal);
    await Promise.race([sleeps.held(), attempt]);
    hangUp.abort();
    await expect(attempt).rejects.toThrow();
    expect(emulator.pins()).toHaveLength(0);
    sleeps.release();
    await waitFor(() => emulator.pins().length === 1);
    expect(emulator.requests().at(-1)).toMatchObject({ path: '/v5/pins', status: 201 });
  });

  it('with dropOnHangUp, forgets a slow pin whose client hung up: Pinterest never got it', async () => {
    emulator.setFault({ mode: 'slow', delayMs: 400, dropOnHangUp: true, paths: ['/v5/pins'] });
    const hangUp = new AbortController();
    const attempt = createPin(hangUp.signal);
    await Promise.race([sleeps.held(), attempt]);
    hangUp.abort();
    await expect(attempt).rejects.toThrow();
    await waitFor(() => emulator.requests().at(-1)?.dropped === true);
    // Past the end of the wait: nothing was created late either.
    sleeps.release();
    expect(emulator.pins()).toHaveLength(0);
    expect(emulator.requests().at(-1)?.status).toBeUndefined();
    // A client that waits gets its pin as usual, and it is the only one.
    const waited = createPin();
    await Promise.race([sleeps.held(), waited]);
    sleeps.release();
    const created = await waited;
    expect(created.status).toBe(201);
    expect(emulator.pins()).toEqual([expect.objectContaining({ id: created.body.id })]);
    expect(sleeps.asked).toEqual([400, 400]);
  });

  it('times out after doing the work: the pin exists though the answer never came', async () => {
    emulator.setFault({ mode: 'timeout', paths: ['/v5/pins'] });
    const hangUp = new AbortController();
    const attempt = createPin(hangUp.signal);
    await waitFor(() => emulator.pins().length === 1);
    hangUp.abort();
    await expect(attempt).rejects.toThrow();
    emulator.setFault(null);
    const onBoard = await call(emulator, 'GET', `/v5/boards/${boardId}/pins`, { token });
    expect(onBoard.body.items.map((p: { title: string }) => p.title)).toEqual(['Ambiguous']);
    expect(emulator.requests().at(-2)?.status).toBeUndefined();
    expect(sleeps.asked).toEqual([]);
  });

  it('answers a timeout fault late when given delayMs: the work first, the answer after the wait', async () => {
    emulator.setFault({ mode: 'timeout', delayMs: 200 });
    const answer = createPin();
    await Promise.race([sleeps.held(), answer]);
    expect(sleeps.asked).toEqual([200]);
    expect(emulator.pins()).toHaveLength(1);
    await settle();
    expect(emulator.requests().at(-1)?.status).toBeUndefined();
    sleeps.release();
    expect((await answer).status).toBe(201);
  });

  it('simulates revoked access: API calls 401, refresh refused, until cleared', async () => {
    emulator.setFault({ mode: 'revoked' });
    const denied = await boards();
    expect(denied.status).toBe(401);
    expect(denied.body).toEqual({ code: 2, message: 'Authentication failed.' });
    const refresh = await call(emulator, 'POST', '/v5/oauth/token', {
      basic: basicOf(emulator),
      form: { grant_type: 'refresh_token', refresh_token: refreshToken },
    });
    expect(refresh.status).toBe(400);
    expect(refresh.body.code).toBe(283);
    emulator.setFault(null);
    expect((await boards()).status).toBe(200);
  });

  it('revokes every token for good with revokeAllTokens()', async () => {
    emulator.revokeAllTokens();
    expect((await boards()).status).toBe(401);
  });

  it('limits a fault to some paths, by prefix list or by regular expression', async () => {
    emulator.setFault({ mode: '500', paths: ['/v5/pins'] });
    expect((await boards()).status).toBe(200);
    expect((await createPin()).status).toBe(500);
    emulator.setFault({ mode: '429', paths: '^/v5/boards$' });
    expect((await call(emulator, 'GET', '/v5/user_account', { token })).status).toBe(200);
    expect((await boards()).status).toBe(429);
  });

  it('runs out a real rate-limit window per category and answers 429 until it resets', async () => {
    const limited = await startPinterestEmulator({ rateLimits: { org_write: 2 } });
    try {
      const access = limited.issueTokens().access_token;
      const create = (name: string) => call(limited, 'POST', '/v5/boards', { token: access, json: { name } });
      expect((await create('One')).headers.get('x-ratelimit-remaining')).toBe('1');
      expect((await create('Two')).headers.get('x-ratelimit-remaining')).toBe('0');
      const third = await create('Three');
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.boards()).toHaveLength(5);
      // Reads are another category with their own allowance.
      expect((await call(limited, 'GET', '/v5/boards', { token: access })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('is driven over the control API, and logs requests with masked credentials', async () => {
    const control = (method: string, path: string, body?: unknown) =>
      fetch(`${emulator.url}/__emulator/${path}`, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      }).then((response) => response.json());
    expect(await control('POST', 'faults', { mode: '500', times: 1, paths: ['/v5/boards'] })).toMatchObject({
      fault: { mode: '500', times: 1 },
    });
    expect((await boards()).status).toBe(500);
    expect((await control('POST', 'faults', { mode: 'nope' })).message).toContain('Unknown fault mode');
    const { requests } = await control('GET', 'requests');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/v5/boards', status: 500 });
    expect(requests[0].headers.authorization).toBe(`Bearer ****${token.slice(-4)}`);

    const issued = await control('POST', 'tokens', { scope: 'boards:read' });
    expect(issued.scope).toBe('boards:read');
    await control('POST', 'reset');
    expect((await control('GET', 'requests')).requests).toEqual([]);
    expect((await boards()).status).toBe(401);
  });
});

async function waitFor(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
