// Making another workspace and naming it (ADR 0034): a new one is its creator's, starts on Free with
// its own limits, and is refused while another of theirs is on Free; only an owner renames one.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import { MAX_OWNED_WORKSPACES, WORKSPACE_NAME_MAX } from '../../../shared/api/workspaces';
import type { Database } from '../../db/connection';
import { activityEvents, workspaceMembers, workspaces } from '../../db/schema';
import { expectRefusal } from '../../http/test-support';
import { addMember, setPlan } from './workspace-writes';

let app: FastifyInstance;
let db: Database;

beforeEach(async () => {
  // One instant for the whole test: what is made now says so exactly.
  const frozen = new Date();
  ({ app, db } = await createTestApp({ clock: { now: () => frozen, random: Math.random } }));
});
afterEach(async () => {
  await app.close();
});

type Person = Awaited<ReturnType<typeof createUser>>;

/** A person whose personal workspace is on `plan`, paid (not a trial). */
async function personOn(plan: 'free' | 'starter' | 'pro', firstName = 'Ada'): Promise<Person> {
  const person = await createUser(db, { firstName, subscriptionPlan: plan }, app.clock.now());
  await setPlan(db, person.workspaceId, { subscriptionStatus: 'active', trialEndsAt: null });
  return person;
}

function send(
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  workspaceId?: string,
) {
  return app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(workspaceId ? { 'x-workspace-id': workspaceId } : {}) },
    ...(payload ? { payload } : {}),
  });
}

function expectCode(response: Awaited<ReturnType<typeof send>>, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json().code).toBe(code);
}

const create = (token: string, name: unknown) => send(token, 'POST', '/api/workspaces', { name });

async function ownedBy(userId: string) {
  return db.select().from(workspaces).where(eq(workspaces.ownerId, userId));
}

describe('POST /api/workspaces', () => {
  it('makes a workspace its creator owns, on Free with its own limits, beside the paid one', async () => {
    const ada = await personOn('pro');
    const response = await create(ada.token, '  Bloom Bakery  ');
    expect(response.statusCode).toBe(201);
    const created = response.json().workspace;
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Bloom Bakery',
      role: 'owner',
      created_at: app.clock.now().toISOString(),
      last_used: false,
      suspended: false,
      plan: 'free',
      personal: false,
    });
    const listed = (await send(ada.token, 'GET', '/api/workspaces')).json().workspaces;
    expect(listed.map((w: { name: string; plan: string }) => [w.name, w.plan])).toEqual([
      ["Ada's workspace", 'pro'],
      ['Bloom Bakery', 'free'],
    ]);
    const [membership] = await db
      .select()
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, created.id), eq(workspaceMembers.userId, ada.user.id)));
    expect(membership?.role).toBe('owner');

    // Each holds its own plan: the new one's usage is Free's, the personal one's still Pro's.
    const usage = (workspaceId: string) => send(ada.token, 'GET', '/api/user/usage', undefined, workspaceId);
    expect((await usage(created.id)).json()).toMatchObject({ plan: 'free', boards: { used: 0, limit: 1 } });
    expect((await usage(ada.workspaceId)).json()).toMatchObject({ plan: 'pro', boards: { limit: 15 } });
    const board = (name: string, workspaceId: string) =>
      send(ada.token, 'POST', '/api/boards', { name }, workspaceId);
    expect((await board('Bread', created.id)).statusCode).toBe(201);
    expectCode(await board('Cakes', created.id), 403, 'plan_limit');
    expect((await board('Travel', ada.workspaceId)).statusCode).toBe(201);

    const [logged] = await db.select().from(activityEvents).where(eq(activityEvents.workspaceId, created.id));
    expect(logged).toMatchObject({
      action: 'workspace.created',
      actorId: ada.user.id,
      subject: 'Bloom Bakery',
    });
  });

  it('refuses another while one of theirs is on Free, naming it, and makes nothing', async () => {
    const free = await personOn('free', 'Omar');
    expectRefusal(await create(free.token, 'Client'), 403, {
      code: 'plan_limit',
      error:
        "Omar's workspace is on the Free plan, and each person may own one workspace on Free. Upgrade Omar's workspace to create another workspace.",
    });
    expect(await ownedBy(free.user.id)).toHaveLength(1);

    // A paid person's first extra workspace is the Free one: the next waits for its upgrade.
    const ada = await personOn('starter');
    expect((await create(ada.token, 'Client A')).statusCode).toBe(201);
    expectRefusal(await create(ada.token, 'Client B'), 403, {
      code: 'plan_limit',
      error:
        'Client A is on the Free plan, and each person may own one workspace on Free. Upgrade Client A to create another workspace.',
    });
    const clientA = (await ownedBy(ada.user.id)).find((w) => w.name === 'Client A');
    await setPlan(db, clientA?.id as string, { subscriptionPlan: 'pro', subscriptionStatus: 'active' });
    expect((await create(ada.token, 'Client B')).statusCode).toBe(201);
  });

  it('counts a trial that ran out as Free, and lets two creates at once make only one', async () => {
    const ada = await createUser(db, { subscriptionPlan: 'pro' }, app.clock.now());
    // The trial ended a second ago (the expiry job has not run): its limits are Free's already.
    await setPlan(db, ada.workspaceId, { trialEndsAt: new Date(app.clock.now().getTime() - 1000) });
    expectCode(await create(ada.token, 'Client'), 403, 'plan_limit');

    const omar = await personOn('pro', 'Omar');
    const answers = await Promise.all([create(omar.token, 'One'), create(omar.token, 'Two')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403]);
    expect(await ownedBy(omar.user.id)).toHaveLength(2);
  });

  it(`stops at ${MAX_OWNED_WORKSPACES} owned workspaces`, async () => {
    const ada = await personOn('pro');
    for (let i = 1; i < MAX_OWNED_WORKSPACES; i += 1) {
      await db
        .insert(workspaces)
        .values({ name: `Client ${i}`, ownerId: ada.user.id, subscriptionPlan: 'pro' });
    }
    expectRefusal(await create(ada.token, 'One more'), 403, {
      code: 'plan_limit',
      error: `You own ${MAX_OWNED_WORKSPACES} workspaces, the most one person can. Contact support@pinloom.app for more.`,
    });
  });

  it('refuses a missing, blank or too long name with the field named, and makes nothing', async () => {
    const ada = await personOn('pro');
    for (const [name, message] of [
      [undefined, 'Name the workspace'],
      ['   ', 'Name the workspace'],
      ['x'.repeat(WORKSPACE_NAME_MAX + 1), `A workspace name is at most ${WORKSPACE_NAME_MAX} characters`],
      [42, 'Name the workspace'],
    ] as const) {
      const response = await create(ada.token, name);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(message);
    }
    expect(await ownedBy(ada.user.id)).toHaveLength(1);
  });
});

describe('PUT /api/workspaces/{workspaceId}', () => {
  it('lets an owner rename it, logged; an admin is refused, a stranger told it does not exist', async () => {
    const ada = await personOn('pro');
    const rename = (token: string, name: string, workspaceId = ada.workspaceId) =>
      send(token, 'PUT', `/api/workspaces/${workspaceId}`, { name });
    const renamed = await rename(ada.token, 'Ada Studio');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().workspace).toMatchObject({ name: 'Ada Studio', role: 'owner', plan: 'pro' });
    const [row] = await db.select().from(workspaces).where(eq(workspaces.id, ada.workspaceId));
    expect(row?.name).toBe('Ada Studio');
    const events = await db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.action, 'workspace.renamed'));
    expect(events.map((event) => event.subject)).toEqual(["Ada's workspace → Ada Studio"]);

    const admin = await personOn('free', 'Eli');
    await addMember(db, {
      workspaceId: ada.workspaceId,
      userId: admin.user.id,
      role: 'admin',
      now: app.clock.now(),
    });
    expectCode(await rename(admin.token, 'Eli was here'), 403, 'role_required');
    const stranger = await personOn('free', 'Zoe');
    expectRefusal(await rename(stranger.token, 'Mine now'), 404, {
      code: 'not_found',
      error: 'Workspace not found',
    });
    expectCode(await rename(ada.token, ''), 400, 'validation_error');
    const [after] = await db.select().from(workspaces).where(eq(workspaces.id, ada.workspaceId));
    expect(after?.name).toBe('Ada Studio');
  });
});
