// A workspace's activity log, newest first, a page at a time (ADR 0032). The cursor is the last
// entry's (created_at, id), so a page never repeats or skips an entry that arrives meanwhile.
import { and, desc, eq, gte, like, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ACTIVITY_KEPT_DAYS,
  ACTIVITY_PAGE_SIZE,
  type ActivityEvent,
  type activityQuery,
} from '../../../shared/api/activity';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { activityEvents } from '../../db/schema';
import { isUuid } from '../../db/uuid';

const DAY_MS = 86_400_000;
const BAD_CURSOR_MESSAGE = 'That page of the activity log no longer exists. Reload the log.';

function encodeCursor(event: { createdAt: Date; id: string }): string {
  return Buffer.from(`${event.createdAt.toISOString()}|${event.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at);
  if (Number.isNaN(createdAt.getTime()) || !isUuid(id))
    throw new AppError('validation_error', BAD_CURSOR_MESSAGE);
  return { createdAt, id };
}

export async function listActivity(options: {
  db: Database;
  workspaceId: string;
  filter: z.output<typeof activityQuery>;
  now: Date;
}): Promise<{ events: ActivityEvent[]; next: string | null; actors: { id: string; name: string }[] }> {
  const { db, workspaceId, filter } = options;
  const kept = gte(activityEvents.createdAt, new Date(options.now.getTime() - ACTIVITY_KEPT_DAYS * DAY_MS));
  const inWorkspace = and(eq(activityEvents.workspaceId, workspaceId), kept);
  const cursor = filter.before ? decodeCursor(filter.before) : null;
  const rows = await db
    .select()
    .from(activityEvents)
    .where(
      and(
        inWorkspace,
        filter.group ? like(activityEvents.action, `${filter.group}.%`) : undefined,
        filter.actor_id ? eq(activityEvents.actorId, filter.actor_id) : undefined,
        cursor
          ? or(
              lt(activityEvents.createdAt, cursor.createdAt),
              and(eq(activityEvents.createdAt, cursor.createdAt), lt(activityEvents.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
    .limit(ACTIVITY_PAGE_SIZE + 1);
  const page = rows.slice(0, ACTIVITY_PAGE_SIZE);
  const last = page.at(-1);
  const actors = await db
    .selectDistinctOn([activityEvents.actorId], {
      id: activityEvents.actorId,
      name: activityEvents.actorName,
    })
    .from(activityEvents)
    .where(and(inWorkspace, sql`${activityEvents.actorId} is not null`))
    .orderBy(activityEvents.actorId, desc(activityEvents.createdAt));
  return {
    events: page.map((row) => ({
      id: row.id,
      action: row.action,
      actor_id: row.actorId,
      actor_name: row.actorName,
      subject: row.subject,
      created_at: row.createdAt.toISOString(),
    })),
    next: rows.length > ACTIVITY_PAGE_SIZE && last ? encodeCursor(last) : null,
    actors: actors.flatMap((actor) => (actor.id ? [{ id: actor.id, name: actor.name }] : [])),
  };
}
