// A local stand-in for Pinterest (OAuth consent, token endpoint, API v5 for boards and pins) with
// switchable faults, a request log and OpenAPI checks both ways; used in tests and as demo mode.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PINTEREST_SCOPES } from '../../src/shared/pinterest-access';
import { DEMO_ACCOUNTS, type DemoAccount, FIRST_DEMO_ACCOUNT, PROFILES } from './accounts';
import { control } from './control';
import { FaultSwitch, type PinterestFault } from './faults';
import { loggedBody, loggedHeaders, type Reply, readBody, send } from './http';
import { profileImage } from './media';
import { consent, decide, type OAuthApp } from './oauth';
import { demoPage, FAVICON, PAGE_CSP, pinPage, STYLESHEET } from './pages';
import { type EmulatorPersistence, folderPersistence, memoryPersistence } from './persistence';
import { RateLimiter } from './rate-limit';
import type { LoggedRequest } from './request-log';
import { SimulatedPinterest } from './simulated-pinterest';
import { type IssuedTokens, TokenStore } from './tokens';
import { answerV5, formOf, unrefSleep, type V5Context } from './v5';

/** @internal for tests and benchmarks, not production code: the second simulated account's username */
export { SECOND_DEMO_ACCOUNT } from './accounts';
/** @internal for tests and benchmarks, not production code */
export type { PinterestFault } from './faults';

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
  /** How many boards each simulated account starts with (default 3). */
  boards?: number;
  /**
   * Requests per minute per access token, by the file's x-ratelimit-category (org_read, org_write);
   * defaults 1000 and 100. Set one low to see a real window run out: 429 with retry-after.
   */
  rateLimits?: Record<string, number>;
  /** Check requests (400 on violation) and responses (an emulator bug: logged, answered 500). */
  validate?: boolean;
  /**
   * Keep the simulated accounts (boards, pins and their images, grants and tokens) in this folder,
   * so it outlives a restart (demo mode). Without it everything lives in memory.
   */
  dataDir?: string;
  /**
   * The simulated Pinterest's time: when boards and pins are made and which day analytics call
   * today. The wall clock by default; demo mode gives the app's clock (ADR 0025), so a test clock
   * moved forward moves the simulated figures too. Tokens and rate limits keep real time.
   */
  now?: () => Date;
  /**
   * The base of every address a browser is given (consent page form, images, profile picture,
   * pin pages): default the emulator's origin; demo mode gives the path the app serves the
   * browser pages under (see `serveBrowserPage`), so they share the app's origin.
   */
  publicUrl?: string;
  /**
   * How the 'slow' and 'timeout' faults wait `delayMs` (default an unref'd timer). Tests pass
   * their own to see the delays asked for and to end a wait when they choose, not after real time.
   */
  sleep?: (ms: number) => Promise<void>;
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
  /**
   * Answers the pages a browser visits (consent page and decision, demo page, pin pages, images,
   * stylesheet) for `path` relative to the emulator's root; false when `path` is none of them.
   * The app mounts this under its own origin in demo mode. The API and control routes are never
   * answered here.
   */
  serveBrowserPage(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean>;
  setFault(fault: PinterestFault | null): void;
  fault(): PinterestFault | null;
  requests(): LoggedRequest[];
  clearRequests(): void;
  /** A simulated account's boards and pins (default the first, pinloom_demo), as the API returns them. */
  boards(account?: DemoAccount): unknown[];
  pins(account?: DemoAccount): unknown[];
  /** Tokens for a grant made without the consent page (tests, demo mode), by default for pinloom_demo. */
  issueTokens(scope?: string, account?: DemoAccount): IssuedTokens;
  revokeAllTokens(): void;
  expireAccessTokens(): void;
  /** Freshly seeded boards on every account, no pins, no tokens, no fault, empty log. */
  reset(): void;
  close(): Promise<void>;
}

const MAX_LOGGED = 1000;
const pageHeaders = { 'content-security-policy': PAGE_CSP, 'cache-control': 'no-store' };

/** The scopes Pinloom asks for, comma-separated as Pinterest grants them. */
const DEFAULT_SCOPE = PINTEREST_SCOPES.join(',');

export async function startPinterestEmulator(
  options: PinterestEmulatorOptions = {},
): Promise<PinterestEmulator> {
  let origin = '';
  const publicUrl = () => options.publicUrl ?? origin;
  // Pages link to each other by path, so they work on whatever address the browser used.
  const pageBase = () => new URL(publicUrl() || '/', 'http://emulator').pathname.replace(/\/$/, '');
  const app: OAuthApp = {
    clientId: options.clientId ?? '1500000',
    clientSecret: options.clientSecret ?? 'emulator-client-secret',
    appName: options.appName ?? 'Pinloom',
    base: pageBase,
  };
  const persistence: EmulatorPersistence = options.dataDir
    ? folderPersistence(options.dataDir)
    : memoryPersistence();
  const saved = persistence.load();
  let restoring = true;
  const save = () => {
    if (!restoring)
      persistence.save({ version: 2, store: store.snapshot(), tokens: context.tokens.snapshot() });
  };
  const freshStore = () =>
    new SimulatedPinterest(
      publicUrl,
      options.boards ?? 3,
      persistence,
      save,
      restoring ? saved?.store : undefined,
      options.now,
    );
  let store = freshStore();
  let log: LoggedRequest[] = [];
  const context: V5Context = {
    app,
    tokens: new TokenStore(
      {
        accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 30 * 24 * 3600,
        refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? 60 * 24 * 3600,
      },
      save,
    ),
    faults: new FaultSwitch(),
    limiter: new RateLimiter(options.rateLimits),
    store: () => store,
    validate: options.validate ?? true,
    sleep: options.sleep ?? unrefSleep,
  };
  if (saved) context.tokens.restore(saved.tokens);
  restoring = false;
  // A start writes the seeded accounts at once (a first start, or one that seeded an account the
  // snapshot did not have), so a restart finds the same board ids.
  save();

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
    await answer(request, response, { method, path, search: url.search, body });
  }

  /** The consent page and decision, and the API: logged, and (the API) checked and faulted. */
  async function answer(
    request: IncomingMessage,
    response: ServerResponse,
    { method, path, search, body }: { method: string; path: string; search: string; body: unknown },
  ): Promise<void> {
    const url = new URL(`${path}${search}`, 'http://emulator');
    const entry: LoggedRequest = {
      method,
      path,
      query: search,
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

  /** The demo page, pin pages, the stylesheet and images: not Pinterest's API, so neither logged nor faulted. */
  async function staticRoute(path: string): Promise<Reply | null> {
    if (path === '/' || path === '/demo') {
      const accounts = store.all().map((account) => ({
        username: account.username,
        businessName: account.profile.businessName,
        profileImage: `${pageBase()}/media/${account.profile.profileImage.file}`,
        boards: [...account.boards.values()].map((board) => ({ board, pins: account.pinsOn(board.id) })),
      }));
      return { status: 200, html: demoPage(pageBase(), accounts), headers: pageHeaders };
    }
    if (path === '/assets/emulator.css') {
      return {
        status: 200,
        bytes: { data: Buffer.from(STYLESHEET), contentType: 'text/css; charset=utf-8' },
      };
    }
    if (path === '/assets/favicon.svg') {
      return { status: 200, bytes: { data: Buffer.from(FAVICON), contentType: 'image/svg+xml' } };
    }
    const profile = DEMO_ACCOUNTS.map((username) => PROFILES[username].profileImage).find(
      ({ file }) => path === `/media/${file}`,
    );
    if (profile) {
      return { status: 200, bytes: { data: await profileImage(profile.colour), contentType: 'image/png' } };
    }
    const pinPath = /^\/pin\/(\d+)\/?$/.exec(path);
    const shown = pinPath ? store.findPin(pinPath[1] as string) : null;
    if (shown) {
      const { store: account, pin } = shown;
      const board = account.boards.get(pin.boardId);
      return { status: 200, html: pinPage(pageBase(), pin, board, account.username), headers: pageHeaders };
    }
    const media = /^\/media\/(\d+)$/.exec(path);
    const image = media ? await store.imageOf(media[1] as string) : null;
    return image
      ? { status: 200, bytes: image, headers: { 'cache-control': 'public, max-age=86400' } }
      : null;
  }

  /** For the app's mount: browser pages only (never /v5 or the control API). */
  async function serveBrowserPage(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
  ): Promise<boolean> {
    const method = request.method ?? 'GET';
    const url = new URL(path, 'http://emulator');
    const pathname = url.pathname;
    if (method === 'GET' || method === 'HEAD') {
      const page = await staticRoute(pathname);
      if (page) {
        send(response, page);
        return true;
      }
    }
    const isConsent = method === 'GET' && (pathname === '/oauth/' || pathname === '/oauth');
    const isDecision = method === 'POST' && pathname === '/oauth/decision';
    if (!isConsent && !isDecision) return false;
    const body = isDecision ? await readBody(request) : undefined;
    await answer(request, response, { method, path: pathname, search: url.search, body });
    return true;
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
    serveBrowserPage,
    setFault: (fault) => context.faults.set(fault),
    fault: () => context.faults.current(),
    requests: () => [...log],
    clearRequests: () => {
      log = [];
    },
    boards: (account = FIRST_DEMO_ACCOUNT) => {
      const records = store.of(account);
      return [...records.boards.values()].map((board) => records.boardJson(board));
    },
    pins: (account = FIRST_DEMO_ACCOUNT) => {
      const records = store.of(account);
      return [...records.pins.values()].map((pin) => records.pinJson(pin));
    },
    issueTokens: (scope = DEFAULT_SCOPE, account = FIRST_DEMO_ACCOUNT) =>
      context.tokens.issueDirect(app.clientId, scope, account),
    revokeAllTokens: () => context.tokens.revokeAll(),
    expireAccessTokens: () => context.tokens.expireAccessTokens(),
    reset: () => {
      persistence.clearImages();
      store = freshStore();
      context.tokens.clear();
      context.faults.set(null);
      context.limiter.reset();
      log = [];
      save();
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
