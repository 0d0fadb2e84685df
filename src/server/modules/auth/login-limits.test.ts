// The sign-in failure limits on a fixed clock: sliding windows (no burst at a window boundary) and
// the growing wait per email. tests/server/rate-limit.test.ts covers them through the routes.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { Database } from '../../db/connection';
import { DEFAULT_RATE_LIMITS } from '../../http/rate-limit';
import { logInUser } from './log-in-user';

let app: FastifyInstance;
let db: Database;

beforeEach(async () => {
  ({ app, db } = await createTestApp());
});
afterEach(async () => {
  await app.close();
});

const limits = DEFAULT_RATE_LIMITS.loginFailures;
/** A 15-minute boundary, where a fixed window would start counting again. */
const BOUNDARY = Date.parse('2026-11-23T12:00:00Z');
const SECOND = 1000;

/** What one attempt at `at` from `address` gets: 'ok', 'invalid_credentials' or 'rate_limited' with its Retry-After. */
async function attempt(email: string, password: string, address: string, at: number) {
  try {
    await logInUser({ db, input: { email, password }, address, limits, now: new Date(at) });
    return { outcome: 'ok' };
  } catch (error) {
    const { code, headers } = error as { code: string; headers: Record<string, string> };
    return code === 'rate_limited'
      ? { outcome: code, retryAfter: Number(headers['retry-after']) }
      : { outcome: code };
  }
}

describe('sign-in failure limits', () => {
  it('keeps one address out for 15 minutes after its 5th failure, across a window boundary', async () => {
    const { user, password } = await createUser(db);
    for (const secondsBefore of [50, 40, 30, 20, 10]) {
      expect(await attempt(user.email, 'wrong', '198.51.100.1', BOUNDARY - secondsBefore * SECOND)).toEqual({
        outcome: 'invalid_credentials',
      });
    }
    expect(await attempt(user.email, password, '198.51.100.1', BOUNDARY + SECOND)).toEqual({
      outcome: 'rate_limited',
      retryAfter: 15 * 60 - 51,
    });
    expect((await attempt(user.email, password, '198.51.100.1', BOUNDARY + 14 * 60 * SECOND)).outcome).toBe(
      'rate_limited',
    );
    // The first failure has left the window: one more try from there.
    const later = BOUNDARY - 50 * SECOND + 15 * 60 * SECOND + SECOND;
    expect((await attempt(user.email, password, '198.51.100.1', later)).outcome).toBe('ok');
  });

  it('lets no burst through at a window boundary from addresses that already failed', async () => {
    const { user } = await createUser(db);
    const addresses = Array.from({ length: 10 }, (_, i) => `198.51.100.${i + 1}`);
    for (const [i, address] of addresses.entries()) {
      const at = BOUNDARY - (20 - i) * SECOND;
      expect((await attempt(user.email, 'wrong', address, at)).outcome).toBe('invalid_credentials');
    }
    const outcomes = [];
    for (const address of addresses) {
      outcomes.push((await attempt(user.email, 'wrong', address, BOUNDARY + SECOND)).outcome);
    }
    expect(outcomes).toEqual(addresses.map(() => 'rate_limited'));
  });

  it('makes each failure beyond 5 wait twice as long as the last, up to 5 minutes', async () => {
    const { user, password } = await createUser(db);
    let at = BOUNDARY;
    for (let i = 1; i <= 5; i += 1) {
      expect((await attempt(user.email, 'wrong', `198.51.100.${i}`, at)).outcome).toBe('invalid_credentials');
    }
    const waits = [];
    for (let i = 0; i < 10; i += 1) {
      // Addresses that already failed on this email, each kept under its own limit of 5.
      const address = `198.51.100.${(i % 5) + 1}`;
      const refused = await attempt(user.email, 'wrong', address, at);
      expect(refused.outcome).toBe('rate_limited');
      const wait = refused.retryAfter ?? 0;
      waits.push(wait);
      // One millisecond early is still too early; on time, the guess is checked (and fails).
      at += wait * SECOND;
      expect((await attempt(user.email, 'wrong', address, at - 1)).outcome).toBe('rate_limited');
      expect((await attempt(user.email, 'wrong', address, at)).outcome).toBe('invalid_credentials');
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300]);
    // All along, the owner from an address with no failures on this email gets in.
    expect((await attempt(user.email, password, '192.0.2.44', at)).outcome).toBe('ok');
  });

  it('counts an IPv6 client by its /64 network, where it can pick any address', async () => {
    const { user, password } = await createUser(db);
    for (const host of ['a', 'b', 'c', 'd', 'e']) {
      expect((await attempt(user.email, 'wrong', `2001:db8:1:2::${host}`, BOUNDARY)).outcome).toBe(
        'invalid_credentials',
      );
    }
    expect((await attempt(user.email, password, '2001:db8:1:2:ffff::1', BOUNDARY)).outcome).toBe(
      'rate_limited',
    );
    expect((await attempt(user.email, password, '2001:db8:1:3::1', BOUNDARY)).outcome).toBe('ok');
  });
});
