// Forgot and reset password through the real routes, on a clock the test moves.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import { FORGOT_PASSWORD_MESSAGE, RESET_LINK_MINUTES, RESET_TOKEN_ERRORS } from '../../../shared/api/account';
import type { Database } from '../../db/connection';
import { sessions, users } from '../../db/schema';
import { mailOutbox, passwordResetTokens } from '../../db/schema-account';
import { DEFAULT_RATE_LIMITS } from '../../http/rate-limit';
import { expectRefusal } from '../../http/test-support';
import { hashToken } from '../auth';
import { queuedMails } from '../mail/test-support';

let app: FastifyInstance;
let db: Database;
let now: Date;

const START = new Date('2026-11-24T09:00:00Z');
const MINUTE = 60_000;

beforeEach(async () => {
  now = START;
  ({ app, db } = await createTestApp({ clock: { now: () => now, random: () => 0.5 } }));
});
afterEach(async () => {
  await app.close();
});

/** Each request from its own address unless a test says otherwise, so the address limit stays out of the way. */
let addressSequence = 0;
const nextAddress = () => `203.0.113.${(addressSequence++ % 250) + 1}`;

const forgot = (email: string, address = nextAddress()) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: address,
  });
const check = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/reset-password/check', payload: { token } });
const reset = (token: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
const profile = (token: string) =>
  app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** The reset link's token from the newest password_reset email queued for `to`. */
async function tokenFromOutbox(to: string): Promise<string> {
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  const mail = rows.filter((row) => row.kind === 'password_reset').at(-1);
  if (!mail) throw new Error(`no password_reset email for ${to}`);
  const url = new URL((mail.data as { resetUrl: string }).resetUrl);
  expect(url.pathname).toBe('/reset-password');
  return url.searchParams.get('token') ?? '';
}

async function askForLink(email: string): Promise<string> {
  expect((await forgot(email)).statusCode).toBe(200);
  return tokenFromOutbox(email);
}

describe('POST /api/auth/forgot-password', () => {
  it('queues a single-use link valid one hour and stores only its hash', async () => {
    const { user } = await createUser(db, { firstName: 'Lena', email: 'lena@example.com' });
    const response = await forgot(' Lena@Example.COM ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });

    const [mail, ...others] = await db.select().from(mailOutbox);
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({ kind: 'password_reset', toAddress: 'lena@example.com', userId: user.id });
    const data = mail?.data as { firstName: string; resetUrl: string; expiresInMinutes: number };
    expect(data.firstName).toBe('Lena');
    expect(data.expiresInMinutes).toBe(RESET_LINK_MINUTES);
    const token = new URL(data.resetUrl).searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await db.select().from(passwordResetTokens);
    expect(row?.userId).toBe(user.id);
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(row?.expiresAt.getTime()).toBe(START.getTime() + RESET_LINK_MINUTES * MINUTE);
    expect(JSON.stringify(await db.select().from(passwordResetTokens))).not.toContain(token);
  });

  it('answers an unknown address exactly like a known one, and queues nothing', async () => {
    await createUser(db, { email: 'known@example.com' });
    const known = await forgot('known@example.com');
    const unknown = await forgot('nobody@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    const outbox = await db.select().from(mailOutbox);
    expect(outbox.map((row) => row.toAddress)).toEqual(['known@example.com']);
    expect(await db.select().from(passwordResetTokens)).toHaveLength(1);
  });

  it('sends nothing to a suspended or deleted account, with the same answer', async () => {
    const { user: suspended } = await createUser(db, { email: 'suspended@example.com' });
    const { user: deleted } = await createUser(db, { email: 'deleted@example.com' });
    await db.update(users).set({ suspendedAt: now }).where(eq(users.id, suspended.id));
    await db.update(users).set({ deletedAt: now }).where(eq(users.id, deleted.id));
    for (const email of ['suspended@example.com', 'deleted@example.com']) {
      const response = await forgot(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    }
    expect(await db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('reaches the live account when a deleted one had the same address', async () => {
    const { user: old } = await createUser(db, { email: 'reuse@example.com' });
    await db.update(users).set({ deletedAt: now }).where(eq(users.id, old.id));
    const { user: current } = await createUser(db, { email: 'reuse@example.com' });
    await forgot('reuse@example.com');
    const [row] = await db.select().from(passwordResetTokens);
    expect(row?.userId).toBe(current.id);
  });

  it('limits the requests for one email, from any address, known or not', async () => {
    await createUser(db, { email: 'flood@example.com' });
    const { max } = DEFAULT_RATE_LIMITS.forgotPasswordPerEmail;
    for (const email of ['flood@example.com', 'ghost@example.com']) {
      for (let i = 0; i < max; i += 1) expect((await forgot(email)).statusCode).toBe(200);
      const refused = await forgot(email.toUpperCase());
      expectRefusal(refused, 429, {
        error: 'Too many attempts. Please try again in 60 minutes.',
        code: 'rate_limited',
      });
      expect(refused.headers['retry-after']).toBe('3600');
    }
    expect(await db.select().from(mailOutbox)).toHaveLength(max);
  });

  it('limits the requests from one address, whatever the email', async () => {
    const { max } = DEFAULT_RATE_LIMITS.forgotPasswordPerAddress;
    for (let i = 0; i < max; i += 1) {
      expect((await forgot(`someone.${i}@example.com`, '198.51.100.7')).statusCode).toBe(200);
    }
    const refused = await forgot('one.more@example.com', '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect((await forgot('one.more@example.com', '198.51.100.8')).statusCode).toBe(200);
  });

  it('refuses a malformed email with the form message', async () => {
    const response = await forgot('not-an-email');
    expectRefusal(response, 400, {
      error: 'Please enter a valid email address',
      code: 'validation_error',
    });
  });
});

describe('reset links', () => {
  it('checks a good link: valid, with the address masked', async () => {
    await createUser(db, { email: 'anna.berg@example.com' });
    const token = await askForLink('anna.berg@example.com');
    const response = await check(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true, email: 'an•••@example.com' });
  });

  it('sets the new password, ends every session, kills the other links and signs in fresh', async () => {
    const { user, token: oldSession, password } = await createUser(db, { email: 'reset@example.com' });
    const second = (await login('reset@example.com', password)).json().token;
    const earlier = await askForLink('reset@example.com');
    const token = await askForLink('reset@example.com');

    const response = await reset(token, 'a-brand-new-secret');
    expect(response.statusCode).toBe(200);
    const fresh = response.json();
    expect(fresh.user).toMatchObject({ id: user.id, email: 'reset@example.com' });
    expect((await profile(fresh.token)).statusCode).toBe(200);
    for (const old of [oldSession, second]) expect((await profile(old)).statusCode).toBe(401);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(3);

    expect((await login('reset@example.com', password)).statusCode).toBe(401);
    expect((await login('reset@example.com', 'a-brand-new-secret')).statusCode).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

    expect((await check(token)).json()).toEqual({
      error: RESET_TOKEN_ERRORS.reset_link_used,
      code: 'reset_link_used',
    });
    expect((await check(earlier)).json().code).toBe('reset_link_invalid');

    const changed = await queuedMails(db, 'password_changed');
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ toAddress: 'reset@example.com', userId: user.id });
    expect(changed[0]?.data).toEqual({
      firstName: 'Maya',
      changedAt: START.toISOString(),
      resetUrl: 'http://localhost:3000/forgot-password',
    });
  });

  it('refuses a used link the second time, and nothing changes', async () => {
    await createUser(db, { email: 'twice@example.com' });
    const token = await askForLink('twice@example.com');
    expect((await reset(token, 'first-new-secret')).statusCode).toBe(200);
    const again = await reset(token, 'second-new-secret');
    expectRefusal(again, 400, { error: RESET_TOKEN_ERRORS.reset_link_used, code: 'reset_link_used' });
    expect((await login('twice@example.com', 'first-new-secret')).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous uses of a link win', async () => {
    await createUser(db, { email: 'race@example.com' });
    const token = await askForLink('race@example.com');
    const [a, b] = await Promise.all([reset(token, 'race-secret-one'), reset(token, 'race-secret-two')]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 400]);
  });

  it('works until the hour is up, then says the link expired', async () => {
    const { password } = await createUser(db, { email: 'late@example.com' });
    const token = await askForLink('late@example.com');
    now = new Date(START.getTime() + RESET_LINK_MINUTES * MINUTE - 1000);
    expect((await check(token)).statusCode).toBe(200);
    now = new Date(START.getTime() + RESET_LINK_MINUTES * MINUTE);
    for (const response of [await check(token), await reset(token, 'too-late-secret')]) {
      expectRefusal(response, 400, {
        error: RESET_TOKEN_ERRORS.reset_link_expired,
        code: 'reset_link_expired',
      });
    }
    expect((await login('late@example.com', password)).statusCode).toBe(200);
  });

  it.each([
    ['unknown', 'A'.repeat(43)],
    ['short', 'abc'],
    ['not base64url', `${'A'.repeat(42)}!`],
  ])('says an %s token is not valid', async (_label, token) => {
    for (const response of [await check(token), await reset(token, 'whatever-secret')]) {
      expectRefusal(response, 400, {
        error: RESET_TOKEN_ERRORS.reset_link_invalid,
        code: 'reset_link_invalid',
      });
    }
  });

  it('says a tampered token is not valid', async () => {
    const { password } = await createUser(db, { email: 'tamper@example.com' });
    const token = await askForLink('tamper@example.com');
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await reset(tampered, 'attacker-secret')).json().code).toBe('reset_link_invalid');
    expect((await login('tamper@example.com', password)).statusCode).toBe(200);
    expect((await check(token)).statusCode).toBe(200);
  });

  it('refuses a link of an account suspended or deleted since it was sent, as not valid', async () => {
    const { user: suspended, password } = await createUser(db, { email: 'later-suspended@example.com' });
    const { user: deleted } = await createUser(db, { email: 'later-deleted@example.com' });
    const suspendedToken = await askForLink('later-suspended@example.com');
    const deletedToken = await askForLink('later-deleted@example.com');
    await db.update(users).set({ suspendedAt: now }).where(eq(users.id, suspended.id));
    await db.update(users).set({ deletedAt: now }).where(eq(users.id, deleted.id));
    for (const token of [suspendedToken, deletedToken]) {
      for (const response of [await check(token), await reset(token, 'sneaky-new-secret')]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('reset_link_invalid');
      }
    }
    // Lifting the suspension shows the password was never changed.
    await db.update(users).set({ suspendedAt: null }).where(eq(users.id, suspended.id));
    expect((await login('later-suspended@example.com', password)).statusCode).toBe(200);
  });

  it('holds a new password to the signup rules, and the link stays usable', async () => {
    await createUser(db, { email: 'rules@example.com' });
    const token = await askForLink('rules@example.com');
    for (const [password, error] of [
      ['short', 'Password must be at least 8 characters long'],
      ['        ', 'Password cannot be only spaces'],
    ] as const) {
      const response = await reset(token, password);
      expectRefusal(response, 400, { error, code: 'validation_error' });
    }
    expect((await check(token)).statusCode).toBe(200);
  });
});
