// GET /timeline: 7 past days, today and 30 days ahead in the user's time zone, every day
// present, with the pins that take a slot on each. One prepared query for all the pins and one for
// the connection, side by side: it is the schedule page's only call and it is benchmarked
// (bench/timeline.ts).
import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  TIMELINE_FUTURE_DAYS,
  TIMELINE_PAST_DAYS,
  type TimelineResponse,
} from '../../../shared/api/schedule';
import { addDays, formatLocalDate, localDate } from '../../../shared/time-zone';
import type { Database } from '../../db/connection';
import { preparedPerDatabase } from '../../db/prepared';
import { boards, pins, pinterestConnections, type UserRow } from '../../db/schema';
import type { MediaStorage } from '../../integrations/storage/media-storage';
import { pinDtoColumns, toPinDto } from '../pins/pin-dto';
import { dayIndexOf, dayRange, SLOT_STATUSES } from './day-slots';

export async function getTimeline(options: {
  db: Database;
  media: MediaStorage;
  user: Pick<UserRow, 'id' | 'timeZone'>;
  now: Date;
}): Promise<TimelineResponse> {
  const { user } = options;
  const today = localDate(options.now, user.timeZone);
  const range = dayRange(
    addDays(today, -TIMELINE_PAST_DAYS),
    TIMELINE_PAST_DAYS + 1 + TIMELINE_FUTURE_DAYS,
    user.timeZone,
  );
  const from = range.starts[0] as Date;
  const to = range.starts[range.days.length] as Date;
  const [rows, [connection]] = await Promise.all([
    timelinePinsQuery(options.db).execute({ userId: user.id, from, to }),
    connectionStatusQuery(options.db).execute({ userId: user.id }),
  ]);

  const days = range.days.map((day) => ({
    date: formatLocalDate(day),
    pins: [] as TimelineResponse['days'][0]['pins'],
  }));
  const unlinked = new Set<string>();
  for (const row of rows) {
    const at = row.scheduledTime ?? row.postedAt;
    const day = at ? days[dayIndexOf(range, at)] : undefined;
    day?.pins.push(toPinDto(row, row.boardName, options.media));
    if (!row.boardLinked && row.status !== 'posted') unlinked.add(row.boardId);
  }
  return {
    time_zone: user.timeZone,
    today: formatLocalDate(today),
    days,
    publishing: {
      connection: connection?.status ?? 'not_connected',
      unlinked_board_ids: [...unlinked],
    },
  };
}

// A pin sits on the day of its scheduled time; one posted without a schedule (published straight
// away) on the day it was posted.
const placedAt = sql<Date>`coalesce(${pins.scheduledTime}, ${pins.postedAt})`;

// Only the columns the page shows, flat: mapping whole nested rows was a fifth of the CPU.
const timelinePinsQuery = preparedPerDatabase((db) => {
  const from = sql.placeholder('from');
  const to = sql.placeholder('to');
  return db
    .select({
      ...pinDtoColumns,
      boardName: boards.name,
      boardLinked: sql<boolean>`${boards.pinterestBoardId} is not null`,
    })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(
      and(
        eq(pins.userId, sql.placeholder('userId')),
        inArray(pins.status, [...SLOT_STATUSES]),
        or(
          and(gte(pins.scheduledTime, from), lt(pins.scheduledTime, to)),
          and(isNull(pins.scheduledTime), gte(pins.postedAt, from), lt(pins.postedAt, to)),
        ),
      ),
    )
    .orderBy(asc(placedAt), asc(pins.id))
    .prepare('timeline_pins');
});

const connectionStatusQuery = preparedPerDatabase((db) =>
  db
    .select({ status: pinterestConnections.status })
    .from(pinterestConnections)
    .where(eq(pinterestConnections.userId, sql.placeholder('userId')))
    .prepare('timeline_connection_status'),
);
