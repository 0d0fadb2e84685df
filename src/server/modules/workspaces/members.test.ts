// Members, roles and invitations through the real routes, on a clock the test moves (ADR 0032).
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import { INVITATION_ERRORS } from '../../../shared/api/workspaces';
import type { Database } from '../../db/connection';
import { mailOutbox } from '../../db/schema';
import { setPlan } from './workspace-writes';

const DAY_MS = 86_400_000;
let app: FastifyInstance;
let db: Database;
let now: Date;

beforeEach(async () => {
  now = new Date('2026-05-04T10:00:00.000Z');
  ({ app, db } = await createTestApp({ clock: { now: () => now, random: () => 0.5 } }));
});
afterEach(async () => {
  await app.close();
});

type Person = Awaited<ReturnType<typeof createUser>>;

/** A person on `plan`, paid rather than trialing, so the plan outlasts the weeks a test moves on. */
async function person(firstName: string, plan: 'free' | 'starter' | 'enterprise' = 'free') {
  const created = await createUser(db, { firstName, subscriptionPlan: plan }, now);
  await setPlan(db, created.workspaceId, { subscriptionStatus: 'active', trialEndsAt: null });
  return created;
}

const call = (who: Person | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: who ? bearer(who.token) : {}, payload });

async function workspaceOf(owner: Person): Promise<string> {
  const response = await call(owner, 'GET', '/api/workspaces');
  return response.json().workspaces[0].id;
}

/** The link's token from the newest invitation mail to `email`. */
async function tokenSentTo(email: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt));
  if (!mail) throw new Error(`no mail to ${email}`);
  const url = new URL((mail.data as { acceptUrl: string }).acceptUrl);
  expect(url.pathname).toBe('/invitation');
  return url.searchParams.get('token') as string;
}

const invite = (by: Person, workspaceId: string, email: string, role = 'editor') =>
  call(by, 'POST', `/api/workspaces/${workspaceId}/invitations`, { email, role });

/** Invites `who` into the workspace and has them accept: a member with `role`. */
async function join(owner: Person, workspaceId: string, who: Person, role: string) {
  expect((await invite(owner, workspaceId, who.user.email, role)).statusCode).toBe(200);
  const accepted = await call(who, 'POST', '/api/invitations/accept', {
    token: await tokenSentTo(who.user.email),
  });
  expect(accepted.statusCode).toBe(200);
}

const members = async (who: Person, workspaceId: string) =>
  (await call(who, 'GET', `/api/workspaces/${workspaceId}/members`)).json();

describe('inviting by email', () => {
  it('sends a link that shows the invitation without an account and makes the person a member', async () => {
    const owner = await person('Ines', 'starter');
    const workspaceId = await workspaceOf(owner);
    const sent = await invite(owner, workspaceId, 'Omar@Example.com', 'contributor');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().invitation).toMatchObject({
      email: 'Omar@Example.com',
      role: 'contributor',
      expired: false,
    });
    const token = await tokenSentTo('Omar@Example.com');

    const preview = await call(null, 'POST', '/api/invitations/preview', { token });
    expect(preview.json()).toEqual({
      workspace_name: "Ines's workspace",
      invited_by: `Ines ${owner.user.lastName}`,
      email: 'Omar@Example.com',
      role: 'contributor',
      expires_at: new Date(now.getTime() + 7 * DAY_MS).toISOString(),
    });

    const omar = await createUser(db, { firstName: 'Omar', email: 'omar@example.com' }, now);
    const accepted = await call(omar, 'POST', '/api/invitations/accept', { token });
    expect(accepted.json().workspace).toMatchObject({ id: workspaceId, role: 'contributor' });
    const list = await members(omar, workspaceId);
    expect(list.members.map((m: { first_name: string; role: string }) => [m.first_name, m.role])).toEqual([
      ['Ines', 'owner'],
      ['Omar', 'contributor'],
    ]);
    expect(list.invitations).toEqual([]);
    expect(list.member_limit).toBe(3);
    const theirs = await call(omar, 'GET', '/api/workspaces');
    expect(theirs.json().workspaces.map((w: { name: string }) => w.name)).toEqual([
      "Omar's workspace",
      "Ines's workspace",
    ]);
  });

  it('refuses to invite someone who is already a member', async () => {
    const owner = await person('Ines', 'starter');
    const workspaceId = await workspaceOf(owner);
    const omar = await person('Omar');
    await join(owner, workspaceId, omar, 'editor');
    const again = await invite(owner, workspaceId, omar.user.email.toUpperCase());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'already_member',
      error: `${omar.user.email.toUpperCase()} is already a member of Ines's workspace.`,
    });
  });

  it('counts members and open invitations against the plan, and a Free workspace is its owner alone', async () => {
    const free = await person('Fay');
    const refused = await invite(free, await workspaceOf(free), 'a@example.com');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('plan_limit');
    expect(refused.json().error).toContain('Free plan allows 1 person');

    const owner = await person('Ines', 'starter');
    const workspaceId = await workspaceOf(owner);
    expect((await invite(owner, workspaceId, 'a@example.com')).statusCode).toBe(200);
    expect((await invite(owner, workspaceId, 'b@example.com')).statusCode).toBe(200);
    const third = await invite(owner, workspaceId, 'c@example.com');
    expect(third.statusCode).toBe(403);
    expect(third.json().error).toContain('Starter plan allows 3 people');
    // Sending one again replaces it and takes no second seat; an expired one frees its seat.
    expect((await invite(owner, workspaceId, 'a@example.com')).statusCode).toBe(200);
    now = new Date(now.getTime() + 8 * DAY_MS);
    expect((await invite(owner, workspaceId, 'c@example.com')).statusCode).toBe(200);
  });

  it('says why a link cannot be used: unknown, withdrawn, replaced, expired, used or for another address', async () => {
    const owner = await person('Ines', 'enterprise');
    const workspaceId = await workspaceOf(owner);
    const omar = await createUser(db, { firstName: 'Omar', email: 'omar.links@example.com' }, now);
    const accept = (token: string, who: Person = omar) =>
      call(who, 'POST', '/api/invitations/accept', { token });
    const refusal = (code: keyof typeof INVITATION_ERRORS) => ({ code, error: INVITATION_ERRORS[code] });

    const unknown = await accept('A'.repeat(43));
    expect([unknown.statusCode, unknown.json()]).toEqual([404, refusal('invitation_invalid')]);
    expect((await accept('not a token')).statusCode).toBe(404);

    await invite(owner, workspaceId, omar.user.email);
    const replaced = await tokenSentTo(omar.user.email);
    now = new Date(now.getTime() + 60_000);
    await invite(owner, workspaceId, omar.user.email);
    const current = await tokenSentTo(omar.user.email);
    const old = await accept(replaced);
    expect([old.statusCode, old.json()]).toEqual([410, refusal('invitation_revoked')]);

    const stranger = await person('Zoe');
    const other = await accept(current, stranger);
    expect([other.statusCode, other.json()]).toEqual([403, refusal('invitation_other_email')]);

    now = new Date(now.getTime() + 7 * DAY_MS);
    const expired = await call(null, 'POST', '/api/invitations/preview', { token: current });
    expect([expired.statusCode, expired.json()]).toEqual([410, refusal('invitation_expired')]);

    await invite(owner, workspaceId, omar.user.email, 'viewer');
    const fresh = await tokenSentTo(omar.user.email);
    expect((await accept(fresh)).statusCode).toBe(200);
    const used = await accept(fresh);
    expect([used.statusCode, used.json()]).toEqual([410, refusal('invitation_used')]);
  });

  it('withdraws an invitation: it leaves the list and its link stops working', async () => {
    const owner = await person('Ines', 'starter');
    const workspaceId = await workspaceOf(owner);
    const sent = (await invite(owner, workspaceId, 'omar@example.com')).json().invitation;
    const token = await tokenSentTo('omar@example.com');
    const url = `/api/workspaces/${workspaceId}/invitations/${sent.id}`;
    expect((await call(owner, 'DELETE', url)).statusCode).toBe(200);
    expect((await members(owner, workspaceId)).invitations).toEqual([]);
    expect((await call(null, 'POST', '/api/invitations/preview', { token })).statusCode).toBe(410);
    expect((await call(owner, 'DELETE', url)).statusCode).toBe(404);
  });
});

describe('roles', () => {
  it('lets each role do only what it may, naming the role needed', async () => {
    const owner = await person('Ines', 'enterprise');
    const workspaceId = await workspaceOf(owner);
    const editor = await person('Eddie');
    const viewer = await person('Vera');
    await join(owner, workspaceId, editor, 'editor');
    await join(owner, workspaceId, viewer, 'viewer');

    const refused = await invite(editor, workspaceId, 'x@example.com');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'role_required',
      error:
        "This needs the admin role or higher in Ines's workspace; you are an editor. Ask an owner or admin.",
    });
    expect((await call(viewer, 'GET', `/api/workspaces/${workspaceId}/members`)).statusCode).toBe(200);
    const promote = await call(editor, 'PUT', `/api/workspaces/${workspaceId}/members/${viewer.user.id}`, {
      role: 'editor',
    });
    expect(promote.statusCode).toBe(403);

    // An admin manages members below owner, but not owners.
    expect(
      (
        await call(owner, 'PUT', `/api/workspaces/${workspaceId}/members/${editor.user.id}`, {
          role: 'admin',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(editor, 'PUT', `/api/workspaces/${workspaceId}/members/${viewer.user.id}`, {
          role: 'contributor',
        })
      ).statusCode,
    ).toBe(200);
    const demoteOwner = await call(editor, 'PUT', `/api/workspaces/${workspaceId}/members/${owner.user.id}`, {
      role: 'viewer',
    });
    expect(demoteOwner.statusCode).toBe(403);
    expect(demoteOwner.json().code).toBe('role_required');
  });

  it('hides a workspace from someone outside it (404, as for another user’s pin)', async () => {
    const owner = await person('Ines', 'enterprise');
    const workspaceId = await workspaceOf(owner);
    const stranger = await person('Zoe');
    for (const [method, url, payload] of [
      ['GET', `/api/workspaces/${workspaceId}/members`],
      ['POST', `/api/workspaces/${workspaceId}/invitations`, { email: 'x@example.com', role: 'viewer' }],
      ['PUT', `/api/workspaces/${workspaceId}/members/${owner.user.id}`, { role: 'viewer' }],
      ['DELETE', `/api/workspaces/${workspaceId}/members/${owner.user.id}`],
    ] as const) {
      const response = await call(stranger, method, url, payload);
      expect([method, url, response.statusCode, response.json()]).toEqual([
        method,
        url,
        404,
        { code: 'not_found', error: 'Workspace not found' },
      ]);
    }
  });

  it('ends a removed member’s access at once', async () => {
    const owner = await person('Ines', 'enterprise');
    const workspaceId = await workspaceOf(owner);
    const omar = await person('Omar');
    await join(owner, workspaceId, omar, 'editor');
    expect((await call(omar, 'GET', `/api/workspaces/${workspaceId}/members`)).statusCode).toBe(200);
    expect(
      (await call(owner, 'DELETE', `/api/workspaces/${workspaceId}/members/${omar.user.id}`)).statusCode,
    ).toBe(200);
    expect((await call(omar, 'GET', `/api/workspaces/${workspaceId}/members`)).statusCode).toBe(404);
    expect((await call(omar, 'GET', '/api/workspaces')).json().workspaces).toHaveLength(1);
  });

  it('keeps the last owner: they cannot leave, be removed or be demoted, until another owner exists', async () => {
    const owner = await person('Ines', 'enterprise');
    const workspaceId = await workspaceOf(owner);
    const lastOwner = { code: 'last_owner', error: expect.stringContaining('A workspace needs an owner') };
    const leave = await call(owner, 'DELETE', `/api/workspaces/${workspaceId}/members/${owner.user.id}`);
    expect([leave.statusCode, leave.json()]).toEqual([409, lastOwner]);
    const demote = await call(owner, 'PUT', `/api/workspaces/${workspaceId}/members/${owner.user.id}`, {
      role: 'admin',
    });
    expect([demote.statusCode, demote.json()]).toEqual([409, lastOwner]);

    const omar = await person('Omar');
    await join(owner, workspaceId, omar, 'admin');
    expect(
      (await call(owner, 'PUT', `/api/workspaces/${workspaceId}/members/${omar.user.id}`, { role: 'owner' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(owner, 'DELETE', `/api/workspaces/${workspaceId}/members/${owner.user.id}`)).statusCode,
    ).toBe(200);
    expect((await members(omar, workspaceId)).members).toHaveLength(1);
  });

  it('refuses a role an invitation cannot give, with the field named', async () => {
    const owner = await person('Ines', 'enterprise');
    const response = await invite(owner, await workspaceOf(owner), 'x@example.com', 'owner');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('Choose admin, editor, contributor or viewer');
  });
});
