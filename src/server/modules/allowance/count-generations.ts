// How many pins a workspace generated this month and today, in its paying owner's time zone.
import { and, count, eq, gte, lt } from 'drizzle-orm';
import { localDayBounds, localMonthBounds } from '../../../shared/time-zone';
import type { Database } from '../../db/connection';
import { pinGenerations } from '../../db/schema';

export interface GenerationCounts {
  month: { used: number; start: Date; end: Date };
  day: { used: number; start: Date; end: Date };
}

export async function countGenerations(options: {
  db: Database;
  workspaceId: string;
  timeZone: string;
  now: Date;
}): Promise<GenerationCounts> {
  const { db, workspaceId, timeZone, now } = options;
  const month = localMonthBounds(now, timeZone);
  const day = localDayBounds(now, timeZone);
  const between = (start: Date, end: Date) =>
    db
      .select({ n: count() })
      .from(pinGenerations)
      .where(
        and(
          eq(pinGenerations.workspaceId, workspaceId),
          gte(pinGenerations.createdAt, start),
          lt(pinGenerations.createdAt, end),
        ),
      );
  const [[monthRow], [dayRow]] = await Promise.all([
    between(month.start, month.end),
    between(day.start, day.end),
  ]);
  return {
    month: { used: monthRow?.n ?? 0, ...month },
    day: { used: dayRow?.n ?? 0, ...day },
  };
}
