// A local stand-in for Pinterest (OAuth consent, token endpoint, API v5 for boards and pins) with
// switchable faults, a request log and OpenAPI checks both ways; used in tests and as demo mode.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { control } from './control';
import { FaultSwitch, type PinterestFault } from './faults';
import { loggedBody, loggedHeaders, type Reply, readBody, send } from './http';
import { profileImage } from './media';
import { consent, decide, type OAuthApp } from './oauth';
import { demoPage, PAGE_CSP, STYLESHEET } from './pages';
import { RateLimiter } from './rate-limit';
import type { LoggedRequest } from './request-log';
import { PinterestStore, USERNAME } from './store';
import { type IssuedTokens, TokenStore } from './tokens';
import { answerV5, formOf, type V5Context } from './v5';

export type { PinterestFault } from './faults';
export type { LoggedRequest } from './request-log';
export type { IssuedTokens } from './tokens';

export interface PinterestEmulatorOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  clientId?: string;
  clientSecret?: string;
  /** The app name the consent page shows (default 'Pinloom'). */
  appName?: string;
  /** Default 30 days, as Pinterest's access tokens. */
  accessTokenTtlSeconds?: number;
  /** Default 60 days, as Pinterest's continuous refresh tokens. */
  refreshTokenTtlSeconds?: number;
  /** How many boards the simulated account starts with (default 3). */
  boards?: number;
  /**
   * Requests per minute per access token, by the file's x-ratelimit-category (org_read, org_write);
   * defaults 1000 and 100. Set one low to see a real window run out: 429 with retry-after.
   */
  rateLimits?: Record<string, number>;
  /** Check requests (400 on violation) and responses (an emulator bug: logged, answered 500). */
  validate?: boolean;
}

export interface PinterestEmulator {
  /** Origin, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Where API calls go: `${url}/v5` (stands for https://api.pinterest.com/v5). */
  apiBaseUrl: string;
  /** The consent page: `${url}/oauth/` (stands for https://www.pinterest.com/oauth/). */
  oauthAuthorizeUrl: string;
  clientId: string;
  clientSecret: string;
  setFault(fault: PinterestFault | null): void;
  fault(): PinterestFault | null;
  requests(): LoggedRequest[];
  clearRequests(): void;
  /** The simulated account's boards and pins, as the API returns them. */
  boards(): unknown[];
  pins(): unknown[];
  /** Tokens for a grant made without the consent page (tests, demo mode). */
  issueTokens(scope?: string): IssuedTokens;
  revokeAllTokens(): void;
  expireAccessTokens(): void;
  /** Freshly seeded boards, no pins, no tokens, no fault, empty log. */
  reset(): void;
  close(): Promise<void>;
}

const MAX_LOGGED = 1000;

/** The scopes Pinloom asks for (DESIGN.md 'Publishing'). */
export const DEFAULT_SCOPE = 'user_accounts:read,boards:read,boards:write,pins:read,pins:write';

export async function startPinterestEmulator(
  options: PinterestEmulatorOptions = {},
): Promise<PinterestEmulator> {
  const app: OAuthApp = {
    clientId: options.clientId ?? '1500000',
    clientSecret: options.clientSecret ?? 'emulator-client-secret',
    appName: options.appName ?? 'Pinloom',
  };
  let origin = '';
  let store = new PinterestStore(() => origin, options.boards ?? 3);
  let log: LoggedRequest[] = [];
  const context: V5Context = {
    app,
    tokens: new TokenStore({
      accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 30 * 24 * 3600,
      refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? 60 * 24 * 3600,
    }),
    faults: new FaultSwitch(),
    limiter: new RateLimiter(options.rateLimits),
    store: () => store,
    validate: options.validate ?? true,
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('[pinterest emulator] failure', error);
      send(response, { status: 500, body: { code: 1, message: `Emulator failure: ${String(error)}` } });
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://emulator');
    const method = request.method ?? 'GET';
    const path = url.pathname;
    const body = method === 'POST' || method === 'PATCH' ? await readBody(request) : undefined;
    if (path.startsWith('/__emulator/')) return send(response, control(emulator, method, path, body));
    const page = method === 'GET' ? await staticRoute(path) : null;
    if (page) return send(response, page);

    const entry: LoggedRequest = {
      method,
      path,
      query: url.search,
      headers: loggedHeaders(request),
      body: loggedBody(body),
      at: new Date().toISOString(),
    };
    log.push(entry);
    // Demo mode runs for days; keep the log to what a test or a person would read.
    if (log.length > MAX_LOGGED) log.shift();
    let reply: Reply | 'hold';
    if (method === 'GET' && (path === '/oauth/' || path === '/oauth')) reply = consent(app, url.searchParams);
    else if (method === 'POST' && path === '/oauth/decision')
      reply = decide(app, context.tokens, formOf(body));
    else if (path.startsWith('/v5/')) {
      reply = await answerV5(context, { raw: request, method, path, query: url.searchParams, body, entry });
    } else reply = { status: 404, body: { code: 404, message: `No route ${method} ${path}.` } };
    if (reply === 'hold') return;
    entry.status = reply.status;
    send(response, reply);
  }

  /** The demo page, its stylesheet and pin images: not Pinterest's API, so neither logged nor faulted. */
  async function staticRoute(path: string): Promise<Reply | null> {
    if (path === '/' || path === '/demo') {
      const boards = [...store.boards.values()].map((board) => ({ board, pins: store.pinsOn(board.id) }));
      return {
        status: 200,
        html: demoPage(USERNAME, boards),
        headers: { 'content-security-policy': PAGE_CSP },
      };
    }
    if (path === '/assets/emulator.css') {
      return {
        status: 200,
        bytes: { data: Buffer.from(STYLESHEET), contentType: 'text/css; charset=utf-8' },
      };
    }
    if (path === '/media/profile.png') {
      return { status: 200, bytes: { data: await profileImage(), contentType: 'image/png' } };
    }
    const pin = /^\/media\/(\d+)$/.exec(path);
    const image = pin ? store.pins.get(pin[1] as string)?.image : undefined;
    return image ? { status: 200, bytes: { data: image.data, contentType: image.contentType } } : null;
  }

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;
  origin = `http://${address.address}:${address.port}`;
  const emulator: PinterestEmulator = {
    url: origin,
    apiBaseUrl: `${origin}/v5`,
    oauthAuthorizeUrl: `${origin}/oauth/`,
    clientId: app.clientId,
    clientSecret: app.clientSecret,
    setFault: (fault) => context.faults.set(fault),
    fault: () => context.faults.current(),
    requests: () => [...log],
    clearRequests: () => {
      log = [];
    },
    boards: () => [...store.boards.values()].map((board) => store.boardJson(board)),
    pins: () => [...store.pins.values()].map((pin) => store.pinJson(pin)),
    issueTokens: (scope = DEFAULT_SCOPE) => context.tokens.issueDirect(app.clientId, scope),
    revokeAllTokens: () => context.tokens.revokeAll(),
    expireAccessTokens: () => context.tokens.expireAccessTokens(),
    reset: () => {
      store = new PinterestStore(() => origin, options.boards ?? 3);
      context.tokens.clear();
      context.faults.set(null);
      context.limiter.reset();
      log = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Held ('timeout') and slow answers must not keep a test run open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return emulator;
}
