import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { personalWorkspace, registerInput } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import { PLAN_NAMES, TRIAL_DAYS } from '../../../shared/plans';
import type { Database } from '../../db/connection';
import { sessions, users } from '../../db/schema';
import { expectRefusal } from '../../http/test-support';

let app: FastifyInstance;
let db: Database;

beforeEach(async () => {
  ({ app, db } = await createTestApp());
});
afterEach(async () => {
  await app.close();
});

const register = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });

describe('POST /api/auth/register', () => {
  it.each(PLAN_NAMES)(
    'signs up on the %s plan with the right subscription status and trial',
    async (plan) => {
      const before = Date.now();
      const response = await register(registerInput({ subscriptionPlan: plan, billingCycle: 'yearly' }));
      expect(response.statusCode).toBe(201);
      const { token, user } = response.json();
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(user.subscription_plan).toBe(plan);
      expect(user.billing_cycle).toBe('yearly');
      if (plan === 'free') {
        expect(user.subscription_status).toBe('active');
        expect(user.trial_ends_at).toBeNull();
      } else {
        expect(user.subscription_status).toBe('trialing');
        const trialMs = new Date(user.trial_ends_at).getTime() - before;
        expect(trialMs).toBeGreaterThanOrEqual(TRIAL_DAYS * 86_400_000 - 1000);
        expect(trialMs).toBeLessThan(TRIAL_DAYS * 86_400_000 + 60_000);
      }
    },
  );

  it('stores the monthly billing cycle, the time zone and an argon2id hash, and opens one session', async () => {
    const input = registerInput({ billingCycle: 'monthly', timeZone: 'America/New_York' });
    const response = await register(input);
    expect(response.statusCode).toBe(201);
    const [row] = await db.select().from(users).where(eq(users.id, response.json().user.id));
    expect((await personalWorkspace(db, response.json().user.id)).billingCycle).toBe('monthly');
    expect(row?.timeZone).toBe('America/New_York');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(input.password);
    const rows = await db.select().from(sessions).where(eq(sessions.userId, response.json().user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(response.json().token);
  });

  it('defaults the time zone to UTC and stores the canonical spelling', async () => {
    const plain = await register(registerInput());
    expect(plain.json().user.time_zone).toBe('UTC');
    const lower = await register(registerInput({ timeZone: 'europe/paris' }));
    expect(lower.json().user.time_zone).toBe('Europe/Paris');
    // Chromium's Intl still says Asia/Calcutta for an Indian browser.
    const india = await register(registerInput({ timeZone: 'Asia/Calcutta' }));
    expect(india.json().user.time_zone).toBe('Asia/Kolkata');
  });

  it('refuses a time zone that is not an IANA zone', async () => {
    for (const timeZone of ['Mars/Olympus_Mons', '+02:00', '']) {
      const response = await register(registerInput({ timeZone }));
      expectRefusal(response, 400, {
        error: 'Time zone is not a valid IANA time zone',
        code: 'validation_error',
      });
    }
  });

  it('stores the email trimmed as typed', async () => {
    const response = await register(registerInput({ email: '  Zoe.Marsh@Example.COM ' }));
    expect(response.json().user.email).toBe('Zoe.Marsh@Example.COM');
  });

  it('refuses an email that is already taken, whatever its case', async () => {
    const first = registerInput({ email: 'sam@example.com' });
    expect((await register(first)).statusCode).toBe(201);
    for (const email of ['sam@example.com', 'SAM@Example.com', ' Sam@example.COM ']) {
      const response = await register(registerInput({ email }));
      expectRefusal(response, 409, {
        error: 'An account with this email already exists.',
        code: 'email_taken',
      });
    }
    expect(await db.select().from(users)).toHaveLength(1);
  });

  it('lets only one of two simultaneous sign-ups with the same email win', async () => {
    const [a, b] = await Promise.all([
      register(registerInput({ email: 'race@example.com' })),
      register(registerInput({ email: 'RACE@example.com' })),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([201, 409]);
    expect(await db.select().from(users)).toHaveLength(1);
    expect(await db.select().from(sessions)).toHaveLength(1);
  });
});
