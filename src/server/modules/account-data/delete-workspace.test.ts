// DELETE /api/workspaces/{workspaceId} against the Pinterest emulator (ADR 0034, "Deleting a
// workspace"): an owner who types the name deletes a workspace that is not their personal one; its
// boards, pins and files go at once, no scheduled pin of it is published, every member loses it,
// its Pinterest grant is revoked, and its support tickets stay for staff. Anything else changes nothing.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PinterestEmulator } from '../../../../emulators/pinterest/server';
import { createBoard } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { withEmulatorApp } from '../../../../tests/setup/emulator-app';
import type { TestApp } from '../../../../tests/setup/test-app';
import {
  confirmNameMismatchMessage,
  othersPersonalWorkspaceMessage,
  PERSONAL_WORKSPACE_DELETE_MESSAGE,
  type WorkspaceRole,
} from '../../../shared/api/workspaces';
import {
  boards,
  pins,
  pinterestConnections,
  supportTickets,
  users,
  workspaceMembers,
  workspaces,
} from '../../db/schema';
import { expectRefusal } from '../../http/test-support';
import { connectThroughRoutes } from '../pinterest/test-support';
import { findDuePins, publishPin } from '../publishing';
import { depsOf, pinRow, scheduledPin } from '../publishing/test-support';
import { setPlan } from '../workspaces';
import { addMember } from '../workspaces/test-support';

let emulator: PinterestEmulator;
let t: TestApp;

withEmulatorApp((context) => {
  ({ emulator, t } = context);
});

const CLIENT = 'Bloom Bakery';

function send(token: string, method: 'GET' | 'POST' | 'DELETE', url: string, workspaceId?: string) {
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(workspaceId ? { 'x-workspace-id': workspaceId } : {}) },
  });
}

const deleteWorkspace = (token: string, workspaceId: string, payload: object = { confirm_name: CLIENT }) =>
  t.app.inject({ method: 'DELETE', url: `/api/workspaces/${workspaceId}`, headers: bearer(token), payload });

const revokes = () => emulator.requests().filter((request) => request.path === '/v5/oauth/token/revoke');

async function workspaceNames(token: string): Promise<string[]> {
  const response = await send(token, 'GET', '/api/workspaces');
  expect(response.statusCode).toBe(200);
  return (response.json().workspaces as { name: string }[]).map((workspace) => workspace.name);
}

async function workspaceRow(id: string) {
  const [row] = await t.db.select().from(workspaces).where(eq(workspaces.id, id));
  return row;
}

/**
 * Ada on Pro with a client workspace: Pinterest connected there, a linked board with a due
 * scheduled pin and its image file, a member of `role` who used it last, and a support ticket
 * opened from it.
 */
async function agency(role: WorkspaceRole = 'editor') {
  const now = t.app.clock.now();
  const ada = await createUser(t.db, { firstName: 'Ada', subscriptionPlan: 'pro' }, now);
  await setPlan(t.db, ada.workspaceId, { subscriptionStatus: 'active', trialEndsAt: null });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/workspaces',
    headers: bearer(ada.token),
    payload: { name: CLIENT },
  });
  expect(created.statusCode).toBe(201);
  const clientId = created.json().workspace.id as string;
  await connectThroughRoutes(t.app, ada.token, clientId);
  const [remote] = emulator.boards() as { id: string }[];
  const board = await createBoard(t.db, clientId, { pinterestBoardId: remote?.id ?? null });
  const pin = await scheduledPin(t, board);
  const ownBoard = await createBoard(t.db, ada.workspaceId);

  const member = await createUser(t.db, { firstName: 'Bo' }, now);
  await addMember(t.db, { workspaceId: clientId, userId: member.user.id, role, now });
  // Naming it stores it as the workspace Bo used last (ADR 0032).
  expect((await send(member.token, 'GET', '/api/boards', clientId)).statusCode).toBe(200);
  expect((await t.db.select().from(users).where(eq(users.id, member.user.id)))[0]?.lastWorkspaceId).toBe(
    clientId,
  );
  const [ticket] = await t.db
    .insert(supportTickets)
    .values({
      userId: ada.user.id,
      name: 'Ada',
      email: ada.user.email,
      subject: 'Bloom Bakery’s posting times',
      category: 'general',
      tier: 'pro',
      workspaceId: clientId,
    })
    .returning();
  return { ada, clientId, board, pin, ownBoard, member, ticketId: ticket?.id as string };
}

describe('DELETE /api/workspaces/{workspaceId}', () => {
  it('deletes the workspace and all it holds at once; members lose it, nothing of it publishes', async () => {
    const { ada, clientId, board, pin, ownBoard, member, ticketId } = await agency();
    const imageKey = pin.imageKey as string;
    expect(await t.media.read(imageKey)).not.toBeNull();

    // Typed with spaces around it, as people do.
    const response = await deleteWorkspace(ada.token, clientId, { confirm_name: `  ${CLIENT} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    // Gone, with its boards, pins, members and image files.
    expect(await workspaceRow(clientId)).toBeUndefined();
    expect(await t.db.select().from(boards).where(eq(boards.id, board.id))).toEqual([]);
    expect(await t.db.select().from(pins).where(eq(pins.workspaceId, clientId))).toEqual([]);
    expect(
      await t.db.select().from(workspaceMembers).where(eq(workspaceMembers.workspaceId, clientId)),
    ).toEqual([]);
    expect(await t.media.read(imageKey)).toBeNull();

    // Its scheduled pin is never published: not due, and a job queued before finds nothing.
    expect(await findDuePins(t.db, { now: t.app.clock.now() })).toEqual([]);
    expect(await publishPin(depsOf(t), { pinId: pin.id })).toMatchObject({ outcome: 'skipped' });
    expect(emulator.pins()).toHaveLength(0);

    // Its Pinterest grant is revoked at Pinterest and forgotten here.
    expect(revokes()).toEqual([expect.objectContaining({ method: 'POST', status: 200 })]);
    expect(
      await t.db.select().from(pinterestConnections).where(eq(pinterestConnections.workspaceId, clientId)),
    ).toEqual([]);

    // Every member loses it at once; Bo, who used it last, opens his own workspace next.
    expect(await workspaceNames(ada.token)).toEqual(["Ada's workspace"]);
    expect(await workspaceNames(member.token)).toEqual(["Bo's workspace"]);
    expectRefusal(await send(member.token, 'GET', `/api/pins/${pin.id}`, clientId), 404, {
      error: 'Workspace not found',
      code: 'not_found',
    });
    expect(
      (await t.db.select().from(users).where(eq(users.id, member.user.id)))[0]?.lastWorkspaceId,
    ).toBeNull();
    const bosBoards = await send(member.token, 'GET', '/api/boards');
    expect(bosBoards.statusCode).toBe(200);
    expect(bosBoards.json().boards).toEqual([]);

    // Ada's personal workspace is untouched; the support ticket stays for staff, without the workspace.
    expect((await workspaceRow(ada.workspaceId))?.name).toBe("Ada's workspace");
    expect(await t.db.select().from(boards).where(eq(boards.id, ownBoard.id))).toHaveLength(1);
    const [ticket] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, ticketId));
    expect(ticket).toMatchObject({ userId: ada.user.id, workspaceId: null });

    // A second delete finds nothing.
    expectRefusal(await deleteWorkspace(ada.token, clientId), 404, {
      error: 'Workspace not found',
      code: 'not_found',
    });
  });

  it('refuses an admin (403 naming the owner role) and a stranger (404), changing nothing', async () => {
    const { clientId, pin, member } = await agency('admin');
    const refused = await deleteWorkspace(member.token, clientId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'role_required' });
    expect(refused.json().error).toContain('the owner role');

    const stranger = await createUser(t.db, {}, t.app.clock.now());
    expectRefusal(await deleteWorkspace(stranger.token, clientId), 404, {
      error: 'Workspace not found',
      code: 'not_found',
    });

    expect((await workspaceRow(clientId))?.name).toBe(CLIENT);
    expect((await pinRow(t, pin.id)).status).toBe('scheduled');
    expect(revokes()).toEqual([]);
  });

  it('refuses a name that does not match, or none, with 400 and changes nothing', async () => {
    const { ada, clientId, pin, member } = await agency();
    expectRefusal(await deleteWorkspace(ada.token, clientId, { confirm_name: 'bloom bakery' }), 400, {
      error: confirmNameMismatchMessage(CLIENT),
      code: 'validation_error',
    });
    expectRefusal(await deleteWorkspace(ada.token, clientId, {}), 400, {
      error: 'Type the workspace’s name to confirm',
      code: 'validation_error',
    });
    expect((await workspaceRow(clientId))?.name).toBe(CLIENT);
    expect(await workspaceNames(member.token)).toContain(CLIENT);
    expect((await pinRow(t, pin.id)).status).toBe('scheduled');
    expect(await t.media.read(pin.imageKey as string)).not.toBeNull();
    expect(revokes()).toEqual([]);
  });

  it('refuses the personal workspace (409): it goes only with the account', async () => {
    const { ada } = await agency();
    // The list marks it, so the web app offers no Delete on it.
    const listed = (await send(ada.token, 'GET', '/api/workspaces')).json().workspaces;
    expect(listed.map((w: { name: string; personal: boolean }) => [w.name, w.personal])).toEqual([
      ["Ada's workspace", true],
      [CLIENT, false],
    ]);
    expectRefusal(
      await deleteWorkspace(ada.token, ada.workspaceId, { confirm_name: "Ada's workspace" }),
      409,
      { error: PERSONAL_WORKSPACE_DELETE_MESSAGE, code: 'personal_workspace' },
    );
    expect(await workspaceRow(ada.workspaceId)).toBeDefined();
  });

  it("refuses a co-owner the paying owner's personal workspace too", async () => {
    const ada = await createUser(t.db, { firstName: 'Ada' }, t.app.clock.now());
    const omar = await createUser(t.db, { firstName: 'Omar' }, t.app.clock.now());
    await addMember(t.db, {
      workspaceId: ada.workspaceId,
      userId: omar.user.id,
      role: 'owner',
      now: t.app.clock.now(),
    });
    expectRefusal(
      await deleteWorkspace(omar.token, ada.workspaceId, { confirm_name: "Ada's workspace" }),
      409,
      { error: othersPersonalWorkspaceMessage("Ada's workspace"), code: 'personal_workspace' },
    );
    expect(await workspaceRow(ada.workspaceId)).toBeDefined();
  });
});
