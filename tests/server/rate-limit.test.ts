// Sign-in, sign-up and Pinterest-connect limits (counted in Postgres, so they hold across API processes).
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/connection';
import { pinterestOauthStates } from '../../src/server/db/schema';
import { DEFAULT_RATE_LIMITS } from '../../src/server/http/rate-limit';
import { bearer, createAdmin, createUser, registerInput } from '../factories/users';
import { createTestApp } from '../setup/test-app';

let app: FastifyInstance;
let db: Database;

afterEach(async () => {
  await app?.close();
});

const login = (payload: object, remoteAddress = '203.0.113.7') =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });
const register = (payload: object, remoteAddress = '203.0.113.7') =>
  app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress });

function expectLimited(response: Awaited<ReturnType<typeof login>>, minutes: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    error: expect.stringMatching(/^Too many attempts\. Please try again in \d+ (minutes?|seconds?)\.$/),
    code: 'rate_limited',
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(minutes * 60);
}

describe('sign-in limits', () => {
  const adminLogin = (payload: object, remoteAddress = '203.0.113.7') =>
    app.inject({ method: 'POST', url: '/api/admin/login', payload, remoteAddress });

  it('cannot be used to lock the owner out: 12 wrong passwords from many addresses, then the owner gets in', async () => {
    ({ app, db } = await createTestApp());
    const { user, password } = await createUser(db, { email: 'target@example.com' });
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      const response = await login(
        { email: 'TARGET@example.com', password: 'guess-guess' },
        `198.51.100.${attempt}`,
      );
      expect(response.statusCode).toBe(401);
    }
    // An address that already failed on this email now waits: 2^(12-5) = 128 s since the last failure.
    const again = await login({ email: user.email, password: 'guess-again' }, '198.51.100.1');
    expectLimited(again, 3);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(100);
    // The owner, from an address with no failures on this email, signs in with the right password.
    expect((await login({ email: user.email, password }, '192.0.2.200')).statusCode).toBe(200);
    // Another account is not affected.
    const other = await createUser(db);
    expect(
      (await login({ email: other.user.email, password: other.password }, '198.51.100.1')).statusCode,
    ).toBe(200);
  });

  it('allows 5 failures per email from one address in 15 minutes, then 429 there even with the right password', async () => {
    ({ app, db } = await createTestApp());
    expect(DEFAULT_RATE_LIMITS.loginFailures.perEmailAndAddress).toEqual({ max: 5, windowMs: 15 * 60_000 });
    const { user, password } = await createUser(db, { email: 'pat@example.com' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login({ email: user.email, password: 'wrong-guess' })).statusCode).toBe(401);
    }
    expectLimited(await login({ email: user.email, password }), 15);
    // Only that address on that email: the owner elsewhere still gets in.
    expect((await login({ email: user.email, password }, '192.0.2.9')).statusCode).toBe(200);
  });

  it('counts only failed sign-ins against an email', async () => {
    ({ app, db } = await createTestApp());
    const { user, password } = await createUser(db);
    for (let attempt = 1; attempt <= 15; attempt += 1) {
      expect((await login({ email: user.email, password })).statusCode).toBe(200);
    }
  });

  it('shares the email counters between the app and the admin sign-in', async () => {
    ({ app, db } = await createTestApp());
    const { user, password } = await createAdmin(app, db);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await login({ email: user.email, password: 'wrong-guess' })).statusCode).toBe(401);
    }
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect((await adminLogin({ email: user.email, password: 'wrong-guess' })).statusCode).toBe(401);
    }
    expectLimited(await adminLogin({ email: user.email, password }), 15);
    expectLimited(await login({ email: user.email, password }), 15);
  });

  it('limits attempts per client address across emails', async () => {
    ({ app, db } = await createTestApp({
      rateLimits: { loginPerAddress: { max: 3, windowMs: 15 * 60_000 } },
    }));
    expect(DEFAULT_RATE_LIMITS.loginPerAddress).toEqual({ max: 30, windowMs: 15 * 60_000 });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await login({ email: `a${attempt}@example.com`, password: 'x' })).statusCode).toBe(401);
    }
    expectLimited(await login({ email: 'a4@example.com', password: 'x' }), 15);
    // The admin sign-in counts against the same address.
    expectLimited(await adminLogin({ email: 'a4@example.com', password: 'x' }), 15);
    expect((await login({ email: 'a4@example.com', password: 'x' }, '192.0.2.1')).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is on, so the address limit cannot be dodged', async () => {
    ({ app, db } = await createTestApp({ rateLimits: { loginPerAddress: { max: 2, windowMs: 60_000 } } }));
    const spoofed = (n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `s${n}@example.com`, password: 'x' },
        headers: { 'x-forwarded-for': `10.0.0.${n}` },
      });
    expect((await spoofed(1)).statusCode).toBe(401);
    expect((await spoofed(2)).statusCode).toBe(401);
    expect((await spoofed(3)).statusCode).toBe(429);
  });
});

describe('sign-up limits', () => {
  it('allows 10 sign-ups per address in an hour', async () => {
    ({ app, db } = await createTestApp());
    expect(DEFAULT_RATE_LIMITS.registerPerAddress).toEqual({ max: 10, windowMs: 60 * 60_000 });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await register(registerInput())).statusCode).toBe(201);
    }
    expectLimited(await register(registerInput()), 60);
    expect((await register(registerInput(), '192.0.2.50')).statusCode).toBe(201);
  });

  it('allows 5 sign-up attempts per email in an hour', async () => {
    ({ app, db } = await createTestApp());
    expect(DEFAULT_RATE_LIMITS.registerPerEmail).toEqual({ max: 5, windowMs: 60 * 60_000 });
    const statuses = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      statuses.push(
        (await register(registerInput({ email: 'dup@example.com' }), `192.0.2.${attempt}`)).statusCode,
      );
    }
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    expectLimited(await register(registerInput({ email: 'Dup@Example.com' }), '192.0.2.77'), 60);
  });
});

describe('Pinterest connect limit', () => {
  it('allows 20 connection starts per user in 15 minutes, each storing one OAuth state', async () => {
    ({ app, db } = await createTestApp({
      rateLimits: { connectPerUser: { max: 3, windowMs: 15 * 60_000 } },
    }));
    expect(DEFAULT_RATE_LIMITS.connectPerUser).toEqual({ max: 20, windowMs: 15 * 60_000 });
    const { token } = await createUser(db);
    const connect = (as: string) =>
      app.inject({ method: 'GET', url: '/api/pinterest/connect', headers: bearer(as) });
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await connect(token)).statusCode).toBe(200);
    expectLimited(await connect(token), 15);
    expect(await db.select().from(pinterestOauthStates)).toHaveLength(3);
    // Counted per user, not per address.
    expect((await connect((await createUser(db)).token)).statusCode).toBe(200);
  });
});
