import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createAdmin, createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { Database } from '../../db/connection';
import { expectRefusal } from '../../http/test-support';
import { findUserByEmail, verifyPassword } from '../auth';
import { ensureAdminAccount } from './ensure-admin-account';

let app: FastifyInstance;
let db: Database;

beforeEach(async () => {
  ({ app, db } = await createTestApp());
});
afterEach(async () => {
  await app.close();
});

const adminLogin = (payload: object) => app.inject({ method: 'POST', url: '/api/admin/login', payload });
const adminTest = (token: string) =>
  app.inject({ method: 'GET', url: '/api/admin/test', headers: bearer(token) });

describe('POST /api/admin/login', () => {
  it('signs in an administrator and returns the admin summary', async () => {
    const { user, password } = await createAdmin(app, db);
    const response = await adminLogin({ email: user.email.toUpperCase(), password });
    expect(response.statusCode).toBe(200);
    expect(response.json().admin).toEqual({
      id: user.id,
      email: user.email,
      first_name: 'Pinloom',
      last_name: 'Admin',
    });
    expect((await adminTest(response.json().token)).json()).toEqual({ success: true });
  });

  it('refuses ordinary users with the usual message', async () => {
    const { user, password } = await createUser(db);
    const response = await adminLogin({ email: user.email, password });
    expectRefusal(response, 401, { error: 'Invalid email or password', code: 'invalid_credentials' });
  });

  it('refuses a wrong admin password', async () => {
    const { user } = await createAdmin(app, db);
    expect((await adminLogin({ email: user.email, password: 'wrong-password' })).statusCode).toBe(401);
  });
});

describe('admin and user tokens do not mix', () => {
  it('a user token does not open admin routes', async () => {
    const { token } = await createUser(db);
    const response = await adminTest(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthorized');
  });

  it('an admin token does not open user routes', async () => {
    const { token } = await createAdmin(app, db);
    const response = await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
  });

  it('GET /api/admin/test needs a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/test' });
    expectRefusal(response, 401, { error: 'Authentication required', code: 'unauthorized' });
  });
});

describe('ensureAdminAccount (ADMIN_EMAIL / ADMIN_PASSWORD at start)', () => {
  it('creates the administrator, then updates its password on the next start', async () => {
    const first = await ensureAdminAccount({
      db,
      email: 'ops@example.com',
      password: 'first-password',
      now: new Date(),
    });
    expect(first.created).toBe(true);
    const second = await ensureAdminAccount({
      db,
      email: 'OPS@example.com',
      password: 'second-password',
      now: new Date(),
    });
    expect(second).toMatchObject({ created: false, user: { id: first.user.id, role: 'admin' } });
    const stored = await findUserByEmail({ db, email: 'ops@example.com' });
    expect(await verifyPassword(stored?.passwordHash ?? '', 'second-password')).toBe(true);
    expect(await verifyPassword(stored?.passwordHash ?? '', 'first-password')).toBe(false);
  });

  it('ends every session of the account when the password changes, and none when it does not', async () => {
    const { user, token } = await createAdmin(app, db);
    const appLogin = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'correct-horse-battery' },
    });
    const appToken = appLogin.json().token as string;
    const profile = (as: string) =>
      app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(as) });
    // A restart with the same ADMIN_PASSWORD keeps everyone signed in.
    await ensureAdminAccount({ db, email: user.email, password: 'correct-horse-battery', now: new Date() });
    expect((await adminTest(token)).statusCode).toBe(200);
    expect((await profile(appToken)).statusCode).toBe(200);
    // A new ADMIN_PASSWORD ends the old admin and app sessions.
    await ensureAdminAccount({ db, email: user.email, password: 'a-brand-new-password', now: new Date() });
    expect((await adminTest(token)).statusCode).toBe(401);
    expect((await profile(appToken)).statusCode).toBe(401);
    const fresh = await adminLogin({ email: user.email, password: 'a-brand-new-password' });
    expect((await adminTest(fresh.json().token)).statusCode).toBe(200);
  });

  it('promotes an existing user account to administrator', async () => {
    const { user } = await createUser(db, { email: 'owner@example.com' });
    const result = await ensureAdminAccount({
      db,
      email: 'owner@example.com',
      password: 'owner-password',
      now: new Date(),
    });
    expect(result).toMatchObject({ created: false, user: { id: user.id, role: 'admin' } });
  });
});
