// Which workspace a request acts in (ADR 0032): the one X-Workspace-Id names, else the one the
// person used last, else their own; membership is read on every request, so a removed member is
// refused at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { addMember } from '../../src/server/modules/workspaces/test-support';
import { createBoard } from '../factories/boards';
import { bearer, createUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let agency: Awaited<ReturnType<typeof createUser>>;
let editor: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  agency = await createUser(t.db, { subscriptionPlan: 'pro' });
  editor = await createUser(t.db);
  await createBoard(t.db, agency.workspaceId, { name: 'Client board' });
  await createBoard(t.db, editor.workspaceId, { name: 'My own board' });
  await addMember(t.db, {
    workspaceId: agency.workspaceId,
    userId: editor.user.id,
    role: 'editor',
    now: t.app.clock.now(),
  });
});
afterAll(() => t.app.close());

async function boardNames(token: string, workspaceId?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/boards',
    headers: { ...bearer(token), ...(workspaceId ? { 'x-workspace-id': workspaceId } : {}) },
  });
  return {
    status: response.statusCode,
    body: response.json() as { boards?: { name: string }[]; error?: string },
  };
}

describe('the workspace of a request', () => {
  it('is the person’s own workspace when the request names none and they never switched', async () => {
    const { body } = await boardNames(editor.token);
    expect(body.boards?.map((b) => b.name)).toEqual(['My own board']);
    // A new account's workspace has an id of its own, never the user's.
    expect(editor.workspaceId).not.toBe(editor.user.id);
  });

  it('is the one X-Workspace-Id names, and that one is remembered for the next request', async () => {
    const named = await boardNames(editor.token, agency.workspaceId);
    expect(named.body.boards?.map((b) => b.name)).toEqual(['Client board']);
    const [row] = await t.db.select().from(users).where(eq(users.id, editor.user.id));
    expect(row?.lastWorkspaceId).toBe(agency.workspaceId);
    const next = await boardNames(editor.token);
    expect(next.body.boards?.map((b) => b.name)).toEqual(['Client board']);
    // The list says so, for a new tab to open there.
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/workspaces',
      headers: bearer(editor.token),
    });
    const marked = (listed.json() as { workspaces: { id: string; last_used: boolean }[] }).workspaces;
    expect(marked.filter((w) => w.last_used).map((w) => w.id)).toEqual([agency.workspaceId]);
    // Naming their own again switches back.
    await boardNames(editor.token, editor.workspaceId);
    expect((await boardNames(editor.token)).body.boards?.map((b) => b.name)).toEqual(['My own board']);
  });

  it('is read with the session, in the one statement before the handler', async () => {
    // A second statement per request (the membership after the session) cost the timeline an
    // eighth of its throughput and its p99 target (bench/README.md, "With workspaces").
    const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
      .$client;
    const query = client.query;
    const statements: string[] = [];
    client.query = function (this: unknown, ...args: unknown[]) {
      const [text] = args;
      statements.push(typeof text === 'string' ? text : String((text as { text?: unknown }).text));
      return query.apply(this, args);
    };
    try {
      expect((await boardNames(editor.token, agency.workspaceId)).status).toBe(200);
    } finally {
      client.query = query;
    }
    const sessionReads = statements.filter((text) => text.includes('"sessions"'));
    expect(sessionReads).toHaveLength(1);
    expect(statements[0]).toBe(sessionReads[0]);
    expect(statements[0]).toContain('"workspace_members"');
    expect(statements.filter((text) => text.includes('"workspace_members"'))).toHaveLength(1);
  });

  it('refuses a workspace the person is not a member of, or a malformed id, as not found', async () => {
    // The owner's user id is no workspace's id (only the migration gave workspaces their users' ids).
    for (const named of [agency.user.id, crypto.randomUUID(), 'not-a-uuid']) {
      const { status, body } = await boardNames(editor.token, named);
      expect(status, named).toBe(404);
      expect(body.error).toBe('Workspace not found');
    }
  });

  it('ends a removed member’s access at their next request', async () => {
    expect((await boardNames(editor.token, agency.workspaceId)).status).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${agency.workspaceId}/members/${editor.user.id}`,
      headers: bearer(agency.token),
    });
    expect(removed.statusCode).toBe(200);
    const after = await boardNames(editor.token, agency.workspaceId);
    expect(after.status).toBe(404);
    expect(after.body.error).toBe('Workspace not found');
    // Without a header they land in their own again, though the removed one was their last.
    expect((await boardNames(editor.token)).body.boards?.map((b) => b.name)).toEqual(['My own board']);
  });
});
