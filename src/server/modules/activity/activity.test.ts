// The activity log's reading side (ADR 0032): newest first, 50 a page with a cursor that neither
// repeats nor skips, filters by group and person, 90 days kept, and only the workspace's own.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { ActivityAction } from '../../../shared/api/activity';
import type { Database } from '../../db/connection';
import { addMember } from '../workspaces/test-support';
import { deleteActivityBefore, recordActivity } from './activity-writes';

const DAY_MS = 86_400_000;
let app: FastifyInstance;
let db: Database;
let now: Date;
let owner: Awaited<ReturnType<typeof createUser>>;

beforeEach(async () => {
  now = new Date('2026-05-04T10:00:00.000Z');
  ({ app, db } = await createTestApp({ clock: { now: () => now, random: () => 0.5 } }));
  owner = await createUser(db, { firstName: 'Ada', lastName: 'Byron' }, now);
});
afterEach(async () => {
  await app.close();
});

const record = (
  action: ActivityAction,
  subject: string,
  at: Date,
  actor: { id: string | null; name: string } = { id: owner.user.id, name: 'Ada Byron' },
) => recordActivity(db, { workspaceId: owner.workspaceId, action, actor, subject, now: at });

async function read(query = '', token = owner.token, workspaceId = owner.workspaceId) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/activity${query}`,
    headers: { ...bearer(token), 'x-workspace-id': workspaceId },
  });
  return { status: response.statusCode, body: response.json() };
}

describe('the activity log', () => {
  it('pages newest first without repeating or skipping, and keeps 90 days', async () => {
    // 120 entries a minute apart, some at the same instant, and one 91 days old.
    for (let n = 0; n < 120; n += 1) {
      await record('pin.generated', `Pin ${n}`, new Date(now.getTime() - Math.floor(n / 2) * 60_000));
    }
    await record('pin.approved', 'Too old', new Date(now.getTime() - 91 * DAY_MS));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const { body } = await read(cursor ? `?before=${cursor}` : '');
      seen.push(...body.events.map((event: { subject: string }) => event.subject));
      cursor = body.next;
    } while (cursor);
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    expect(seen).not.toContain('Too old');
    expect(seen.slice(0, 2).sort()).toEqual(['Pin 0', 'Pin 1']);
    // Housekeeping forgets it for good.
    expect(await deleteActivityBefore(db, new Date(now.getTime() - 90 * DAY_MS))).toBe(1);
  });

  it('filters by group and by person, and lists the people for the filter', async () => {
    const editor = await createUser(db, { firstName: 'Eli', lastName: 'Moss' }, now);
    await addMember(db, { workspaceId: owner.workspaceId, userId: editor.user.id, role: 'viewer', now });
    await record('pin.approved', 'Pumpkin soup', now);
    await record('member.invited', 'eli@example.com as viewer', now);
    await record('pin.edited', 'Apple pie', now, { id: editor.user.id, name: 'Eli Moss' });
    await record('review_link.decided', 'Apple pie: approved', now, { id: null, name: 'Dana (client)' });

    const pinsOnly = await read('?group=pin');
    expect(pinsOnly.body.events.map((e: { subject: string }) => e.subject).sort()).toEqual([
      'Apple pie',
      'Pumpkin soup',
    ]);
    const byEli = await read(`?actor_id=${editor.user.id}`, editor.token);
    expect(byEli.status).toBe(200);
    expect(byEli.body.events).toEqual([
      expect.objectContaining({ action: 'pin.edited', actor_name: 'Eli Moss', subject: 'Apple pie' }),
    ]);
    expect(byEli.body.actors.map((a: { name: string }) => a.name).sort()).toEqual(['Ada Byron', 'Eli Moss']);
  });

  it('shows only the workspace’s own, and refuses a bad cursor or group with 400', async () => {
    await record('pin.approved', 'Ours', now);
    const stranger = await createUser(db, {}, now);
    expect((await read('', stranger.token, stranger.workspaceId)).body.events).toEqual([]);
    expect((await read('', stranger.token)).status).toBe(404);
    expect((await read('?before=bm9wZQ')).status).toBe(400);
    expect((await read('?group=everything')).status).toBe(400);
  });
});
