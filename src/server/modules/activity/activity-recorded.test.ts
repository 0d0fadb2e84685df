// The activity log filled by the real routes (ADR 0032): each action writes its entry where it
// happens, naming who did it (a member, the person who joined, a client on a review link) and what
// it was done to. The clock moves a minute between steps, so the log's order is the steps' order.
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { Database } from '../../db/connection';
import { boards, mailOutbox } from '../../db/schema';
import { setPlan } from '../workspaces';
import { addMember } from '../workspaces/test-support';

let app: FastifyInstance;
let db: Database;
let now: Date;
type Person = Awaited<ReturnType<typeof createUser>>;
let owner: Person;
let editor: Person;

beforeEach(async () => {
  now = new Date('2026-05-04T10:00:00.000Z');
  ({ app, db } = await createTestApp({ clock: { now: () => now, random: () => 0.5 } }));
  owner = await createUser(db, { firstName: 'Ada', lastName: 'Byron', subscriptionPlan: 'pro' }, now);
  await setPlan(db, owner.workspaceId, { subscriptionStatus: 'active', trialEndsAt: null });
  editor = await createUser(db, { firstName: 'Eli', lastName: 'Moss' }, now);
  await addMember(db, { workspaceId: owner.workspaceId, userId: editor.user.id, role: 'editor', now });
});
afterEach(async () => {
  await app.close();
});

/** A call in the owner's workspace; `expected` is the status it must answer. */
async function call(
  who: Person | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload: object | undefined,
  expected: number,
) {
  const headers = who ? { ...bearer(who.token), 'x-workspace-id': owner.workspaceId } : {};
  const response = await app.inject({ method, url, headers, ...(payload && { payload }) });
  expect(response.statusCode, response.body).toBe(expected);
  // The next step happens a minute later.
  now = new Date(now.getTime() + 60_000);
  return response.json();
}

interface Event {
  action: string;
  actor_name: string;
  subject: string;
  created_at: string;
}

/** The log as the owner reads it, oldest first (by action at one instant), as [action, actor, subject]. */
async function log(): Promise<[string, string, string][]> {
  const { events } = (await call(owner, 'GET', '/api/activity', undefined, 200)) as { events: Event[] };
  return events
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.action.localeCompare(b.action))
    .map((event) => [event.action, event.actor_name, event.subject]);
}

describe('the activity log records', () => {
  it('a board, and a pin generated, edited and approved, by the editor who did them', async () => {
    await call(editor, 'POST', '/api/boards', { name: 'Autumn recipes' }, 201);
    const [board] = await db.select().from(boards).where(eq(boards.workspaceId, owner.workspaceId));
    const pin = await call(editor, 'POST', '/api/generate-single-pin', { boardId: board?.id }, 201);
    await call(editor, 'PUT', `/api/pins/${pin.id}`, { title: 'Pumpkin soup' }, 200);
    await call(editor, 'POST', `/api/pins/${pin.id}/approve`, undefined, 200);

    expect(await log()).toEqual([
      ['board.created', 'Eli Moss', 'Autumn recipes'],
      ['pin.generated', 'Eli Moss', pin.title],
      ['pin.edited', 'Eli Moss', 'Pumpkin soup'],
      ['pin.approved', 'Eli Moss', 'Pumpkin soup'],
    ]);
  });

  it('a pin marked as posted by hand, and an invitation withdrawn', async () => {
    const board = await createBoard(db, owner.workspaceId, { name: 'Garden' });
    const pin = await createPin(db, board, {
      title: 'Tomato beds',
      status: 'scheduled',
      scheduledTime: new Date(now.getTime() + 3_600_000),
    });
    await call(editor, 'POST', `/api/pins/${pin.id}/mark-posted`, undefined, 200);
    const url = `/api/workspaces/${owner.workspaceId}/invitations`;
    const invited = await call(owner, 'POST', url, { email: 'zoe@example.com', role: 'editor' }, 200);
    await call(owner, 'DELETE', `${url}/${invited.invitation.id}`, undefined, 200);
    // Withdrawn once: a second withdrawal finds nothing and logs nothing.
    await call(owner, 'DELETE', `${url}/${invited.invitation.id}`, undefined, 404);

    expect(await log()).toEqual([
      ['pin.marked_posted', 'Eli Moss', 'Tomato beds'],
      ['member.invited', 'Ada Byron', 'zoe@example.com as editor'],
      ['member.invitation_withdrawn', 'Ada Byron', 'zoe@example.com as editor'],
    ]);
  });

  it('a member invited by the owner, and their joining under their own name', async () => {
    const omar = await createUser(
      db,
      { firstName: 'Omar', lastName: 'Reyes', email: 'omar@example.com' },
      now,
    );
    const url = `/api/workspaces/${owner.workspaceId}/invitations`;
    await call(owner, 'POST', url, { email: 'omar@example.com', role: 'viewer' }, 200);
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'omar@example.com'))
      .orderBy(desc(mailOutbox.createdAt));
    if (!mail) throw new Error('no invitation mail');
    const token = new URL((mail.data as { acceptUrl: string }).acceptUrl).searchParams.get('token');
    await call(omar, 'POST', '/api/invitations/accept', { token }, 200);

    expect(await log()).toEqual([
      ['member.invited', 'Ada Byron', 'omar@example.com as viewer'],
      ['member.joined', 'Omar Reyes', 'viewer'],
    ]);
  });

  it('a review link shared by the editor, and the client’s decisions under the name they gave', async () => {
    const board = await createBoard(db, owner.workspaceId, { name: 'Autumn recipes' });
    const soup = await createPin(db, board, { title: 'Pumpkin soup' });
    const pie = await createPin(db, board, { title: 'Apple pie' });
    const { url } = await call(
      editor,
      'POST',
      '/api/review-links',
      { name: 'Acme, May', pin_ids: [soup.id, pie.id] },
      200,
    );
    const token = new URL(url).searchParams.get('token');
    const decide = (pinId: string, decision: string, comment = '') =>
      call(
        null,
        'POST',
        '/api/client-review/decide',
        { token, pin_id: pinId, decision, comment, name: 'Dana' },
        200,
      );
    await decide(soup.id, 'approved');
    await decide(pie.id, 'changes_requested', 'Warmer colours, please');

    expect(await log()).toEqual([
      ['review_link.shared', 'Eli Moss', 'Acme, May (2 pins)'],
      // The client's approval puts the pin into the schedule, as an editor's would.
      ['pin.approved', 'Dana (client)', 'Pumpkin soup'],
      ['review_link.decided', 'Dana (client)', 'Pumpkin soup: approved'],
      ['review_link.decided', 'Dana (client)', 'Apple pie: changes asked'],
    ]);
  });
});
