// Sign-in, sign-out and the life of a session token.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createAdmin, createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { Database } from '../../db/connection';
import { sessions, users } from '../../db/schema';
import { expectRefusal } from '../../http/test-support';
import { hashToken } from './sessions';

let app: FastifyInstance;
let db: Database;

beforeEach(async () => {
  ({ app, db } = await createTestApp());
});
afterEach(async () => {
  await app.close();
});

const login = (payload: object) => app.inject({ method: 'POST', url: '/api/auth/login', payload });
const profile = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/user/profile', headers });
const EXPIRED = { error: 'Your session has expired. Please sign in again.', code: 'unauthorized' };

describe('POST /api/auth/login', () => {
  it('signs in with the right password, whatever the email case, and returns a working token', async () => {
    const { user, password } = await createUser(db, { email: 'Noor@Example.com' });
    const response = await login({ email: ' noor@example.COM', password });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.id, email: 'Noor@Example.com' });
    expect((await profile(bearer(response.json().token))).statusCode).toBe(200);
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    await createUser(db, { email: 'lee@example.com' });
    const wrong = await login({ email: 'lee@example.com', password: 'not-the-password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'not-the-password' });
    for (const response of [wrong, unknown]) {
      expectRefusal(response, 401, { error: 'Invalid email or password', code: 'invalid_credentials' });
    }
  });

  it('lets an administrator use the app login, with a user session', async () => {
    const { user, password } = await createAdmin(app, db);
    const response = await login({ email: user.email, password });
    expect(response.statusCode).toBe(200);
    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(response.json().token)));
    expect(row?.kind).toBe('user');
  });
});

describe('session tokens', () => {
  it('answers 401 "Authentication required" without a token', async () => {
    const response = await profile();
    expectRefusal(response, 401, { error: 'Authentication required', code: 'unauthorized' });
  });

  it.each([
    ['garbage', 'Bearer not-a-token'],
    ['unknown', `Bearer ${'A'.repeat(43)}`],
    ['wrong scheme', 'Basic dXNlcjpwYXNz'],
    ['empty bearer', 'Bearer '],
  ])('answers 401 to a %s token', async (_label, authorization) => {
    const response = await profile({ authorization });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(EXPIRED);
  });

  it('answers 401 once the session has expired', async () => {
    const { token } = await createUser(db);
    expect((await profile(bearer(token))).statusCode).toBe(200);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const response = await profile(bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(EXPIRED);
  });

  it('lasts 30 days and stores only the token hash', async () => {
    const { token } = await createUser(db);
    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    const days = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(days).toBe(30);
    const all = await db.select().from(sessions);
    expect(JSON.stringify(all)).not.toContain(token);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session: the token then answers 401, other sessions live on', async () => {
    const { token, user, password } = await createUser(db);
    const other = (await login({ email: user.email, password })).json().token;
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await profile(bearer(token))).json()).toEqual(EXPIRED);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode,
    ).toBe(401);
    expect((await profile(bearer(other))).statusCode).toBe(200);
  });

  it('accepts the JSON content type with an empty body', async () => {
    const { token } = await createUser(db);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout-everywhere', () => {
  const everywhere = (token?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/logout-everywhere',
      headers: token ? bearer(token) : {},
    });

  it("ends every session of the account, this one included, and no one else's", async () => {
    const { token, user, password } = await createUser(db);
    const phone = (await login({ email: user.email, password })).json().token;
    const someoneElse = await createUser(db);
    const response = await everywhere(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await profile(bearer(token))).json()).toEqual(EXPIRED);
    expect((await profile(bearer(phone))).json()).toEqual(EXPIRED);
    expect((await profile(bearer(someoneElse.token))).statusCode).toBe(200);
    // Signing in again works as before.
    const again = (await login({ email: user.email, password })).json().token;
    expect((await profile(bearer(again))).statusCode).toBe(200);
  });

  it('needs a live user token', async () => {
    expect((await everywhere()).statusCode).toBe(401);
    const { token } = await createUser(db);
    await everywhere(token);
    expect((await everywhere(token)).statusCode).toBe(401);
  });
});

describe('a suspended account', () => {
  const SUSPENDED = {
    error: 'Your account has been suspended. Contact support@pinloom.app if you think this is a mistake.',
    code: 'account_suspended',
  };
  const suspend = (userId: string) =>
    db.update(users).set({ suspendedAt: new Date(), suspendedReason: 'Spam' }).where(eq(users.id, userId));

  it('is refused at sign-in with the message, only after the right password', async () => {
    const { user, password } = await createUser(db, { email: 'held@example.com' });
    await suspend(user.id);
    const refused = await login({ email: 'HELD@example.com', password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(SUSPENDED);
    // A wrong password gets the answer anyone gets: suspension is not revealed without the password.
    const wrong = await login({ email: 'held@example.com', password: 'not-the-password' });
    expectRefusal(wrong, 401, { error: 'Invalid email or password', code: 'invalid_credentials' });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastLoginAt).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it('has its tokens answered 401 account_suspended, revoked or not, and live again only by signing in', async () => {
    const { user, token, password } = await createUser(db);
    await suspend(user.id);
    // Not revoked (a sign-in that raced the suspension): refused all the same.
    expect((await profile(bearer(token))).statusCode).toBe(401);
    expect((await profile(bearer(token))).json()).toEqual(SUSPENDED);
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id));
    expect((await profile(bearer(token))).json()).toEqual(SUSPENDED);
    // An expired one just says so.
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await profile(bearer(token))).json()).toEqual(EXPIRED);

    await db.update(users).set({ suspendedAt: null, suspendedReason: null }).where(eq(users.id, user.id));
    expect((await profile(bearer(token))).json()).toEqual(EXPIRED);
    const again = await login({ email: user.email, password });
    expect(again.statusCode).toBe(200);
    expect((await profile(bearer(again.json().token))).statusCode).toBe(200);
  });

  it('does not tell another token anything', async () => {
    const { user } = await createUser(db);
    await suspend(user.id);
    expect((await profile(bearer('A'.repeat(43)))).json()).toEqual(EXPIRED);
  });
});

describe('the last sign-in', () => {
  it('is set by a successful sign-in and left alone by a failed one', async () => {
    const { user, password } = await createUser(db);
    const read = async () => (await db.select().from(users).where(eq(users.id, user.id)))[0]?.lastLoginAt;
    expect(await read()).toBeNull();
    await login({ email: user.email, password: 'not-the-password' });
    expect(await read()).toBeNull();
    const before = Date.now();
    expect((await login({ email: user.email, password })).statusCode).toBe(200);
    const at = await read();
    expect(at).toBeInstanceOf(Date);
    expect(at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(at?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });
});
