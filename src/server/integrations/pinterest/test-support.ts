// Shared by the emulator tests: the connection config for an emulator, a click through its consent
// page, a client's expected failure, an in-memory token store, and a fetch that records exactly
// what the client sent.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { PinterestEmulator } from '../../../../emulators/pinterest/server';
import { createPinterestClient, type PinterestClientOptions } from './client';
import { PinterestError } from './errors';
import { authorizeUrl, exchangeCode } from './oauth';
import type { PinterestConnectionConfig, TokenSet } from './types';

const REDIRECT_URI = 'http://127.0.0.1:9/api/pinterest/callback';

export function configFor(emulator: PinterestEmulator): PinterestConnectionConfig {
  return {
    appId: emulator.clientId,
    appSecret: emulator.clientSecret,
    redirectUri: REDIRECT_URI,
    apiBaseUrl: emulator.apiBaseUrl,
    oauthBaseUrl: emulator.oauthAuthorizeUrl,
  };
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Opens the consent page at `authUrl` and presses a button the way a browser submits the form
 * (its hidden fields plus the button's name and value). Answers where Pinterest sends the browser.
 */
export async function pressConsent(
  authUrl: string,
  decision: 'allow' | 'deny',
  /** What Pinterest grants, when not what the page asked for (a narrower grant). */
  grantScope?: string,
  /** Which of the emulator's accounts to continue as (its consent page's `account`); default the first. */
  account?: string,
): Promise<URL> {
  const page = await fetch(authUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  expect(action).toBeDefined();
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form.set(name as string, unescapeHtml(value as string));
  }
  form.set('decision', decision);
  if (grantScope !== undefined) form.set('scope', grantScope);
  if (account !== undefined) form.set('account', account);
  const answer = await fetch(new URL(action as string, page.url), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location') ?? '');
}

/** Opens the consent page, presses Allow, and reads code and state from the redirect. */
export async function consentAndGetCode(config: PinterestConnectionConfig, scopes?: string[]) {
  const state = randomBytes(24).toString('base64url');
  const back = await pressConsent(authorizeUrl(config, { state, ...(scopes ? { scopes } : {}) }), 'allow');
  expect(back.origin + back.pathname).toBe(REDIRECT_URI);
  return { code: back.searchParams.get('code') ?? '', state, returnedState: back.searchParams.get('state') };
}

/** The PinterestError `promise` rejects with; fails the test when it resolves or throws anything else. */
export const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a PinterestError');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(PinterestError);
      return error as PinterestError;
    },
  );

async function connect(config: PinterestConnectionConfig): Promise<TokenSet> {
  const { code } = await consentAndGetCode(config);
  return exchangeCode(config, code);
}

/** Stands in for the encrypted token columns; `saved` lists every saveTokens call in order. */
export function memoryStore(initial: TokenSet) {
  let tokens = initial;
  const saved: TokenSet[] = [];
  return {
    saved,
    current: () => tokens,
    getTokens: async () => tokens,
    saveTokens: async (next: TokenSet) => {
      saved.push(next);
      tokens = next;
    },
  };
}

interface SentRequest {
  method: string;
  url: URL;
  body: unknown;
  response: Response;
}

/** The real fetch, keeping each request as sent and a copy of its answer. */
export function recordingFetch() {
  const sent: SentRequest[] = [];
  const recording = (async (input: string | URL, init: RequestInit = {}) => {
    const response = await fetch(input, init);
    const raw = typeof init.body === 'string' ? init.body : undefined;
    const isForm = String((init.headers as Record<string, string>)?.['content-type']).includes('form');
    const body =
      raw === undefined ? undefined : isForm ? Object.fromEntries(new URLSearchParams(raw)) : JSON.parse(raw);
    sent.push({
      method: init.method ?? 'GET',
      url: new URL(String(input)),
      body,
      response: response.clone(),
    });
    return response;
  }) as typeof fetch;
  return { fetch: recording, sent };
}

export async function clientFor(
  config: PinterestConnectionConfig,
  overrides: Partial<PinterestClientOptions> = {},
) {
  const store = memoryStore(await connect(config));
  const client = createPinterestClient({ config, ...store, ...overrides });
  return { client, store };
}
