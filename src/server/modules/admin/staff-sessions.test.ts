// Staff sessions (ADR 0026): the console signs out on the server, staff can end every session of
// their account, and an admin session ends after 12 hours unused or 24 hours after sign-in,
// whichever comes first. Sessions keep real time (not the schedule's test clock), so the tests
// that move time freeze Date itself.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bearer, createAdmin, createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { Database } from '../../db/connection';
import { sessions } from '../../db/schema';
import { hashToken } from '../auth';

let app: FastifyInstance;
let db: Database;

beforeEach(async () => {
  ({ app, db } = await createTestApp());
});
afterEach(async () => {
  vi.useRealTimers();
  await app.close();
});

const HOUR_MS = 60 * 60 * 1000;
const PASSWORD = 'correct-horse-battery';
const EXPIRED = { error: 'Your session has expired. Please sign in again.', code: 'unauthorized' };

const adminTest = (token: string) =>
  app.inject({ method: 'GET', url: '/api/admin/test', headers: bearer(token) });
const adminPost = (url: string, token?: string) =>
  app.inject({ method: 'POST', url, headers: token ? bearer(token) : {} });
/** Signs in at `url` (the console's or the app's) and answers the new session's token. */
async function logIn(url: string, email: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url, payload: { email, password: PASSWORD } });
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
}
const adminLogin = (email: string) => logIn('/api/admin/login', email);
const appLogin = (email: string) => logIn('/api/auth/login', email);
async function sessionRow(token: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  if (!row) throw new Error('no session');
  return row;
}

describe('POST /api/admin/logout', () => {
  it('ends this admin session on the server; the account’s other sessions stay', async () => {
    const { user, token } = await createAdmin(app, db);
    const otherDevice = await adminLogin(user.email);

    const response = await adminPost('/api/admin/logout', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await adminTest(token)).json()).toEqual(EXPIRED);
    expect((await sessionRow(token)).revokedAt).not.toBeNull();
    expect((await adminTest(otherDevice)).statusCode).toBe(200);
    // Signing out again with the dead token is refused like any dead session.
    expect((await adminPost('/api/admin/logout', token)).statusCode).toBe(401);
  });

  it('refuses no token and a user token', async () => {
    const { token } = await createUser(db);
    for (const as of [undefined, token]) {
      const response = await adminPost('/api/admin/logout', as);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('unauthorized');
    }
    // The user's session is not ended by knocking on the admin door.
    const profile = await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });
    expect(profile.statusCode).toBe(200);
  });
});

describe('POST /api/admin/logout-everywhere', () => {
  it('ends every session of the staff account: the console on every device and the app', async () => {
    const { user, token } = await createAdmin(app, db);
    const otherDevice = await adminLogin(user.email);
    const appSession = await appLogin(user.email);
    const someoneElse = await createAdmin(app, db);

    const response = await adminPost('/api/admin/logout-everywhere', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await adminTest(token)).statusCode).toBe(401);
    expect((await adminTest(otherDevice)).statusCode).toBe(401);
    const profile = await app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(appSession),
    });
    expect(profile.statusCode).toBe(401);
    // Another staff member is not signed out.
    expect((await adminTest(someoneElse.token)).statusCode).toBe(200);
  });

  it('refuses a user token', async () => {
    const { token } = await createUser(db);
    expect((await adminPost('/api/admin/logout-everywhere', token)).statusCode).toBe(401);
  });
});

describe('how long a staff session lives', () => {
  const T0 = new Date('2031-03-10T08:00:00.000Z');
  const at = (hours: number) => vi.setSystemTime(new Date(T0.getTime() + hours * HOUR_MS));

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
  });

  it('opens for 12 hours at sign-in; a user session still gets its 30 days', async () => {
    const { user, token } = await createAdmin(app, db);
    expect((await sessionRow(token)).expiresAt).toEqual(new Date(T0.getTime() + 12 * HOUR_MS));
    const appSession = await appLogin(user.email);
    expect((await sessionRow(appSession)).expiresAt).toEqual(new Date(T0.getTime() + 30 * 24 * HOUR_MS));
  });

  it('ends after 12 hours without a request', async () => {
    const used = await createAdmin(app, db);
    const unused = await createAdmin(app, db);
    at(6);
    expect((await adminTest(used.token)).statusCode).toBe(200);
    expect((await sessionRow(used.token)).expiresAt).toEqual(new Date(T0.getTime() + 18 * HOUR_MS));
    at(12);
    expect((await adminTest(unused.token)).json()).toEqual(EXPIRED);
    // Twelve hours after its last request.
    at(18);
    expect((await adminTest(used.token)).json()).toEqual(EXPIRED);
  });

  it('slides while in use, but never past 24 hours after sign-in', async () => {
    const { token } = await createAdmin(app, db);
    for (const hours of [6, 12, 18, 23.5]) {
      at(hours);
      expect((await adminTest(token)).statusCode, `at ${hours} h`).toBe(200);
    }
    expect((await sessionRow(token)).expiresAt).toEqual(new Date(T0.getTime() + 24 * HOUR_MS));
    at(24 - 1 / 3600);
    expect((await adminTest(token)).statusCode).toBe(200);
    at(24);
    expect((await adminTest(token)).json()).toEqual(EXPIRED);
  });

  it('holds an admin session opened under the old 30 days to the same rule', async () => {
    const { token } = await createAdmin(app, db);
    await db
      .update(sessions)
      .set({
        createdAt: new Date(T0.getTime() - 25 * HOUR_MS),
        expiresAt: new Date(T0.getTime() + 29 * 24 * HOUR_MS),
      })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await adminTest(token)).json()).toEqual(EXPIRED);
  });

  it('does not slide a user session', async () => {
    const { token } = await createUser(db);
    const before = (await sessionRow(token)).expiresAt;
    at(20 * 24);
    const profile = await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });
    expect(profile.statusCode).toBe(200);
    expect((await sessionRow(token)).expiresAt).toEqual(before);
  });
});
