// The admin console's figures of a user who pays for several workspaces (ADR 0032): theirs are the
// content of every workspace they pay for, and nothing of one they only belong to.
import { describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { createUser } from '../../../../tests/factories/users';
import type { Database } from '../../db/connection';
import { pinGenerations } from '../../db/schema';
import { createPersonalWorkspace } from '../workspaces';
import { addMember } from '../workspaces/test-support';
import { type AdminConsole, withAdminConsole } from './test-support';

let db: Database;
let get: AdminConsole['get'];
withAdminConsole((context) => {
  ({ db, get } = context);
});

describe('GET /api/admin/users/{id} of someone in several workspaces', () => {
  it('counts every workspace the user pays for, and none they only belong to', async () => {
    const { user, workspaceId } = await createUser(db, { subscriptionPlan: 'pro' });
    const other = await createUser(db, { subscriptionPlan: 'pro' });
    const second = await createPersonalWorkspace(db, {
      id: user.id,
      firstName: 'Second',
      timeZone: 'UTC',
      createdAt: new Date(),
    });
    await addMember(db, { workspaceId: other.workspaceId, userId: user.id, role: 'editor', now: new Date() });
    for (const space of [workspaceId, second.id, other.workspaceId]) {
      const board = await createBoard(db, space);
      await createPin(db, board, { status: 'scheduled', scheduledTime: new Date() });
      await db.insert(pinGenerations).values({ workspaceId: space });
    }
    const detail = (await get(`/api/admin/users/${user.id}`)).json();
    expect(detail.user).toMatchObject({ pins_generated_this_month: 2, pins_scheduled_today: 2 });
    expect(detail.boards).toHaveLength(2);
    expect(detail.pins_by_status.scheduled).toBe(2);
    const theirs = (await get(`/api/admin/users/${other.user.id}`)).json();
    expect(theirs.user).toMatchObject({ pins_generated_this_month: 1, pins_scheduled_today: 1 });
  });
});
