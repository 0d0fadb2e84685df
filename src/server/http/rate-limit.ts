// Fixed-window rate limits kept in Postgres (table rate_limit_hits, UNLOGGED: a count commits
// without a disk flush, ADR 0046), so the limit holds across every API process. Used on sign-in
// (per client address; failed sign-ins per email have their own sliding limits,
// modules/auth/login-limits.ts), sign-up and forgotten passwords (per address and per email; wrong
// current passwords in Settings per account) to slow down guessing and spam, on
// starting a Pinterest connection (each start stores an OAuth state), and on repainting a moved
// pin with a paid image model (outside the pin allowance, so it needs a limit of its own), and on
// failed calls to a user's own AI provider (counted after the fact: refuseAtRateLimit and
// countRateLimitHit), on support tickets, live chat lines and the public contact form, and on brand
// proposals read from a user's website (each fetches several addresses the user gave).
import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_REQUESTS_PER_MINUTE } from '../../shared/api/api-keys';
import { AppError } from '../app-error';
import type { Database } from '../db/connection';
import { rateLimitHits } from '../db/schema';

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Failed sign-ins, counted over sliding windows and shared by the app and admin sign-ins
 * (modules/auth/login-limits.ts).
 */
export interface LoginFailureLimits {
  /** One email from one address: `max` failures, then 429 until the oldest leaves the window. */
  perEmailAndAddress: RateLimitRule;
  /**
   * One email from every address: beyond `freeFailures` in `windowMs`, an address that already
   * failed on it waits 1 s, 2 s, 4 s… (at most `maxDelayMs`) after the last failure. An address
   * with no failure on it is always heard, so nobody can lock the owner out.
   */
  perEmail: { freeFailures: number; windowMs: number; maxDelayMs: number };
}

export interface RateLimitRules {
  loginFailures: LoginFailureLimits;
  /** Every sign-in attempt from one address, whatever the email (app and admin together). */
  loginPerAddress: RateLimitRule;
  registerPerEmail: RateLimitRule;
  registerPerAddress: RateLimitRule;
  connectPerUser: RateLimitRule;
  /** New artwork from a paid image model for a pin moved to another board (ADR 0012). */
  repaintPerUser: RateLimitRule;
  /**
   * Failed calls to a user's own AI provider (their base URL, their key): each costs the server a
   * request to an address the user chose, so a failing one cannot be retried without end.
   */
  providerFailuresPerUser: RateLimitRule;
  /** Checkout and billing portal sessions: each is a call to Stripe (modules/billing). */
  paymentPerUser: RateLimitRule;
  /** Forgot-password requests for one email, known or not: each known one sends an email. */
  forgotPasswordPerEmail: RateLimitRule;
  /** Forgot-password requests from one address, whatever the email. */
  forgotPasswordPerAddress: RateLimitRule;
  /** Uses and checks of reset links from one address: each use hashes a password. */
  resetPasswordPerAddress: RateLimitRule;
  /** Wrong current passwords in Settings (password and email changes) per account. */
  currentPasswordFailuresPerUser: RateLimitRule;
  /** Support tickets a user opens, and replies they add (modules/support): each reaches a person. */
  ticketsPerUser: RateLimitRule;
  ticketRepliesPerUser: RateLimitRule;
  /** Messages from the public contact form, per client address: each becomes a ticket. */
  contactPerAddress: RateLimitRule;
  /** Live chat lines (ADR 0043), per user or per visitor's chat: each reaches a person at once. */
  chatMessagesPerSender: RateLimitRule;
  /** Live chats visitors start from one network address: each is a ticket. */
  chatStartsPerAddress: RateLimitRule;
  /** Invitations a workspace may send (each is an email to an address someone typed). */
  invitationsPerWorkspace: RateLimitRule;
  /** Invitation links tried from one network address (preview and accept). */
  invitationLinksPerAddress: RateLimitRule;
  /** Client review links: pages opened and decisions sent from one network address. */
  reviewLinksPerAddress: RateLimitRule;
  /** Review links a workspace makes (each holds a secret someone will be sent). */
  reviewLinksPerWorkspace: RateLimitRule;
  /** Brand proposals from a website (modules/site-brand): each fetches up to 7 addresses a user gave. */
  siteBrandPerWorkspace: RateLimitRule;
  /** Requests of one API key on /api/v1 (ADR 0046), answered with RateLimit-* headers. */
  apiKeyRequests: RateLimitRule;
}

export const DEFAULT_RATE_LIMITS: RateLimitRules = {
  loginFailures: {
    perEmailAndAddress: { max: 5, windowMs: 15 * MINUTE },
    perEmail: { freeFailures: 5, windowMs: 15 * MINUTE, maxDelayMs: 5 * MINUTE },
  },
  loginPerAddress: { max: 30, windowMs: 15 * MINUTE },
  registerPerEmail: { max: 5, windowMs: 60 * MINUTE },
  registerPerAddress: { max: 10, windowMs: 60 * MINUTE },
  connectPerUser: { max: 20, windowMs: 15 * MINUTE },
  repaintPerUser: { max: 30, windowMs: 60 * MINUTE },
  providerFailuresPerUser: { max: 20, windowMs: 60 * MINUTE },
  paymentPerUser: { max: 20, windowMs: 15 * MINUTE },
  forgotPasswordPerEmail: { max: 5, windowMs: 60 * MINUTE },
  forgotPasswordPerAddress: { max: 20, windowMs: 60 * MINUTE },
  resetPasswordPerAddress: { max: 30, windowMs: 15 * MINUTE },
  currentPasswordFailuresPerUser: { max: 10, windowMs: 15 * MINUTE },
  ticketsPerUser: { max: 10, windowMs: 60 * MINUTE },
  ticketRepliesPerUser: { max: 60, windowMs: 60 * MINUTE },
  contactPerAddress: { max: 5, windowMs: 60 * MINUTE },
  chatMessagesPerSender: { max: 30, windowMs: 5 * MINUTE },
  chatStartsPerAddress: { max: 5, windowMs: 60 * MINUTE },
  invitationsPerWorkspace: { max: 30, windowMs: 60 * MINUTE },
  invitationLinksPerAddress: { max: 30, windowMs: 15 * MINUTE },
  // A client deciding on 50 pins opens the page and sends 50 decisions, and may come back.
  reviewLinksPerAddress: { max: 300, windowMs: 15 * MINUTE },
  reviewLinksPerWorkspace: { max: 60, windowMs: 60 * MINUTE },
  siteBrandPerWorkspace: { max: 30, windowMs: 60 * MINUTE },
  apiKeyRequests: { max: API_KEY_REQUESTS_PER_MINUTE, windowMs: MINUTE },
};

export interface RateLimitCheck {
  key: string;
  rule: RateLimitRule;
}

/**
 * Counts one attempt against every check (every attempt counts, successful or not) and throws
 * a 429 AppError when any counter is over its limit, with Retry-After until that window ends.
 */
export async function consumeRateLimits(options: {
  db: Database;
  checks: RateLimitCheck[];
  now: Date;
}): Promise<void> {
  const now = options.now.getTime();
  let retryAfterMs = 0;
  for (const { key, rule } of options.checks) {
    const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
    const hits = await countHit(options.db, key, new Date(windowStart));
    if (hits > rule.max) retryAfterMs = Math.max(retryAfterMs, windowStart + rule.windowMs - now);
  }
  if (retryAfterMs > 0) throw rateLimitedError(retryAfterMs);
}

/** Where a counted window stands: the RateLimit-* headers' values (IETF draft, seconds). */
export interface RateLimitState {
  limit: number;
  remaining: number;
  resetSeconds: number;
  exceeded: boolean;
}

/** The start of the fixed window `now` falls in. */
export function windowStartOf(rule: RateLimitRule, now: Date): Date {
  return new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
}

/** Where the window `now` falls in stands once it holds `hits` (this request's counted). */
export function rateLimitState(rule: RateLimitRule, now: Date, hits: number): RateLimitState {
  const windowEnd = windowStartOf(rule, now).getTime() + rule.windowMs;
  return {
    limit: rule.max,
    remaining: Math.max(0, rule.max - hits),
    resetSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)),
    exceeded: hits > rule.max,
  };
}

/**
 * One hit counted inside a caller's own statement, for a door that reads and counts in a single
 * round trip (the API key's, modules/api-keys/authenticate-key.ts): `source` selects the rows
 * (key, window_start, 1) to count, none when there is nothing to count. As a CTE, it returns the
 * window's hits (`hits`). The first hit of a window (hits = 1) is the caller's cue to
 * dropOlderWindows, as countHit does.
 */
export function countHitsOf(source: SQL): SQL {
  const key = sql.identifier(rateLimitHits.key.name);
  const windowStart = sql.identifier(rateLimitHits.windowStart.name);
  const hits = sql.identifier(rateLimitHits.hits.name);
  return sql`insert into ${rateLimitHits} (${key}, ${windowStart}, ${hits}) ${source}
    on conflict (${key}, ${windowStart}) do update set ${hits} = ${rateLimitHits.hits} + 1
    returning ${rateLimitHits.hits}`;
}

/** A key's windows before `windowStart`, which can never matter again. */
export async function dropOlderWindows(db: Database, key: string, windowStart: Date): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), lt(rateLimitHits.windowStart, windowStart)));
}

/**
 * A route's preHandler: counts the request against the checks `checksOf` names for it, refusing
 * it (429) at any limit before the handler runs. Checks that need the body's fields are written out
 * in the route instead, where the body has its schema's type.
 */
export function limitRequests(app: FastifyInstance, checksOf: (request: FastifyRequest) => RateLimitCheck[]) {
  return async (request: FastifyRequest) =>
    consumeRateLimits({ db: app.db, now: app.clock.now(), checks: checksOf(request) });
}

/** The 429 for a limit that lifts in `retryAfterMs`: Retry-After in seconds, the wait in words. */
export function rateLimitedError(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60
      ? `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
      : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  return new AppError('rate_limited', `Too many attempts. Please try again in ${wait}.`, {
    headers: { 'retry-after': String(seconds) },
  });
}

async function countHit(db: Database, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + 1` },
    })
    .returning({ hits: rateLimitHits.hits });
  const hits = row?.hits ?? 1;
  // First hit of a new window: the key's older windows can never matter again.
  if (hits === 1) await dropOlderWindows(db, key, windowStart);
  return hits;
}

/**
 * For limits on failures, counted after the fact (countRateLimitHit): refuses with a 429, the
 * given message and Retry-After once the window holds its maximum; counts nothing itself.
 */
export async function refuseAtRateLimit(options: {
  db: Database;
  check: RateLimitCheck;
  message: (minutes: number) => string;
  now: Date;
}): Promise<void> {
  const { key, rule } = options.check;
  const now = options.now.getTime();
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  const [row] = await options.db
    .select({ hits: rateLimitHits.hits })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, new Date(windowStart))));
  if ((row?.hits ?? 0) < rule.max) return;
  const seconds = Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000));
  throw new AppError('rate_limited', options.message(Math.max(1, Math.ceil(seconds / 60))), {
    headers: { 'retry-after': String(seconds) },
  });
}

/** Counts one hit (a failure) without refusing; refuseAtRateLimit refuses the next attempt. */
export async function countRateLimitHit(options: { db: Database; check: RateLimitCheck; now: Date }) {
  const { key, rule } = options.check;
  const now = options.now.getTime();
  await countHit(options.db, key, new Date(Math.floor(now / rule.windowMs) * rule.windowMs));
}

/**
 * The address a limit counts: an IPv4 address as it is (also when IPv6-mapped), an IPv6 address by
 * its /64 network, since one home or server is handed a whole /64 to pick addresses from.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  const network = groups.slice(0, 4).map((group) => (Number.parseInt(group, 16) || 0).toString(16));
  return `${network.join(':')}::/64`;
}
