// The one way the server reaches an address a user gave (README.md): every resolved address is
// checked, the connection goes only to the checked addresses, and each redirect is checked again.
// Pages, images and feeds are read through it with a byte cap, a time limit and their type checked.
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import {
  CONTENT_KINDS,
  type FetchContentOptions,
  type FetchedContent,
  type FetchedImage,
  fetchContent,
  fetchImageContent,
} from './fetch-content';
import { OutboundRefusal } from './outbound-refusal';
import { isPublicAddress } from './public-address';

export { OutboundRefusal };

/** @internal for tests and benchmarks, not production code */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name resolves to (a dependency, so tests need no network). */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolveHost: ResolveHost = async (hostname) => {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));
};

export interface Outbound {
  /** Whether the operator lets users reach private addresses (AI_ALLOW_PRIVATE_USER_URLS). */
  allowPrivate: boolean;
  /** Resolves the URL's host and throws an OutboundRefusal unless every address may be reached. */
  checkUrl(url: string): Promise<void>;
  /** fetch for user-given addresses: checked, pinned to the checked addresses, redirects re-checked. */
  fetch: typeof fetch;
  /** A web page (text/html, application/xhtml+xml), at most 5 MB, within 15 s. */
  fetchPage(url: string, options?: FetchContentOptions): Promise<FetchedContent>;
  /** An image (image/*, not SVG), at most 15 MB, within 20 s, read by sharp: at most 50 MP. */
  fetchImage(url: string, options?: FetchContentOptions): Promise<FetchedImage>;
  /** A stylesheet (text/css), at most 1 MB, within 10 s. */
  fetchStylesheet(url: string, options?: FetchContentOptions): Promise<FetchedContent>;
  /** An RSS/Atom feed or sitemap (XML types), at most 5 MB, within 15 s; 304 to a conditional GET. */
  fetchFeed(url: string, options?: FetchContentOptions): Promise<FetchedContent>;
}

/**
 * TEST_OUTBOUND_LOOPBACK (browser tests): a fixture site on 127.0.0.1 counts as public.
 * @internal for tests and benchmarks, not production code
 */
export function allowLoopbackForTests(address: string): boolean {
  return address === '127.0.0.1' || isPublicAddress(address);
}

const MAX_REDIRECTS = 5;
const CONNECT_TIMEOUT_MS = 10_000;
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The rules the configuration sets for user-given addresses: private ones too with
 * AI_ALLOW_PRIVATE_USER_URLS, 127.0.0.1 as well with TEST_OUTBOUND_LOOPBACK (browser tests).
 */
export function configuredOutbound(
  config: { allowPrivateUserUrls?: boolean; testOutboundLoopback?: boolean },
  options: { resolveHost?: ResolveHost; isAllowedAddress?: (address: string) => boolean } = {},
): Outbound {
  return createOutbound({
    allowPrivate: config.allowPrivateUserUrls ?? false,
    resolveHost: options.resolveHost,
    isAllowedAddress:
      options.isAllowedAddress ?? (config.testOutboundLoopback ? allowLoopbackForTests : undefined),
  });
}

/** @internal for tests and benchmarks, not production code */
export function createOutbound(options: {
  allowPrivate: boolean;
  resolveHost?: ResolveHost;
  /**
   * The address rule. Tests only: it lets a fixture server on 127.0.0.1 stand in for a public site
   * (`(address) => address === '127.0.0.1'`); the app never sets it.
   */
  isAllowedAddress?: (address: string) => boolean;
  /** The time a connection may take to open; the whole exchange is the caller's (a signal). */
  connectTimeoutMs?: number;
}): Outbound {
  const resolveHost = options.resolveHost ?? systemResolveHost;
  const allowed = options.allowPrivate ? () => true : (options.isAllowedAddress ?? isPublicAddress);
  const connectTimeoutMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;

  async function check(url: URL): Promise<ResolvedAddress[]> {
    checkShape(url);
    // The URL parser has already turned 2130706433, 0x7f.1 and 127.1 into 127.0.0.1.
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    const literal = isIP(host);
    let addresses: ResolvedAddress[];
    if (literal) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
    else {
      try {
        addresses = await resolveHost(host);
      } catch {
        addresses = [];
      }
      if (addresses.length === 0) throw new OutboundRefusal(`names a host that could not be found (${host})`);
    }
    const refused = addresses.find((entry) => !allowed(entry.address));
    if (refused) {
      const via = literal ? '' : ` (${host} resolves to ${refused.address})`;
      throw new OutboundRefusal(
        `must point to a public address; ${literal ? host : 'it'} is a private or reserved address${via}`,
      );
    }
    return addresses;
  }

  async function guardedFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    // Checked before Request sees it: Request throws a bare TypeError on credentials.
    checkShape(parseUrl(input instanceof Request ? input.url : String(input)));
    let request = new Request(input, init);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const url = new URL(request.url);
      const addresses = await check(url);
      const response = await send(request, url, addresses, connectTimeoutMs);
      Object.defineProperty(response, 'url', { value: url.href });
      const location = response.headers.get('location');
      if (!isRedirect(response.status) || !location || request.redirect !== 'follow') return response;
      await response.body?.cancel();
      if (hop === MAX_REDIRECTS) break;
      const next = parseUrl(location, url);
      checkShape(next);
      request = await redirected(request, response.status, next);
    }
    throw new OutboundRefusal(`redirected more than ${MAX_REDIRECTS} times`);
  }

  const fetcher = guardedFetch as typeof fetch;
  return {
    allowPrivate: options.allowPrivate,
    checkUrl: async (url) => {
      await check(parseUrl(url));
    },
    fetch: fetcher,
    fetchPage: (url, fetchOptions) => fetchContent(fetcher, url, CONTENT_KINDS.page, fetchOptions),
    fetchImage: (url, fetchOptions) => fetchImageContent(fetcher, url, fetchOptions),
    fetchFeed: (url, fetchOptions) => fetchContent(fetcher, url, CONTENT_KINDS.feed, fetchOptions),
    fetchStylesheet: (url, fetchOptions) =>
      fetchContent(fetcher, url, CONTENT_KINDS.stylesheet, fetchOptions),
  };
}

function parseUrl(url: string, base?: URL): URL {
  if (!URL.canParse(url, base)) throw new OutboundRefusal('must be an http(s) URL');
  return new URL(url, base);
}

/** Rules that need no lookup: the scheme, and no user name or password to hand to someone else. */
function checkShape(url: URL): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundRefusal(`must be an http(s) URL, not ${url.protocol}`);
  }
  if (url.username || url.password) throw new OutboundRefusal('must not contain a user name or password');
}

function isRedirect(status: number): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

/** The next request of a redirect, as fetch makes it: 303 (and 301/302 after POST) become GET. */
async function redirected(previous: Request, status: number, next: URL): Promise<Request> {
  const asGet = status === 303 || ((status === 301 || status === 302) && previous.method === 'POST');
  const headers = new Headers(previous.headers);
  // A key meant for one origin is never handed to another.
  if (next.origin !== new URL(previous.url).origin) {
    headers.delete('authorization');
    headers.delete('cookie');
  }
  if (asGet) {
    headers.delete('content-type');
    headers.delete('content-length');
  }
  const body =
    asGet || previous.method === 'GET' || previous.method === 'HEAD' ? null : await previous.arrayBuffer();
  return new Request(next, {
    method: asGet ? 'GET' : previous.method,
    headers,
    body,
    signal: previous.signal,
    redirect: previous.redirect,
  });
}

/** One request over node:http(s), its connection made only to `addresses`. */
async function send(
  request: Request,
  url: URL,
  addresses: ResolvedAddress[],
  connectTimeoutMs: number,
): Promise<Response> {
  const body =
    request.method === 'GET' || request.method === 'HEAD'
      ? null
      : Buffer.from(await request.clone().arrayBuffer());
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  headers['accept-encoding'] = 'gzip, deflate, br';
  if (body) headers['content-length'] = String(body.length);
  // Names are never looked up again: the socket gets the addresses that were just checked.
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, addresses);
    else callback(null, addresses[0]?.address ?? '', addresses[0]?.family ?? 4);
  };
  const transport = url.protocol === 'https:' ? https : http;
  const answer = await new Promise<IncomingMessage>((resolve, reject) => {
    const outgoing = transport.request(url, {
      method: request.method,
      headers,
      lookup: pinned,
      signal: request.signal,
      agent: false,
    });
    outgoing.on('response', resolve);
    outgoing.on('error', reject);
    // A host that never completes the handshake is given up on; a slow answer is the caller's call.
    outgoing.on('socket', (socket) => {
      if (!socket.connecting) return;
      const timer = setTimeout(
        () => outgoing.destroy(new OutboundRefusal(`did not connect within ${connectTimeoutMs / 1000} s`)),
        connectTimeoutMs,
      );
      socket.once('connect', () => clearTimeout(timer));
      socket.once('close', () => clearTimeout(timer));
    });
    outgoing.end(body ?? undefined);
  });
  return toResponse(answer, request.method);
}

function toResponse(answer: IncomingMessage, method: string): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const status = answer.statusCode ?? 502;
  if (NULL_BODY_STATUSES.has(status) || method === 'HEAD') {
    answer.resume();
    return new Response(null, { status, headers });
  }
  const encoding = headers.get('content-encoding')?.toLowerCase();
  const decoder =
    encoding === 'gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  if (decoder) {
    headers.delete('content-encoding');
    headers.delete('content-length');
  }
  const stream = decoder ? answer.pipe(decoder) : answer;
  if (decoder) {
    answer.on('error', (error) => decoder.destroy(error));
    // A reader that stops early (a byte cap) stops the download too, not just the decoding.
    decoder.on('close', () => answer.destroy());
  }
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    status,
    statusText: answer.statusMessage ?? '',
    headers,
  });
}
