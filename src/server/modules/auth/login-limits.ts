// Failed sign-ins per email over sliding windows (table login_failures), shared by the app and the
// admin sign-in. Per email and address the limit is strict: 5 failures in 15 minutes, then 429.
// Per email from every address there is no lockout but a growing wait, and only for addresses
// that already failed on that email: a guesser spread over many addresses gets one guess per
// address and then waits 1 s, 2 s, 4 s… after each failure, while the owner, from an address
// with no failures on the email, is always heard — so nobody can lock an account by guessing.
import { and, asc, count, eq, gt, lt, max, ne } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { loginFailures } from '../../db/schema';
import { clientAddressKey, type LoginFailureLimits, rateLimitedError } from '../../http/rate-limit';

export interface LoginAttempt {
  id: string;
  email: string;
  address: string;
}

/**
 * Counts the attempt as a failure before the password is checked, so guesses sent at the same
 * moment all see each other; refuses it (withdrawn, with a 429) when a limit says wait. The caller
 * keeps the row when the password is wrong and calls `loginSucceeded` when it is right.
 */
export async function beginLoginAttempt(options: {
  db: Database;
  email: string;
  address: string;
  limits: LoginFailureLimits;
  now: Date;
}): Promise<LoginAttempt> {
  const { db, limits, now } = options;
  const email = options.email.trim().toLowerCase();
  const address = clientAddressKey(options.address);
  const keepMs = Math.max(limits.perEmailAndAddress.windowMs, limits.perEmail.windowMs);
  // Failures older than every window can never matter again.
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now.getTime() - keepMs)));
  const [row] = await db
    .insert(loginFailures)
    .values({ email, address, failedAt: now })
    .returning({ id: loginFailures.id });
  if (!row) throw new Error('login failure insert returned no row');
  const attempt = { id: row.id, email, address };
  const waitMs = await waitBeforeAttempt({ db, attempt, limits, now });
  if (waitMs > 0) {
    await db.delete(loginFailures).where(eq(loginFailures.id, attempt.id));
    throw rateLimitedError(waitMs);
  }
  return attempt;
}

/** The right password: this address starts afresh on this email. */
export async function loginSucceeded(options: { db: Database; attempt: LoginAttempt }): Promise<void> {
  const { email, address } = options.attempt;
  await options.db
    .delete(loginFailures)
    .where(and(eq(loginFailures.email, email), eq(loginFailures.address, address)));
}

async function waitBeforeAttempt(options: {
  db: Database;
  attempt: LoginAttempt;
  limits: LoginFailureLimits;
  now: Date;
}): Promise<number> {
  const { db, attempt, limits } = options;
  const now = options.now.getTime();
  const others = ne(loginFailures.id, attempt.id);
  const strict = limits.perEmailAndAddress;
  const fromHere = await db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.email, attempt.email),
        eq(loginFailures.address, attempt.address),
        others,
        gt(loginFailures.failedAt, new Date(now - strict.windowMs)),
      ),
    )
    .orderBy(asc(loginFailures.failedAt));
  if (fromHere.length >= strict.max) {
    // Free again when enough of these failures have left the window.
    const freeing = fromHere[fromHere.length - strict.max];
    return (freeing?.failedAt.getTime() ?? now) + strict.windowMs - now;
  }
  if (fromHere.length === 0) return 0;

  const { freeFailures, windowMs, maxDelayMs } = limits.perEmail;
  const [recent] = await db
    .select({ failures: count(), last: max(loginFailures.failedAt) })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.email, attempt.email),
        others,
        gt(loginFailures.failedAt, new Date(now - windowMs)),
      ),
    );
  if (!recent?.last || recent.failures < freeFailures) return 0;
  const delayMs = Math.min(1000 * 2 ** (recent.failures - freeFailures), maxDelayMs);
  return new Date(recent.last).getTime() + delayMs - now;
}
