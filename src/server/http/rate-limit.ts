// Fixed-window rate limits kept in Postgres (table rate_limit_hits), so the limit holds across
// every API process. Used on sign-in and sign-up to slow down password guessing and spam, on
// starting a Pinterest connection (each start stores an OAuth state), and on repainting a moved
// pin with a paid image model (outside the pin allowance, so it needs a limit of its own).
import { and, eq, lt, sql } from 'drizzle-orm';
import { AppError } from '../app-error';
import type { Database } from '../db/connection';
import { rateLimitHits } from '../db/schema';

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

export interface RateLimitRules {
  loginPerEmail: RateLimitRule;
  loginPerAddress: RateLimitRule;
  registerPerEmail: RateLimitRule;
  registerPerAddress: RateLimitRule;
  connectPerUser: RateLimitRule;
  /** New artwork from a paid image model for a pin moved to another board (ADR 0012). */
  repaintPerUser: RateLimitRule;
}

export const DEFAULT_RATE_LIMITS: RateLimitRules = {
  loginPerEmail: { max: 10, windowMs: 15 * MINUTE },
  loginPerAddress: { max: 30, windowMs: 15 * MINUTE },
  registerPerEmail: { max: 5, windowMs: 60 * MINUTE },
  registerPerAddress: { max: 10, windowMs: 60 * MINUTE },
  connectPerUser: { max: 20, windowMs: 15 * MINUTE },
  repaintPerUser: { max: 30, windowMs: 60 * MINUTE },
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
  now?: Date;
}): Promise<void> {
  const now = (options.now ?? new Date()).getTime();
  let retryAfterMs = 0;
  for (const { key, rule } of options.checks) {
    const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
    const hits = await countHit(options.db, key, new Date(windowStart));
    if (hits > rule.max) retryAfterMs = Math.max(retryAfterMs, windowStart + rule.windowMs - now);
  }
  if (retryAfterMs > 0) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    throw new AppError(
      'rate_limited',
      `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      { headers: { 'retry-after': String(seconds) } },
    );
  }
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
  if (hits === 1) {
    await db
      .delete(rateLimitHits)
      .where(and(eq(rateLimitHits.key, key), lt(rateLimitHits.windowStart, windowStart)));
  }
  return hits;
}
