// One free trial per person (ADR 0027): deleting the account and signing up again, or
// signing up with another spelling of the same mailbox, starts no second trial, before or after the
// purge; only a keyed hash of the address outlives the account, so the purge still leaves nothing
// that names it. The person can always sign up on Free (and pay at once from Settings).
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { DELETED_ACCOUNT_RETENTION_DAYS } from '../../../shared/api/account';
import type { PlanName } from '../../../shared/plans';
import { users } from '../../db/schema';
import { trialClaims } from '../../db/schema-account';
import { purgeDeletedAccounts } from '../housekeeping';

let t: TestApp;
let app: FastifyInstance;

beforeEach(async () => {
  t = await createTestApp();
  app = t.app;
});
afterEach(async () => {
  await app.close();
});

const PASSWORD = 'correct-horse-battery';
const TRIAL_USED = {
  code: 'trial_used',
  error:
    'This email has already had a Pinloom free trial, so it cannot start another. Sign up on the Free plan, then choose a paid plan under Settings → Plan and billing to pay for it straight away.',
};

function register(email: string, plan: PlanName) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      firstName: 'Jane',
      lastName: 'Doe',
      email,
      password: PASSWORD,
      subscriptionPlan: plan,
      billingCycle: 'monthly',
    },
  });
}

async function deleteAccount(token: string): Promise<Date> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/delete-account',
    headers: bearer(token),
    payload: { password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  const [row] = await t.db
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(sql`deleted_at is not null`);
  return row?.deletedAt as Date;
}

async function claimRowsAsText(): Promise<string[]> {
  const result = (await t.db.execute(sql`select r::text as row from trial_claims r`)) as unknown as {
    rows: { row: string }[];
  };
  return result.rows.map((r) => r.row);
}

describe('one free trial per person', () => {
  it('refuses a second trial after the account is deleted, before and after the purge; Free is welcome', async () => {
    const first = await register('jane.doe@example.com', 'pro');
    expect(first.statusCode).toBe(201);
    expect(first.json().user).toMatchObject({ subscription_plan: 'pro', subscription_status: 'trialing' });
    const deletedAt = await deleteAccount(first.json().token);

    const again = await register('jane.doe@example.com', 'starter');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(TRIAL_USED);
    // Refused whole: no account was made.
    expect(await t.db.select().from(users).where(sql`deleted_at is null`)).toEqual([]);

    const log = { info: () => {}, error: () => {} };
    const purgeAt = new Date(deletedAt.getTime() + DELETED_ACCOUNT_RETENTION_DAYS * 24 * 3600_000);
    expect(await purgeDeletedAccounts({ db: t.db, media: t.media, log, now: purgeAt })).toEqual({
      accounts: 1,
    });
    // What outlives the purge names neither the address nor the account.
    const claims = await claimRowsAsText();
    expect(claims).toHaveLength(1);
    for (const needle of ['jane', 'example.com', first.json().user.id]) {
      expect(claims[0]).not.toContain(needle);
    }

    expect((await register('Jane.Doe@Example.com', 'pro')).json()).toEqual(TRIAL_USED);
    const free = await register('jane.doe@example.com', 'free');
    expect(free.statusCode).toBe(201);
    expect(free.json().user).toMatchObject({
      subscription_plan: 'free',
      subscription_status: 'active',
      trial_ends_at: null,
    });
  });

  it.each([
    ['jane.doe@gmail.com', ['JaneDoe@gmail.com', 'j.a.n.e.d.o.e+again@googlemail.com ']],
    ['sam+first@example.com', ['sam@example.com', 'Sam+second@Example.com']],
  ])('counts other spellings of %s as the same person', async (email, others) => {
    expect((await register(email, 'pro')).statusCode).toBe(201);
    for (const other of others) {
      const response = await register(other, 'enterprise');
      expect(response.statusCode, other).toBe(409);
      expect(response.json()).toEqual(TRIAL_USED);
    }
    // A different person at the same provider is not caught.
    expect((await register('s.am@example.com', 'pro')).statusCode).toBe(201);
  });

  it('claims no trial for a sign-up on Free', async () => {
    expect((await register('free.person@example.com', 'free')).statusCode).toBe(201);
    expect(await t.db.select().from(trialClaims)).toEqual([]);
  });

  it('remembers the trial under the address an account had when it was deleted', async () => {
    const signedUp = (await register('before@example.com', 'pro')).json();
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/user/email',
      headers: bearer(signedUp.token),
      payload: { email: 'after@example.com', current_password: PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, signedUp.user.id));
    expect(row?.email).toBe('after@example.com');
    await deleteAccount(signedUp.token);
    expect((await register('after@example.com', 'pro')).json()).toEqual(TRIAL_USED);
    expect((await register('before@example.com', 'pro')).json()).toEqual(TRIAL_USED);
  });
});
