import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createAdmin, createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { Database } from '../../db/connection';
import { workspaceMembers, workspaces } from '../../db/schema';
import { createPersonalWorkspace, deleteWorkspacesOwnedOnlyBy } from './workspace-writes';

let app: FastifyInstance;
let db: Database;

beforeEach(async () => {
  ({ app, db } = await createTestApp());
});
afterEach(async () => {
  await app.close();
});

const listFor = async (token: string) => {
  const response = await app.inject({ method: 'GET', url: '/api/workspaces', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json().workspaces as { id: string; name: string; role: string; created_at: string }[];
};

describe('GET /api/workspaces', () => {
  it('shows a new account its personal workspace, which it owns, under an id of its own', async () => {
    const now = app.clock.now();
    const { token, user } = await createUser(db, { firstName: 'Ines' }, now);
    const workspaces = await listFor(token);
    expect(workspaces).toEqual([
      {
        id: expect.any(String),
        name: "Ines's workspace",
        role: 'owner',
        created_at: now.toISOString(),
        last_used: true,
        suspended: false,
        plan: 'free',
        personal: true,
      },
    ]);
    // Only the migration reuses a user's id for their workspace (ADR 0032).
    expect(workspaces[0]?.id).not.toBe(user.id);
  });

  it('shows each person only the workspaces they belong to', async () => {
    const ines = await createUser(db, { firstName: 'Ines' });
    const omar = await createUser(db, { firstName: 'Omar' });
    const [inesWorkspace] = await listFor(ines.token);
    const [omarWorkspace] = await listFor(omar.token);
    expect(inesWorkspace?.id).not.toBe(omarWorkspace?.id);
    expect((await listFor(omar.token)).map((w) => w.name)).toEqual(["Omar's workspace"]);
  });

  it('lists the ones a person owns first, then the others by name', async () => {
    const ines = await createUser(db, { firstName: 'Ines' });
    const others = await Promise.all(
      ['Zoe', 'Ana'].map(async (firstName) => {
        const owner = await createUser(db, { firstName });
        const [workspace] = await listFor(owner.token);
        await db
          .insert(workspaceMembers)
          .values({ workspaceId: workspace?.id as string, userId: ines.user.id, role: 'editor' });
        return workspace;
      }),
    );
    expect(others).toHaveLength(2);
    expect((await listFor(ines.token)).map((w) => [w.name, w.role])).toEqual([
      ["Ines's workspace", 'owner'],
      ["Ana's workspace", 'editor'],
      ["Zoe's workspace", 'editor'],
    ]);
  });

  it('refuses a request without a user session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/workspaces' })).statusCode).toBe(401);
    const admin = await createAdmin(app, db);
    const asStaff = await app.inject({ method: 'GET', url: '/api/workspaces', headers: bearer(admin.token) });
    expect(asStaff.statusCode).toBe(401);
  });
});

describe('deleteWorkspacesOwnedOnlyBy', () => {
  it('deletes the workspaces only they own and hands one another person also owns to that owner', async () => {
    const ines = await createUser(db, { firstName: 'Ines' });
    const omar = await createUser(db, { firstName: 'Omar' });
    const shared = await db.transaction((tx) =>
      createPersonalWorkspace(tx, {
        id: ines.user.id,
        firstName: 'Shared',
        timeZone: 'UTC',
        createdAt: new Date(),
      }),
    );
    await db.insert(workspaceMembers).values({ workspaceId: shared.id, userId: omar.user.id, role: 'owner' });

    await deleteWorkspacesOwnedOnlyBy(db, ines.user.id);

    // Her memberships go with her; the shared workspace is now paid for by its other owner.
    expect(await listFor(ines.token)).toEqual([]);
    expect((await listFor(omar.token)).map((w) => w.name)).toEqual([
      "Omar's workspace",
      "Shared's workspace",
    ]);
    const [kept] = await db.select().from(workspaces).where(eq(workspaces.id, shared.id));
    expect(kept?.ownerId).toBe(omar.user.id);
    expect(await db.select().from(workspaces).where(eq(workspaces.id, ines.workspaceId))).toEqual([]);
  });
});
