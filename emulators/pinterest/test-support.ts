// Helpers for the emulator's tests: calls that check every /v5 answer against the OpenAPI file
// (and its rate-limit headers), and a full consent-page connection.
import { expect } from 'vitest';
import type { DemoAccount } from './accounts';
import { validateAgainstOpenApi } from './openapi-check';
import type { PinterestEmulator } from './server';

export interface Answer {
  status: number;
  headers: Headers;
  // Tests read arbitrary fields of Pinterest's JSON.
  // biome-ignore lint/suspicious/noExplicitAny: test convenience
  body: any;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  basic?: { id: string; secret: string };
  signal?: AbortSignal;
}

export async function call(
  emulator: PinterestEmulator,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.basic) {
    const credentials = Buffer.from(`${options.basic.id}:${options.basic.secret}`).toString('base64');
    headers.authorization = `Basic ${credentials}`;
  }
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const response = await fetch(`${emulator.url}${path}`, { method, headers, body, signal: options.signal });
  const text = await response.text();
  const parsed = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  if (path.startsWith('/v5/')) {
    const verdict = validateAgainstOpenApi({
      method,
      path,
      status: response.status,
      body: parsed,
      kind: 'response',
    });
    expect(verdict.errors, `${method} ${path} ${response.status} against the OpenAPI file`).toEqual([]);
    expect(response.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
    expect(response.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
    expect(response.headers.get('x-ratelimit-reset')).toMatch(/^\d+$/);
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

export const basicOf = (emulator: PinterestEmulator) => ({
  id: emulator.clientId,
  secret: emulator.clientSecret,
});

export const REDIRECT_URI = 'http://127.0.0.1:3000/api/pinterest/callback';

/**
 * Consent page → Allow → the redirect's query (code and state, or error). `account` is the
 * "Continue as" choice; without it the form sends none, as the first account's default.
 */
export async function decide(
  emulator: PinterestEmulator,
  decision: 'allow' | 'deny',
  scope = 'user_accounts:read,boards:read,boards:write,pins:read,pins:write',
  account?: string,
): Promise<URLSearchParams> {
  const form = new URLSearchParams({
    client_id: emulator.clientId,
    redirect_uri: REDIRECT_URI,
    scope,
    state: 'state-123',
    decision,
    ...(account === undefined ? {} : { account }),
  });
  const response = await fetch(`${emulator.url}/oauth/decision`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
  return location.searchParams;
}

/** A full connection through the consent page; returns the token endpoint's answer. */
export async function connect(emulator: PinterestEmulator, account?: DemoAccount): Promise<Answer['body']> {
  const code = (await decide(emulator, 'allow', undefined, account)).get('code') ?? '';
  const answer = await call(emulator, 'POST', '/v5/oauth/token', {
    basic: basicOf(emulator),
    form: { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI },
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** A tiny real PNG, as Pinloom renders pins. */
export async function pngBase64(): Promise<string> {
  const sharp = (await import('sharp')).default;
  const png = await sharp({ create: { width: 100, height: 150, channels: 3, background: '#e60023' } })
    .png()
    .toBuffer();
  return png.toString('base64');
}
