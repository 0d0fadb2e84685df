// Suspending and unsuspending accounts, and the change history, through the real app: who may,
// what is refused (and then nothing is written), and what a suspension does to sign-in and sessions.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createAdmin, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { SUSPENSION_REASON_MAX_LENGTH } from '../../../shared/api/admin';
import { adminAuditLog, pinGenerations, users } from '../../db/schema';
import { expectRefusal } from '../../http/test-support';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeEach(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
});
afterEach(async () => {
  await t.app.close();
});

const SUSPENDED = {
  error: 'Your account has been suspended. Contact support@pinloom.app if you think this is a mistake.',
  code: 'account_suspended',
};
const EXPIRED = { error: 'Your session has expired. Please sign in again.', code: 'unauthorized' };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const suspend = (id: string, payload: unknown = { reason: 'Posting spam' }, token = admin.token) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${id}/suspend`,
    headers: bearer(token),
    payload: payload as object,
  });
const unsuspend = (id: string, token = admin.token) =>
  t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/unsuspend`, headers: bearer(token) });
const auditLog = (query = '', token = admin.token) =>
  t.app.inject({ method: 'GET', url: `/api/admin/audit-log${query}`, headers: bearer(token) });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });

async function userRow(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}
const auditRows = () => t.db.select().from(adminAuditLog);

describe('who may call the suspension routes', () => {
  it('refuses no token and a user token on every route', async () => {
    const { user, token } = await createUser(t.db);
    const calls = [
      (tok?: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/users/${user.id}/suspend`,
          headers: tok ? bearer(tok) : {},
          payload: { reason: 'x' },
        }),
      (tok?: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/users/${user.id}/unsuspend`,
          headers: tok ? bearer(tok) : {},
        }),
      (tok?: string) =>
        t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: tok ? bearer(tok) : {} }),
    ];
    for (const call of calls) {
      for (const tok of [undefined, token]) {
        const response = await call(tok);
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('unauthorized');
      }
    }
    expect((await userRow(user.id)).suspendedAt).toBeNull();
    expect(await auditRows()).toEqual([]);
  });
});

describe('POST /api/admin/users/{id}/suspend', () => {
  it('suspends: the row is answered, every session ends at once, and the change is recorded', async () => {
    const { user, token, password } = await createUser(t.db, { email: 'Spammer@Example.com' });
    const phone = (await login(user.email, password)).json().token as string;
    const other = await createUser(t.db);
    expect((await profile(token)).statusCode).toBe(200);

    const before = Date.now();
    const response = await suspend(user.id, { reason: '  Posting spam  ' });
    expect(response.statusCode).toBe(200);
    const { user: row } = response.json();
    expect(row).toMatchObject({
      id: user.id,
      email: 'Spammer@Example.com',
      first_name: user.firstName,
      last_name: user.lastName,
      subscription_plan: 'free',
      pins_generated_this_month: 0,
      pins_scheduled_today: 0,
    });
    expect(Date.parse(row.suspended_at)).toBeGreaterThanOrEqual(before - 1000);

    const stored = await userRow(user.id);
    expect(stored.suspendedAt?.toISOString()).toBe(row.suspended_at);
    expect(stored.suspendedReason).toBe('Posting spam');
    for (const old of [token, phone]) {
      const refused = await profile(old);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(SUSPENDED);
    }
    // Nobody else is touched.
    expect((await profile(other.token)).statusCode).toBe(200);
    expect((await userRow(other.user.id)).suspendedAt).toBeNull();

    const [entry, ...rest] = await auditRows();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      adminId: admin.user.id,
      adminEmail: admin.user.email,
      action: 'user.suspend',
      target: 'Spammer@Example.com',
      oldValue: null,
      newValue: 'Posting spam',
    });
  });

  it('answers the row’s figures: generations this month and pins on today', async () => {
    const { user, workspaceId } = await createUser(t.db, { subscriptionPlan: 'pro' });
    const board = await createBoard(t.db, workspaceId);
    await createPin(t.db, board, { status: 'scheduled', scheduledTime: new Date() });
    await createPin(t.db, board, { status: 'generated' });
    await t.db.insert(pinGenerations).values([{ workspaceId }, { workspaceId }]);
    const { user: row } = (await suspend(user.id)).json();
    expect(row).toMatchObject({
      subscription_plan: 'pro',
      pins_generated_this_month: 2,
      pins_scheduled_today: 1,
    });
  });

  it('refuses sign-in with the message after the right password only', async () => {
    const { user, password } = await createUser(t.db);
    await suspend(user.id);
    const refused = await login(user.email, password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(SUSPENDED);
    const wrong = await login(user.email, 'not-the-password');
    expectRefusal(wrong, 401, { error: 'Invalid email or password', code: 'invalid_credentials' });
  });

  it('refuses the admin’s own account and writes nothing', async () => {
    const response = await suspend(admin.user.id);
    expectRefusal(response, 400, {
      code: 'cannot_suspend_self',
      error: 'You cannot suspend your own account.',
    });
    expect((await userRow(admin.user.id)).suspendedAt).toBeNull();
    expect((await auditLog()).statusCode).toBe(200);
    expect(await auditRows()).toEqual([]);
  });

  it('refuses another administrator and writes nothing', async () => {
    const other = await createAdmin(t.app, t.db);
    const response = await suspend(other.user.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('cannot_suspend_admin');
    expect(response.json().error).toMatch(/administrator/i);
    expect((await userRow(other.user.id)).suspendedAt).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/test', headers: bearer(other.token) }))
        .statusCode,
    ).toBe(200);
    expect(await auditRows()).toEqual([]);
  });

  it.each([
    ['an unknown id', UNKNOWN_ID],
    ['a malformed id', 'not-a-uuid'],
  ])('answers 404 for %s', async (_label, id) => {
    for (const response of [await suspend(id), await unsuspend(id)]) {
      expectRefusal(response, 404, { code: 'not_found', error: 'User not found' });
    }
    expect(await auditRows()).toEqual([]);
  });

  it.each([
    ['missing', {}, 'reason is required'],
    ['empty', { reason: '' }, 'Give a reason for the suspension'],
    ['blank', { reason: '   ' }, 'Give a reason for the suspension'],
    ['not text', { reason: 42 }, 'reason is required'],
    [
      'too long',
      { reason: 'x'.repeat(SUSPENSION_REASON_MAX_LENGTH + 1) },
      `reason must be at most ${SUSPENSION_REASON_MAX_LENGTH} characters`,
    ],
    ['with an unknown field', { reason: 'Spam', until: 'tomorrow' }, 'Unknown field: until'],
  ])(
    'refuses a reason that is %s with a 400 naming it, writing nothing',
    async (_label, payload, message) => {
      const { user, token } = await createUser(t.db);
      const response = await suspend(user.id, payload);
      expectRefusal(response, 400, { code: 'validation_error', error: message });
      expect((await userRow(user.id)).suspendedAt).toBeNull();
      expect((await profile(token)).statusCode).toBe(200);
      expect(await auditRows()).toEqual([]);
    },
  );

  it('takes a reason of exactly the longest length', async () => {
    const { user } = await createUser(t.db);
    const reason = 'y'.repeat(SUSPENSION_REASON_MAX_LENGTH);
    expect((await suspend(user.id, { reason })).statusCode).toBe(200);
    expect((await userRow(user.id)).suspendedReason).toBe(reason);
  });

  it('answers 409 for an account already suspended, changing nothing', async () => {
    const { user } = await createUser(t.db);
    await suspend(user.id, { reason: 'First reason' });
    const first = await userRow(user.id);
    const again = await suspend(user.id, { reason: 'Second reason' });
    expectRefusal(again, 409, { code: 'conflict', error: 'This account is already suspended.' });
    const after = await userRow(user.id);
    expect(after.suspendedReason).toBe('First reason');
    expect(after.suspendedAt).toEqual(first.suspendedAt);
    expect(await auditRows()).toHaveLength(1);
  });
});

describe('two suspensions of one account at once', () => {
  it('let one through and answer the other 409, with one history entry', async () => {
    const { user } = await createUser(t.db);
    const responses = await Promise.all([
      suspend(user.id, { reason: 'One' }),
      suspend(user.id, { reason: 'Two' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await auditRows()).toHaveLength(1);
  });
});

describe('POST /api/admin/users/{id}/unsuspend', () => {
  it('lifts the suspension: sign-in works again, old sessions stay ended, and it is recorded', async () => {
    const { user, token, password } = await createUser(t.db);
    await suspend(user.id, { reason: 'Chargeback' });
    const response = await unsuspend(user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.id, suspended_at: null });
    const stored = await userRow(user.id);
    expect(stored.suspendedAt).toBeNull();
    expect(stored.suspendedReason).toBeNull();

    // The sessions the suspension ended stay ended; signing in opens a new one.
    expect((await profile(token)).json()).toEqual(EXPIRED);
    const again = await login(user.email, password);
    expect(again.statusCode).toBe(200);
    expect((await profile(again.json().token)).statusCode).toBe(200);
    expect((await userRow(user.id)).lastLoginAt).toBeInstanceOf(Date);

    const entries = await auditRows();
    expect(entries).toHaveLength(2);
    expect(entries.find((entry) => entry.action === 'user.unsuspend')).toMatchObject({
      adminEmail: admin.user.email,
      target: user.email,
      oldValue: 'Chargeback',
      newValue: null,
    });
  });

  it('answers 409 for an account that is not suspended, writing nothing', async () => {
    const { user, token } = await createUser(t.db);
    const response = await unsuspend(user.id);
    expectRefusal(response, 409, { code: 'conflict', error: 'This account is not suspended.' });
    expect((await profile(token)).statusCode).toBe(200);
    expect(await auditRows()).toEqual([]);
  });

  it('takes no body', async () => {
    const { user } = await createUser(t.db);
    await suspend(user.id);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/unsuspend`,
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/admin/audit-log', () => {
  it('lists the entries newest first with who, what, when, before and after', async () => {
    const first = await createUser(t.db, { email: 'one@example.com' });
    const second = await createUser(t.db, { email: 'two@example.com' });
    await suspend(first.user.id, { reason: 'Reason one' });
    await suspend(second.user.id, { reason: 'Reason two' });
    await unsuspend(first.user.id);

    const response = await auditLog();
    expect(response.statusCode).toBe(200);
    const entries = response.json() as { action: string; target: string; created_at: string }[];
    expect(entries.map((entry) => [entry.action, entry.target])).toEqual([
      ['user.unsuspend', 'one@example.com'],
      ['user.suspend', 'two@example.com'],
      ['user.suspend', 'one@example.com'],
    ]);
    expect(entries[0]).toEqual({
      id: expect.any(String),
      admin_email: admin.user.email,
      action: 'user.unsuspend',
      target: 'one@example.com',
      old_value: 'Reason one',
      new_value: null,
      created_at: expect.any(String),
    });
    const times = entries.map((entry) => Date.parse(entry.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const limited = await auditLog('?limit=2');
    expect((limited.json() as unknown[]).length).toBe(2);
    expect(limited.json()[0]).toEqual(entries[0]);
  });

  it('answers an empty list when nothing has changed', async () => {
    expect((await auditLog()).json()).toEqual([]);
  });

  it.each([
    ['?limit=0', 'limit must be a whole number from 1 to 200'],
    ['?limit=201', 'limit must be a whole number from 1 to 200'],
    ['?limit=-3', 'limit must be a whole number from 1 to 200'],
    ['?limit=2.5', 'limit must be a whole number from 1 to 200'],
    ['?limit=many', 'limit must be a whole number from 1 to 200'],
    ['?page=2', 'Unknown field: page'],
  ])('refuses %s with a 400 naming the problem', async (query, message) => {
    const response = await auditLog(query);
    expectRefusal(response, 400, { code: 'validation_error', error: message });
  });
});
