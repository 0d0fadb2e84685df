// Settings → Profile and security: password and email changes, and names that
// cannot carry an email header.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser, registerInput } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import { EMAIL_IN_USE_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from '../../../shared/api/account';
import type { Database } from '../../db/connection';
import { users } from '../../db/schema';
import { mailOutbox, passwordResetTokens } from '../../db/schema-account';
import { DEFAULT_RATE_LIMITS } from '../../http/rate-limit';
import { expectRefusal } from '../../http/test-support';
import { queuedMails } from '../mail/test-support';

let app: FastifyInstance;
let db: Database;
const NOW = new Date('2026-11-24T10:00:00Z');

beforeEach(async () => {
  ({ app, db } = await createTestApp({ clock: { now: () => NOW, random: () => 0.5 } }));
});
afterEach(async () => {
  await app.close();
});

const put = (url: string, token: string, payload: object) =>
  app.inject({ method: 'PUT', url, headers: bearer(token), payload });
const changePassword = (token: string, payload: object) => put('/api/user/password', token, payload);
const changeEmail = (token: string, payload: object) => put('/api/user/email', token, payload);
const profile = (token: string) =>
  app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('PUT /api/user/password', () => {
  it('changes the password, keeps this session, ends the others and tells the owner', async () => {
    const { user, token, password } = await createUser(db, { firstName: 'Iris', email: 'iris@example.com' });
    const other = (await login('iris@example.com', password)).json().token;
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'iris@example.com' },
    });

    const response = await changePassword(token, {
      current_password: password,
      new_password: 'a-new-secret-1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await profile(token)).statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(401);
    expect((await login('iris@example.com', password)).statusCode).toBe(401);
    expect((await login('iris@example.com', 'a-new-secret-1')).statusCode).toBe(200);
    // A reset link sent before the change would undo it: it dies.
    expect(await db.select().from(passwordResetTokens)).toHaveLength(0);

    const mails = await queuedMails(db, 'password_changed');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: 'iris@example.com', userId: user.id });
    expect(mails[0]?.data).toEqual({
      firstName: 'Iris',
      changedAt: NOW.toISOString(),
      resetUrl: 'http://localhost:3000/forgot-password',
    });
  });

  it('refuses a wrong current password with its own code, and nothing changes', async () => {
    const { token, password, user } = await createUser(db);
    const response = await changePassword(token, {
      current_password: 'not-it',
      new_password: 'a-new-secret-1',
    });
    expectRefusal(response, 400, {
      error: WRONG_CURRENT_PASSWORD_MESSAGE,
      code: 'wrong_current_password',
    });
    expect((await profile(token)).statusCode).toBe(200);
    expect((await login(user.email, password)).statusCode).toBe(200);
    expect(await db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('holds the new password to the signup rules', async () => {
    const { token, password } = await createUser(db);
    for (const [newPassword, error] of [
      ['short', 'Password must be at least 8 characters long'],
      ['         ', 'Password cannot be only spaces'],
    ] as const) {
      const response = await changePassword(token, { current_password: password, new_password: newPassword });
      expectRefusal(response, 400, { error, code: 'validation_error' });
    }
  });

  it('stops guessing the current password after 10 wrong tries', async () => {
    const { token, password } = await createUser(db);
    const { max } = DEFAULT_RATE_LIMITS.currentPasswordFailuresPerUser;
    for (let i = 0; i < max; i += 1) {
      const wrong = await changePassword(token, {
        current_password: `guess-${i}`,
        new_password: 'a-new-secret-1',
      });
      expect(wrong.json().code).toBe('wrong_current_password');
    }
    const refused = await changePassword(token, {
      current_password: password,
      new_password: 'a-new-secret-1',
    });
    expectRefusal(refused, 429, {
      error: 'Too many wrong passwords. Please try again in 15 minutes.',
      code: 'rate_limited',
    });
    expect(
      (await changeEmail(token, { email: 'x@example.com', current_password: password })).statusCode,
    ).toBe(429);
  });

  it('needs a session', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/user/password',
      payload: { current_password: 'a', new_password: 'b' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/user/email', () => {
  it('changes the email, tells the old address, and sign-in uses the new one', async () => {
    const { user, token, password } = await createUser(db, { firstName: 'Omar', email: 'omar@example.com' });
    const response = await changeEmail(token, {
      email: ' Omar.New@Example.com ',
      current_password: password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.id, email: 'Omar.New@Example.com' });
    expect((await login('omar.new@example.com', password)).statusCode).toBe(200);
    expect((await login('omar@example.com', password)).statusCode).toBe(401);

    const [mail, ...others] = await db.select().from(mailOutbox);
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({ kind: 'email_changed', toAddress: 'omar@example.com', userId: user.id });
    expect(mail?.data).toEqual({
      firstName: 'Omar',
      newEmail: 'Omar.New@Example.com',
      changedAt: NOW.toISOString(),
      contactUrl: 'http://localhost:3000/contact',
    });
  });

  it('refuses an address another account uses, whatever its case, and nothing changes', async () => {
    await createUser(db, { email: 'taken@example.com' });
    const { token, password, user } = await createUser(db, { email: 'mine@example.com' });
    const response = await changeEmail(token, { email: 'TAKEN@example.com', current_password: password });
    expectRefusal(response, 409, { error: EMAIL_IN_USE_MESSAGE, code: 'email_taken' });
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe('mine@example.com');
    expect(await db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('may take the address of a deleted account', async () => {
    const { user: gone } = await createUser(db, { email: 'freed@example.com' });
    await db.update(users).set({ deletedAt: NOW }).where(eq(users.id, gone.id));
    const { token, password } = await createUser(db);
    const response = await changeEmail(token, { email: 'freed@example.com', current_password: password });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong current password', async () => {
    const { token } = await createUser(db, { email: 'stay@example.com' });
    const response = await changeEmail(token, { email: 'new@example.com', current_password: 'wrong-one' });
    expectRefusal(response, 400, {
      error: WRONG_CURRENT_PASSWORD_MESSAGE,
      code: 'wrong_current_password',
    });
    expect((await profile(token)).json().user.email).toBe('stay@example.com');
  });

  it('sends nothing when only the case changes', async () => {
    const { token, password } = await createUser(db, { email: 'case@example.com' });
    const response = await changeEmail(token, { email: 'Case@Example.com', current_password: password });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe('Case@Example.com');
    expect(await db.select().from(mailOutbox)).toHaveLength(0);
  });

  it.each([
    ['not-an-email', 'Please enter a valid email address'],
    ['victim@example.com\r\nBcc: all@example.com', 'Please enter a valid email address'],
  ])('refuses %j', async (email, error) => {
    const { token, password } = await createUser(db);
    const response = await changeEmail(token, { email, current_password: password });
    expectRefusal(response, 400, { error, code: 'validation_error' });
  });
});

describe('names cannot carry email headers', () => {
  it.each(['Eve\r\nBcc: everyone@example.com', 'Eve\nX', 'Eve\rX', 'Eve\u0007'])(
    'refuses %j in a name, in the profile and at sign-up',
    async (name) => {
      const { token } = await createUser(db, { firstName: 'Eve' });
      const response = await put('/api/user/profile', token, { first_name: name });
      expectRefusal(response, 400, {
        error: 'First name cannot contain line breaks or control characters',
        code: 'validation_error',
      });
      const signup = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: registerInput({ lastName: name }),
      });
      expect(signup.statusCode).toBe(400);
      expect(signup.json().error).toBe('Last name cannot contain line breaks or control characters');
      expect((await profile(token)).json().user.first_name).toBe('Eve');
    },
  );
});
