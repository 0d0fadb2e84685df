// Support by plan (ADR 0033) on a frozen clock: a ticket keeps the tier of the plan it was opened
// under and the workspace it was opened in; the Support tab puts open tickets in tier order
// (Enterprise first), then oldest first, with each one's first-response due time, and marks the
// ones past it without an answer from staff. Times are built from the clock, never the machine's.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createAdmin, createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { PlanName } from '../../../shared/plans';
import type { Database } from '../../db/connection';
import { supportTickets } from '../../db/schema-account';
import { WORKSPACE_HEADER } from '../../http/auth-guard';
import { expectRefusal, sendAs } from '../../http/test-support';
import { addMember } from '../workspaces/test-support';

const HOUR = 60 * 60 * 1000;
const START = new Date('2026-11-20T09:00:00.000Z');
let now = START;
let app: FastifyInstance;
let db: Database;

async function start() {
  now = START;
  ({ app, db } = await createTestApp({ clock: { now: () => now, random: () => 0.5 } }));
}
afterEach(async () => {
  await app?.close();
});

const later = (hours: number) => new Date(START.getTime() + hours * HOUR);
const customer = (plan: PlanName) => createUser(db, { subscriptionPlan: plan }, now);

async function openTicket(token: string, subject: string, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/support/tickets',
    headers: { ...bearer(token), ...headers },
    payload: { subject, message: 'Please help.', category: 'general' },
  });
  expect(response.statusCode).toBe(201);
  return response.json().ticket as { id: string; tier: string };
}

const adminList = async (token: string, query = '') => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/admin/support/tickets${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().tickets as Array<Record<string, unknown>>;
};

describe('a ticket’s tier', () => {
  it('is the plan of the workspace it is opened in, kept with the workspace; a visitor’s is free', async () => {
    await start();
    const free = await customer('free');
    const enterprise = await customer('enterprise');
    const member = await customer('free');
    await addMember(db, { workspaceId: enterprise.workspaceId, userId: member.user.id, role: 'viewer', now });

    expect((await openTicket(free.token, 'Free question')).tier).toBe('free');
    expect((await openTicket(enterprise.token, 'Enterprise question')).tier).toBe('enterprise');
    // Acting in the Enterprise workspace, a member on Free gets the workspace's tier.
    const asMember = await openTicket(member.token, 'Member question', {
      [WORKSPACE_HEADER]: enterprise.workspaceId,
    });
    expect(asMember.tier).toBe('enterprise');
    const own = await openTicket(member.token, 'Own question', { [WORKSPACE_HEADER]: member.workspaceId });
    expect(own.tier).toBe('free');
    await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Rosa Parks', email: 'rosa@example.com', message: 'Plans for schools?' },
    });

    const rows = await db.select().from(supportTickets);
    const bySubject = Object.fromEntries(rows.map((row) => [row.subject, row]));
    expect(bySubject['Free question']).toMatchObject({ tier: 'free', workspaceId: free.workspaceId });
    expect(bySubject['Enterprise question']).toMatchObject({
      tier: 'enterprise',
      workspaceId: enterprise.workspaceId,
      createdAt: START,
    });
    expect(bySubject['Member question']).toMatchObject({
      tier: 'enterprise',
      workspaceId: enterprise.workspaceId,
      userId: member.user.id,
    });
    expect(bySubject['Own question']).toMatchObject({ tier: 'free', workspaceId: member.workspaceId });
    expect(bySubject['Plans for schools?']).toMatchObject({ tier: 'free', workspaceId: null, userId: null });
  });

  it('stays as it was opened when the plan changes later', async () => {
    await start();
    const pro = await customer('pro');
    await openTicket(pro.token, 'On Pro');
    // The trial runs out without a subscription: the workspace is on Free from then on.
    now = later(8 * 24);
    const after = await customer('free');
    expect((await openTicket(after.token, 'Later, on Free')).tier).toBe('free');
    const [row] = (await db.select().from(supportTickets)).filter((t) => t.subject === 'On Pro');
    expect(row?.tier).toBe('pro');
  });
});

describe('the Support tab by tier', () => {
  it('lists open tickets Enterprise first, then oldest first, with their due times; the others after', async () => {
    await start();
    const free = await customer('free');
    const starter = await customer('starter');
    const pro = await customer('pro');
    const enterprise = await customer('enterprise');
    await openTicket(free.token, 'free, oldest');
    now = later(1);
    await openTicket(enterprise.token, 'enterprise, older');
    now = later(2);
    await openTicket(pro.token, 'pro');
    now = later(3);
    const answered = await openTicket(enterprise.token, 'enterprise, answered');
    await openTicket(starter.token, 'starter');
    now = later(4);
    await openTicket(enterprise.token, 'enterprise, newest');
    const admin = await createAdmin(app, db);
    expect(
      (
        await sendAs(app, admin.token, 'POST', `/api/admin/support/tickets/${answered.id}/messages`, {
          message: 'Done.',
        })
      ).statusCode,
    ).toBe(200);

    const tickets = await adminList(admin.token);
    expect(tickets.map((t) => t.subject)).toEqual([
      'enterprise, older',
      'enterprise, newest',
      'pro',
      'starter',
      'free, oldest',
      'enterprise, answered',
    ]);
    const bySubject = Object.fromEntries(tickets.map((t) => [t.subject, t]));
    expect(bySubject['free, oldest']).toMatchObject({
      tier: 'free',
      first_response_due_at: later(48).toISOString(),
      first_answered_at: null,
      overdue: false,
    });
    expect(bySubject.starter?.first_response_due_at).toBe(later(3 + 24).toISOString());
    expect(bySubject.pro?.first_response_due_at).toBe(later(2 + 12).toISOString());
    expect(bySubject['enterprise, older']?.first_response_due_at).toBe(later(1 + 4).toISOString());
    expect(bySubject['enterprise, answered']?.first_answered_at).toEqual(expect.any(String));
  });

  it('marks an open ticket overdue once its target passes without an answer from staff', async () => {
    await start();
    const free = await customer('free');
    const enterprise = await customer('enterprise');
    const slow = await openTicket(free.token, 'free');
    const urgent = await openTicket(enterprise.token, 'enterprise');
    const answered = await openTicket(enterprise.token, 'enterprise, answered');
    const closed = await openTicket(enterprise.token, 'enterprise, closed');

    const overdue = async () => {
      const admin = await createAdmin(app, db);
      return Object.fromEntries((await adminList(admin.token)).map((t) => [t.id, t.overdue]));
    };
    // Exactly at the target it is still due, not overdue.
    now = later(4);
    expect(await overdue()).toMatchObject({ [urgent.id]: false, [slow.id]: false });

    now = later(4.01);
    const admin = await createAdmin(app, db);
    await sendAs(app, admin.token, 'POST', `/api/admin/support/tickets/${answered.id}/messages`, {
      message: 'Looking into it.',
    });
    await sendAs(app, admin.token, 'PUT', `/api/admin/support/tickets/${closed.id}/status`, {
      status: 'closed',
    });
    // The customer writes again: open, but staff have answered once, so it is not overdue.
    await app.inject({
      method: 'POST',
      url: `/api/support/tickets/${answered.id}/messages`,
      headers: bearer(enterprise.token),
      payload: { message: 'Any news?' },
    });
    expect(await overdue()).toEqual({
      [urgent.id]: true,
      [slow.id]: false,
      [answered.id]: false,
      [closed.id]: false,
    });

    now = later(48.5);
    expect(await overdue()).toMatchObject({ [urgent.id]: true, [slow.id]: true });
    const one = await app.inject({
      method: 'GET',
      url: `/api/admin/support/tickets/${slow.id}`,
      headers: bearer((await createAdmin(app, db)).token),
    });
    expect(one.json().ticket).toMatchObject({
      tier: 'free',
      overdue: true,
      first_response_due_at: later(48).toISOString(),
    });
  });
});

describe('phone support', () => {
  const call = (token: string, payload: object) =>
    app.inject({ method: 'POST', url: '/api/support/phone-calls', headers: bearer(token), payload });
  const valid = () => ({
    phone: '+1 415 555 0100',
    preferred_at: later(26).toISOString(),
    reason: 'Walk our team through approvals.',
  });

  it.each(['free', 'starter', 'pro'] as const)(
    'is refused on %s with plan_feature naming Enterprise',
    async (plan) => {
      await start();
      const { token } = await customer(plan);
      expectRefusal(await call(token, valid()), 403, {
        error: 'Phone support is part of the Enterprise plan.',
        code: 'plan_feature',
      });
      const support = await app.inject({ method: 'GET', url: '/api/support/plan', headers: bearer(token) });
      expect(support.json()).toMatchObject({ tier: plan, phone_support: false, account_manager: null });
    },
  );

  it('takes an Enterprise request; staff see it and mark it done; the change is recorded', async () => {
    await start();
    const enterprise = await customer('enterprise');
    const created = await call(enterprise.token, valid());
    expect(created.statusCode).toBe(201);
    const phoneCall = created.json().phone_call;
    expect(phoneCall).toMatchObject({
      ...valid(),
      status: 'requested',
      created_at: START.toISOString(),
      done_at: null,
    });
    const plan = await app.inject({
      method: 'GET',
      url: '/api/support/plan',
      headers: bearer(enterprise.token),
    });
    expect(plan.json()).toEqual({
      tier: 'enterprise',
      first_response_hours: 4,
      channel: 'Phone support',
      phone_support: true,
      account_manager: null,
    });

    const admin = await createAdmin(app, db);
    const listed = await app.inject({
      method: 'GET',
      url: '/api/admin/support/phone-calls?status=requested',
      headers: bearer(admin.token),
    });
    expect(listed.json().phone_calls).toEqual([
      expect.objectContaining({
        id: phoneCall.id,
        customer_email: enterprise.user.email,
        workspace_id: enterprise.workspaceId,
      }),
    ]);
    now = later(2);
    const done = await sendAs(
      app,
      admin.token,
      'PUT',
      `/api/admin/support/phone-calls/${phoneCall.id}/status`,
      {
        status: 'done',
      },
    );
    expect(done.statusCode).toBe(200);
    expect(done.json().phone_call).toMatchObject({ status: 'done', done_at: later(2).toISOString() });
    const audit = await app.inject({
      method: 'GET',
      url: '/api/admin/audit-log',
      headers: bearer(admin.token),
    });
    expect(JSON.stringify(audit.json())).toContain('phone_call.status');
    const mine = await app.inject({
      method: 'GET',
      url: `/api/support/phone-calls/${phoneCall.id}`,
      headers: bearer(enterprise.token),
    });
    expect(mine.json().phone_call.status).toBe('done');
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/support/phone-calls?status=requested',
          headers: bearer(admin.token),
        })
      ).json().phone_calls,
    ).toEqual([]);
    expect(
      (
        await sendAs(
          app,
          admin.token,
          'PUT',
          `/api/admin/support/phone-calls/${crypto.randomUUID()}/status`,
          {
            status: 'done',
          },
        )
      ).statusCode,
    ).toBe(404);
    // A customer's token opens none of staff's routes.
    const refused = await app.inject({
      method: 'GET',
      url: '/api/admin/support/phone-calls',
      headers: bearer(enterprise.token),
    });
    expect(refused.statusCode).toBe(401);
  });

  it.each([
    [{ phone: '' }, 'Phone number is required'],
    [{ phone: 'call me maybe' }, 'Phone number must be 7 to 15 digits, e.g. +1 415 555 0100'],
    [{ phone: '+1 23' }, 'Phone number must be 7 to 15 digits, e.g. +1 415 555 0100'],
    [
      { preferred_at: 'tomorrow' },
      'Preferred time must be an ISO 8601 date and time, e.g. 2026-12-01T09:30:00Z',
    ],
    [{ preferred_at: later(-1).toISOString() }, 'Preferred time must be in the future'],
    [{ reason: '  ' }, 'Reason is required'],
    [{ reason: 'r'.repeat(1001) }, 'Reason must be at most 1,000 characters'],
  ])('refuses %o: %s', async (change, error) => {
    await start();
    const { token } = await customer('enterprise');
    expectRefusal(await call(token, { ...valid(), ...change }), 400, { error, code: 'validation_error' });
  });

  it('hides another person’s request: 404', async () => {
    await start();
    const owner = await customer('enterprise');
    const stranger = await customer('enterprise');
    const mine = (await call(owner.token, valid())).json().phone_call;
    for (const id of [mine.id, 'nope', crypto.randomUUID()]) {
      expectRefusal(
        await app.inject({
          method: 'GET',
          url: `/api/support/phone-calls/${id}`,
          headers: bearer(stranger.token),
        }),
        404,
        { error: 'Phone call request not found', code: 'not_found' },
      );
    }
    const theirs = await app.inject({
      method: 'GET',
      url: '/api/support/phone-calls',
      headers: bearer(stranger.token),
    });
    expect(theirs.json().phone_calls).toEqual([]);
  });
});

describe('the account manager', () => {
  const assign = (token: string, userId: string, adminId: string | null) =>
    sendAs(app, token, 'PUT', `/api/admin/support/account-managers/${userId}`, { admin_id: adminId });

  it('is assigned to an Enterprise customer, shown to them, and given their new tickets', async () => {
    await start();
    const enterprise = await customer('enterprise');
    const admin = await createAdmin(app, db);
    const other = await createAdmin(app, db);

    const before = await app.inject({
      method: 'GET',
      url: `/api/admin/support/account-managers/${enterprise.user.id}`,
      headers: bearer(admin.token),
    });
    expect(before.json()).toMatchObject({ plan: 'enterprise', account_manager: null });
    expect(
      before
        .json()
        .candidates.map((c: { id: string }) => c.id)
        .sort(),
    ).toEqual([admin.user.id, other.user.id].sort());

    const assigned = await assign(admin.token, enterprise.user.id, admin.user.id);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().account_manager).toMatchObject({ id: admin.user.id, email: admin.user.email });
    const plan = await app.inject({
      method: 'GET',
      url: '/api/support/plan',
      headers: bearer(enterprise.token),
    });
    expect(plan.json().account_manager).toEqual({ name: expect.any(String), email: admin.user.email });

    const ticket = await openTicket(enterprise.token, 'For my manager');
    const unassigned = await openTicket((await customer('pro')).token, 'Nobody’s');
    const mine = await adminList(admin.token, '?assigned=me');
    expect(mine.map((t) => t.id)).toEqual([ticket.id]);
    expect(mine[0]).toMatchObject({ assigned_admin_id: admin.user.id });
    expect(await adminList(other.token, '?assigned=me')).toEqual([]);
    expect((await adminList(other.token)).map((t) => t.id).sort()).toEqual([ticket.id, unassigned.id].sort());

    expect((await assign(admin.token, enterprise.user.id, null)).json().account_manager).toBeNull();
    const later = await openTicket(enterprise.token, 'After the manager left');
    const [row] = (await db.select().from(supportTickets)).filter((t) => t.id === later.id);
    expect(row?.assignedAdminId).toBeNull();
  });

  it('is refused below Enterprise, for a non-admin, and for an unknown customer', async () => {
    await start();
    const admin = await createAdmin(app, db);
    const pro = await customer('pro');
    const enterprise = await customer('enterprise');
    expectRefusal(await assign(admin.token, pro.user.id, admin.user.id), 403, {
      error: 'An account manager is part of the Enterprise plan.',
      code: 'plan_feature',
    });
    expectRefusal(await assign(admin.token, enterprise.user.id, pro.user.id), 400, {
      error: 'admin_id must be the id of an admin account',
      code: 'validation_error',
    });
    for (const id of [crypto.randomUUID(), 'nope', admin.user.id]) {
      expect((await assign(admin.token, id, admin.user.id)).statusCode).toBe(404);
    }
    expect((await assign(enterprise.token, enterprise.user.id, admin.user.id)).statusCode).toBe(401);
  });
});
