// POST /api/user/delete-account against the Pinterest emulator: the wrong password changes
// nothing; the right one ends every session, revokes and forgets the Pinterest grant, takes the
// scheduled pins out of the schedule, refuses sign-in as for an unknown account and frees the email.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PinterestEmulator } from '../../../../emulators/pinterest/server';
import { bearer, createAdmin, createUser, registerInput } from '../../../../tests/factories/users';
import { withEmulatorApp } from '../../../../tests/setup/emulator-app';
import type { TestApp } from '../../../../tests/setup/test-app';
import { DELETE_ACCOUNT_WRONG_PASSWORD_MESSAGE } from '../../../shared/api/account';
import { INVALID_CREDENTIALS_MESSAGE } from '../../app-error';
import { pinterestConnections, users, workspaceMembers, workspaces } from '../../db/schema';
import { expectRefusal } from '../../http/test-support';
import { findDuePins, publishPin } from '../publishing';
import { connectedUserWithBoard, depsOf, pinRow, scheduledPin } from '../publishing/test-support';
import { addMember } from '../workspaces/test-support';

let emulator: PinterestEmulator;
let t: TestApp;

withEmulatorApp((context) => {
  ({ emulator, t } = context);
});

const PASSWORD = registerInput().password;

const deleteAccount = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/delete-account',
    headers: bearer(token),
    payload: { password },
  });
const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });
const logIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** A connected user with a scheduled pin and a second session. */
async function activeAccount() {
  const account = await connectedUserWithBoard(t, emulator);
  const pin = await scheduledPin(t, account.board);
  const second = (await logIn(account.user.email, PASSWORD)).json().token as string;
  return { ...account, pin, second };
}

const revokes = () => emulator.requests().filter((request) => request.path === '/v5/oauth/token/revoke');

const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

describe('POST /api/user/delete-account', () => {
  it('refuses the wrong password with 400 and changes nothing', async () => {
    const { token, second, user, board, pin } = await activeAccount();
    const response = await deleteAccount(token, 'not-my-password');
    expectRefusal(response, 400, {
      error: DELETE_ACCOUNT_WRONG_PASSWORD_MESSAGE,
      code: 'wrong_current_password',
    });
    expect((await userRow(user.id))?.deletedAt).toBeNull();
    for (const session of [token, second]) expect((await profile(session)).statusCode).toBe(200);
    expect((await pinRow(t, pin.id)).status).toBe('scheduled');
    expect(await findDuePins(t.db, { now: t.app.clock.now() })).toEqual([
      expect.objectContaining({ id: pin.id }),
    ]);
    expect(revokes()).toEqual([]);
    expect(
      await t.db
        .select()
        .from(pinterestConnections)
        .where(eq(pinterestConnections.workspaceId, board.workspaceId)),
    ).toHaveLength(1);
  });

  it('stops guessing: after 10 wrong passwords even the right one waits (429), nothing deleted', async () => {
    const { token, user } = await activeAccount();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await deleteAccount(token, `guess-${attempt}`)).statusCode).toBe(400);
    }
    const refused = await deleteAccount(token, PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many wrong passwords/);
    expect((await userRow(user.id))?.deletedAt).toBeNull();
  });

  it('refuses a missing password as a validation error', async () => {
    const { token } = await activeAccount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/delete-account',
      headers: bearer(token),
      payload: {},
    });
    expectRefusal(response, 400, { error: 'Enter your password to confirm', code: 'validation_error' });
  });

  it('ends every session, forgets Pinterest, unschedules pins, and frees the email', async () => {
    const { token, second, user, board, pin } = await activeAccount();
    const response = await deleteAccount(token, PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    expect((await userRow(user.id))?.deletedAt).toBeInstanceOf(Date);
    for (const session of [token, second]) expect((await profile(session)).statusCode).toBe(401);

    // Revoked at Pinterest (the emulator then refuses the grant's tokens), and forgotten here.
    expect(revokes()).toEqual([expect.objectContaining({ method: 'POST', status: 200 })]);
    expect(
      await t.db
        .select()
        .from(pinterestConnections)
        .where(eq(pinterestConnections.workspaceId, board.workspaceId)),
    ).toEqual([]);

    // Out of the schedule: never due, and a job queued before is turned away.
    expect(await pinRow(t, pin.id)).toMatchObject({ status: 'generated', scheduledTime: null });
    expect(await findDuePins(t.db, { now: t.app.clock.now() })).toEqual([]);
    expect(await publishPin(depsOf(t), { pinId: pin.id })).toMatchObject({ outcome: 'skipped' });
    expect(emulator.pins()).toHaveLength(0);

    // Sign-in is refused exactly as for an address nobody uses.
    const refusedLogin = await logIn(user.email, PASSWORD);
    const unknown = await logIn('nobody-here@example.com', PASSWORD);
    expect(refusedLogin.statusCode).toBe(unknown.statusCode);
    expect(refusedLogin.json()).toEqual(unknown.json());
    expect(refusedLogin.json()).toEqual({ error: INVALID_CREDENTIALS_MESSAGE, code: 'invalid_credentials' });

    // The address is free: a new account takes it and signs in with its own password.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registerInput({ email: user.email.toUpperCase(), password: 'a-brand-new-password' }),
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().user.id).not.toBe(user.id);
    const signedIn = await logIn(user.email, 'a-brand-new-password');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.id).toBe(again.json().user.id);
    // The deleted account's password opens nothing.
    expect((await logIn(user.email, PASSWORD)).statusCode).toBe(401);
  });

  it('deletes the account even when Pinterest fails the revoke', async () => {
    const { token, user, board } = await activeAccount();
    emulator.setFault({ mode: '500', paths: ['/v5/oauth/token/revoke'] });
    expect((await deleteAccount(token, PASSWORD)).statusCode).toBe(200);
    expect((await userRow(user.id))?.deletedAt).toBeInstanceOf(Date);
    expect(
      await t.db
        .select()
        .from(pinterestConnections)
        .where(eq(pinterestConnections.workspaceId, board.workspaceId)),
    ).toEqual([]);
  });

  it('hands a workspace it shares with another owner to them: it keeps Pinterest and its schedule', async () => {
    const { token, user, board, pin } = await activeAccount();
    const partner = await createUser(t.db);
    await addMember(t.db, {
      workspaceId: board.workspaceId,
      userId: partner.user.id,
      role: 'owner',
      now: new Date(),
    });
    expect((await deleteAccount(token, PASSWORD)).statusCode).toBe(200);

    const [workspace] = await t.db.select().from(workspaces).where(eq(workspaces.id, board.workspaceId));
    expect(workspace?.ownerId).toBe(partner.user.id);
    const members = await t.db
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .where(eq(workspaceMembers.workspaceId, board.workspaceId));
    expect(members).toEqual([{ userId: partner.user.id }]);
    expect(revokes()).toEqual([]);
    expect(
      await t.db
        .select()
        .from(pinterestConnections)
        .where(eq(pinterestConnections.workspaceId, board.workspaceId)),
    ).toHaveLength(1);
    expect((await pinRow(t, pin.id)).status).toBe('scheduled');
    expect((await userRow(user.id))?.deletedAt).toBeInstanceOf(Date);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/delete-account',
      payload: { password: PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('a deleted account elsewhere', () => {
  it('has its pins held by the publisher even if one is still scheduled', async () => {
    const { user, board } = await connectedUserWithBoard(t, emulator);
    const pin = await scheduledPin(t, board);
    // As a pin in flight during the deletion would be, handed back to the schedule afterwards.
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect(await findDuePins(t.db, { now: t.app.clock.now() })).toEqual([]);
    expect(await publishPin(depsOf(t), { pinId: pin.id })).toMatchObject({ outcome: 'skipped' });
    expect((await pinRow(t, pin.id)).status).toBe('scheduled');
    expect(emulator.pins()).toHaveLength(0);
  });

  it('is no customer in the admin console: not counted, not listed', async () => {
    const admin = await createAdmin(t.app, t.db);
    const kept = await connectedUserWithBoard(t, emulator);
    const gone = await activeAccount();
    expect((await deleteAccount(gone.token, PASSWORD)).statusCode).toBe(200);
    const adminGet = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin.token) });
    expect((await adminGet('/api/admin/stats')).json()).toMatchObject({ totalUsers: 1, totalBoards: 1 });
    const listed = (await adminGet('/api/admin/users')).json();
    expect(listed.users.map((u: { id: string }) => u.id)).toEqual([kept.user.id]);
    expect(listed.pagination.total).toBe(1);
    const recent = (await adminGet('/api/admin/users/recent')).json();
    expect(recent.users.map((u: { id: string }) => u.id)).toEqual([kept.user.id]);
  });
});
