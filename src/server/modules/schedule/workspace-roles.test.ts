// The schedule in a shared workspace (ADR 0032): each route's least role, and a member acting on
// the owner's workspace gets the schedule of the owner who pays for it (their time zone, window and
// lock), not their own.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import type { WorkspaceRole } from '../../../shared/api/workspaces';
import { pins } from '../../db/schema';
import { addMember } from '../workspaces/test-support';
import { signedInAppPerTest } from './test-support';

// 15:00 UTC is 10:00 in New York (the owner's zone) and midnight in Tokyo (the members').
const NOW = new Date('2026-01-15T15:00:00Z');
const t = signedInAppPerTest({ now: () => NOW, timeZone: 'America/New_York', board: { name: 'Garden' } });

/** A second person, in another time zone, added to the owner's workspace with `role`. */
async function member(role: WorkspaceRole): Promise<string> {
  const { token, user } = await createUser(t.db, { timeZone: 'Asia/Tokyo' });
  await addMember(t.db, { workspaceId: t.workspaceId, userId: user.id, role, now: NOW });
  return token;
}

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'x-workspace-id': t.workspaceId },
    ...(payload && { payload }),
  });

describe('roles on the schedule', () => {
  it('refuses a contributor an approval, naming the editor role; an editor approves into the owner’s window', async () => {
    const pin = await createPin(t.db, t.board, { status: 'generated' });
    const contributor = await member('contributor');
    const refused = await call(contributor, 'POST', `/api/pins/${pin.id}/approve`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'role_required' });
    expect(refused.json().error).toContain('the editor role');
    const [stillInReview] = await t.db.select({ status: pins.status }).from(pins).where(eq(pins.id, pin.id));
    expect(stillInReview?.status).toBe('generated');

    // The owner's next free time, in their zone: the editor's approval lands on it, not on a
    // time of Tokyo's day.
    const suggested = (await call(t.token, 'GET', '/api/next-available-time')).json().scheduledTime;
    const editor = await member('editor');
    const approved = await call(editor, 'POST', `/api/pins/${pin.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().pin).toMatchObject({ id: pin.id, status: 'scheduled', scheduled_time: suggested });
  });

  it('lets a viewer read the timeline but edit nothing; a contributor edits pins in review only', async () => {
    const pin = await createPin(t.db, t.board, {
      status: 'scheduled',
      scheduledTime: new Date('2026-01-16T16:00:00Z'),
    });
    const viewer = await member('viewer');
    const timeline = await call(viewer, 'GET', '/api/timeline');
    expect(timeline.statusCode).toBe(200);
    expect(timeline.json()).toMatchObject({ time_zone: 'America/New_York', today: '2026-01-15' });
    const day = timeline.json().days.find((d: { date: string }) => d.date === '2026-01-16');
    expect(day.pins.map((p: { id: string }) => p.id)).toEqual([pin.id]);

    const edit = { description: 'Fresh from the garden' };
    const refused = await call(viewer, 'PUT', `/api/pins/${pin.id}`, edit);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toContain('the contributor role');
    // A scheduled pin's changes are an editor's (ADR 0032): a contributor drafts, in review.
    const contributor = await member('contributor');
    const scheduledEdit = await call(contributor, 'PUT', `/api/pins/${pin.id}`, edit);
    expect(scheduledEdit.statusCode).toBe(403);
    expect(scheduledEdit.json()).toMatchObject({ code: 'role_required' });
    expect(scheduledEdit.json().error).toContain('the editor role');
    const draft = await createPin(t.db, t.board, { status: 'generated' });
    const drafted = await call(contributor, 'PUT', `/api/pins/${draft.id}`, edit);
    expect(drafted.statusCode).toBe(200);
    expect(drafted.json().pin.description).toBe('Fresh from the garden');
    const edited = await call(await member('editor'), 'PUT', `/api/pins/${pin.id}`, edit);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().pin.description).toBe('Fresh from the garden');
  });

  it('is 404 for the workspace to someone who is not a member of it', async () => {
    const { token } = await createUser(t.db);
    const response = await call(token, 'GET', '/api/timeline');
    expect(response.statusCode).toBe(404);
  });
});
