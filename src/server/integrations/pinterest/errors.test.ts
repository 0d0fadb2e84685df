import { describe, expect, it } from 'vitest';
import { errorFromFailure, errorFromResponse, PinterestError, redact, retryAfterSeconds } from './errors';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const api = { operation: 'POST /pins' };
const tokenEndpoint = { operation: 'POST /oauth/token', tokenEndpoint: true };

describe('errorFromResponse', () => {
  it('reads a 429 as rate_limited with Retry-After', async () => {
    const error = await errorFromResponse(
      json(429, { code: 8, message: 'Slow down' }, { 'retry-after': '3' }),
      api,
    );
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429, code: 8, message: 'Slow down' });
    expect(error.retryAfterSeconds).toBe(3);
    expect(error.retryable).toBe(true);
  });

  it('falls back to x-ratelimit-reset when there is no Retry-After', async () => {
    const response = json(
      429,
      { code: 8, message: 'x' },
      { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '42' },
    );
    expect((await errorFromResponse(response, api)).retryAfterSeconds).toBe(42);
  });

  it('reads 5xx as server, even with an HTML body', async () => {
    const error = await errorFromResponse(new Response('<html>Bad gateway</html>', { status: 502 }), api);
    expect(error).toMatchObject({ kind: 'server', status: 502, code: null });
    expect(error.message).toBe('Pinterest answered 502 to POST /pins');
  });

  it('reads an API 401 as unauthorized', async () => {
    const error = await errorFromResponse(json(401, { code: 2, message: 'Authentication failed.' }), api);
    expect(error).toMatchObject({ kind: 'unauthorized', code: 2, retryable: false });
  });

  it("reads the token endpoint's 400 as invalid_grant", async () => {
    const body = { code: 283, message: 'The authorization grant is invalid' };
    const error = await errorFromResponse(json(400, body), tokenEndpoint);
    expect(error).toMatchObject({ kind: 'invalid_grant', status: 400, code: 283 });
  });

  it('reads an OAuth-style invalid_grant body anywhere as invalid_grant', async () => {
    const error = await errorFromResponse(json(401, { error: 'invalid_grant' }), tokenEndpoint);
    expect(error.kind).toBe('invalid_grant');
  });

  it("reads other 4xx as client errors carrying Pinterest's message", async () => {
    const error = await errorFromResponse(json(400, { code: 1, message: 'Invalid parameters: title' }), api);
    expect(error).toMatchObject({
      kind: 'client',
      message: 'Invalid parameters: title',
      retryAfterSeconds: null,
    });
    const forbidden = await errorFromResponse(json(403, { code: 29, message: 'Missing scope' }), api);
    expect(forbidden.kind).toBe('client');
  });

  it('never puts tokens or secrets in the message', async () => {
    const body = { code: 1, message: 'Token pina_AbCdEf123456789 and secret s3cr3t-app were refused' };
    const error = await errorFromResponse(json(400, body), { ...api, secrets: ['s3cr3t-app'] });
    expect(error.message).not.toContain('pina_AbCdEf');
    expect(error.message).not.toContain('s3cr3t-app');
    expect(error.message).toContain('[redacted]');
  });
});

describe('errorFromFailure', () => {
  const context = { operation: 'GET /boards', timeoutMs: 500, baseUrl: 'https://api.pinterest.com/v5' };

  it('reads an aborted fetch as timeout', () => {
    const error = errorFromFailure(new DOMException('timed out', 'TimeoutError'), context);
    expect(error).toMatchObject({ kind: 'timeout', status: null, retryable: true });
    expect(error.message).toContain('500 ms');
  });

  it('reads a refused connection as network, naming only the host', () => {
    const error = errorFromFailure(new TypeError('fetch failed'), context);
    expect(error).toMatchObject({
      kind: 'network',
      message: 'Could not reach Pinterest at api.pinterest.com',
    });
  });

  it('passes PinterestErrors through', () => {
    const original = new PinterestError({ kind: 'client', message: 'x', operation: 'GET /boards' });
    expect(errorFromFailure(original, context)).toBe(original);
  });
});

describe('retryAfterSeconds', () => {
  const now = new Date('2025-01-01T00:00:00Z');
  it('reads an HTTP date', () => {
    const headers = new Headers({ 'retry-after': 'Wed, 01 Jan 2025 00:00:30 GMT' });
    expect(retryAfterSeconds(headers, now)).toBe(30);
  });
  it('reads x-ratelimit-reset given as a Unix time', () => {
    const headers = new Headers({ 'x-ratelimit-reset': String(now.getTime() / 1000 + 12) });
    expect(retryAfterSeconds(headers, now)).toBe(12);
  });
  it('is null when Pinterest says nothing', () => {
    expect(retryAfterSeconds(new Headers(), now)).toBeNull();
  });
});

describe('redact', () => {
  it('removes refresh-token-shaped strings', () => {
    expect(redact('bad pinr.eyJhbGciOiJIUzI1NiJ9.payload')).toBe('bad [redacted]');
  });
});
