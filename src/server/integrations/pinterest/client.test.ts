// Behaviour the emulator cannot provoke on demand (a repeating bookmark, an exhausted rate-limit
// window, concurrent refreshes), with a scripted fetch. The emulator tests cover the real flows.
import { describe, expect, it } from 'vitest';
import { createPinterestClient, type PinterestClientOptions } from './client';
import { PinterestError } from './errors';
import { pinBody } from './pin-body';
import type { TokenSet } from './types';

const config = {
  appId: 'app',
  appSecret: 'secret',
  redirectUri: 'http://localhost/callback',
  apiBaseUrl: 'http://pinterest.test/v5',
  oauthBaseUrl: 'http://pinterest.test/oauth/',
};
const start = new Date('2025-01-01T00:00:00Z');

type Route = (url: URL, init: RequestInit) => Response;
const json = (body: unknown, headers: Record<string, string> = {}, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function setup(route: Route, overrides: Partial<PinterestClientOptions> = {}, expiresInSeconds = 3600) {
  let clock = start.getTime();
  let tokens: TokenSet = {
    accessToken: 'pina_one',
    refreshToken: 'pinr_one',
    accessTokenExpiresAt: new Date(clock + expiresInSeconds * 1000),
    refreshTokenExpiresAt: null,
    scope: 'boards:read',
  };
  const calls: string[] = [];
  const sleeps: number[] = [];
  const client = createPinterestClient({
    config,
    getTokens: async () => tokens,
    saveTokens: async (next) => {
      calls.push(`save ${next.refreshToken}`);
      tokens = next;
    },
    fetch: (async (input: string | URL, init: RequestInit) => {
      const url = new URL(String(input));
      calls.push(`${init.method} ${url.pathname}${url.search}`);
      return route(url, init);
    }) as typeof fetch,
    now: () => new Date(clock),
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
    ...overrides,
  });
  return { client, calls, sleeps, tokens: () => tokens };
}

describe('pagination guards', () => {
  it('fails instead of looping on a repeating bookmark', async () => {
    const { client } = setup(() => json({ items: [{ id: '1', name: 'A' }], bookmark: 'same' }));
    await expect(client.listAllBoards()).rejects.toMatchObject({ kind: 'server', message: /repeated/ });
  });

  it('fails after maxPages pages', async () => {
    let page = 0;
    const { client } = setup(() => json({ items: [], bookmark: `b${++page}` }), { maxPages: 3 });
    await expect(client.listAllBoards()).rejects.toThrow(/more than 3 pages/);
  });

  it('sends page_size and the bookmark of the previous page', async () => {
    const { client, calls } = setup(
      (url) => json({ items: [], bookmark: url.searchParams.get('bookmark') ? null : 'next' }),
      { pageSize: 25 },
    );
    await client.listAllBoards();
    expect(calls).toEqual(['GET /v5/boards?page_size=25', 'GET /v5/boards?page_size=25&bookmark=next']);
  });
});

describe('rate limits', () => {
  const exhausted = { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '5' };

  it('waits for x-ratelimit-reset once the window is used up', async () => {
    const { client, sleeps } = setup(() => json({ username: 'me' }, exhausted));
    await client.userAccount();
    expect(sleeps).toEqual([]);
    await client.userAccount();
    expect(sleeps).toEqual([5000]);
  });

  it('fails fast with rate_limited when the wait would be too long', async () => {
    const headers = { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '600' };
    const { client, calls } = setup(() => json({ username: 'me' }, headers), { maxRateLimitWaitSeconds: 30 });
    await client.userAccount();
    const error = await client.userAccount().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PinterestError);
    expect(error).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 600 });
    expect(calls).toHaveLength(1);
  });
});

describe('token refresh', () => {
  const tokenAnswer = (n: number) =>
    json({ access_token: `pina_${n}`, refresh_token: `pinr_${n}`, expires_in: 3600, scope: 'boards:read' });

  it('refreshes once for concurrent calls and saves before using the new token', async () => {
    let refreshes = 0;
    const seenTokens: string[] = [];
    const { client, calls } = setup(
      (url, init) => {
        if (url.pathname.endsWith('/oauth/token')) return tokenAnswer(++refreshes);
        seenTokens.push(String((init.headers as Record<string, string>).authorization));
        return json({ username: 'me' });
      },
      {},
      60,
    );
    await Promise.all([client.userAccount(), client.userAccount(), client.userAccount()]);
    expect(refreshes).toBe(1);
    expect(calls.indexOf('save pinr_1')).toBeLessThan(calls.indexOf('GET /v5/user_account'));
    expect(new Set(seenTokens)).toEqual(new Set(['Bearer pina_1']));
  });

  it('does not retry a 429 or a 500', async () => {
    for (const status of [429, 500]) {
      const { client, calls } = setup(() => json({ code: 1, message: 'no' }, {}, status));
      await expect(client.getPin('1')).rejects.toBeInstanceOf(PinterestError);
      expect(calls).toHaveLength(1);
    }
  });
});

describe('pinBody', () => {
  const pin = { boardId: '1', title: 't', description: 'd', altText: 'a' };
  it('strips a data: URL prefix and line breaks from base64', () => {
    const body = pinBody({
      ...pin,
      image: { base64: 'data:image/png;base64,iVBO\nRw0K', contentType: 'image/png' },
    });
    expect(body.media_source).toEqual({
      source_type: 'image_base64',
      content_type: 'image/png',
      data: 'iVBORw0K',
    });
    expect(body).not.toHaveProperty('link');
  });
  it('uses image_url for public media', () => {
    const body = pinBody({ ...pin, link: 'https://x.test', image: { url: 'https://cdn.test/p.png' } });
    expect(body).toMatchObject({ link: 'https://x.test', media_source: { source_type: 'image_url' } });
  });
});
