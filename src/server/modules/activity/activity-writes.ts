// The activity_events table's only writers (ADR 0032): other modules record what happened in their
// own transaction, so an action and its entry stand or fall together.
import { lt } from 'drizzle-orm';
import type { ActivityAction } from '../../../shared/api/activity';
import type { Database } from '../../db/connection';
import { activityEvents } from '../../db/schema';

/** A Database or a transaction on one. */
type Writer = Pick<Database, 'insert' | 'delete'>;

/** Who did something: a member (their id and name then), or a client or the system (a name only). */
export interface Actor {
  id: string | null;
  name: string;
}

/** An actor who is a member, so always has an id. */
export type MemberActor = Actor & { id: string };

/** A member as the log names them. */
export function memberActor(user: { id: string; firstName: string; lastName: string }): MemberActor {
  return { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() };
}

/** What the system does on its own (publishing at the scheduled time). */
export const SYSTEM_ACTOR: Actor = { id: null, name: 'Pinloom' };

export async function recordActivity(
  db: Writer,
  event: { workspaceId: string; action: ActivityAction; actor: Actor; subject: string; now: Date },
): Promise<void> {
  await db.insert(activityEvents).values({
    workspaceId: event.workspaceId,
    action: event.action,
    actorId: event.actor.id,
    actorName: event.actor.name,
    subject: event.subject,
    createdAt: event.now,
  });
}

/** Forgets what is older than `before` (housekeeping, ACTIVITY_KEPT_DAYS). */
export async function deleteActivityBefore(db: Writer, before: Date): Promise<number> {
  const deleted = await db
    .delete(activityEvents)
    .where(lt(activityEvents.createdAt, before))
    .returning({ id: activityEvents.id });
  return deleted.length;
}
