// GET /timeline: a workspace's 7 past days, today and 30 days ahead in its own time zone
// (ADR 0036), every day
// present, with the pins that take a slot on each; then the pins beyond either end that must not
// drop out of sight: those planned later than the last day, and those before the first day that
// are still waiting to go out. One prepared statement for the three groups and one for the
// connection, side by side: it is the schedule page's only call and it is benchmarked
// (bench/timeline.ts).
import { and, asc, count, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { missingScopes } from '../../../shared/api/pinterest';
import {
  TIMELINE_FUTURE_DAYS,
  TIMELINE_GROUP_LIMIT,
  TIMELINE_PAST_DAYS,
  type TimelinePin,
  type TimelineResponse,
} from '../../../shared/api/schedule';
import { addDays, formatLocalDate, localDate } from '../../../shared/time-zone';
import type { Database } from '../../db/connection';
import { preparedPerDatabase } from '../../db/prepared';
import { boards, pins, pinterestConnections, WAITING_PIN_STATUS_LIST } from '../../db/schema';
import { type PinLinks, timelinePinColumns, toTimelinePin } from '../pins';
import { dayIndexOf, dayRange, SLOT_STATUSES } from './day-slots';

export async function getTimeline(options: {
  db: Database;
  links: PinLinks;
  workspaceId: string;
  /** The workspace's (ADR 0036). */
  timeZone: string;
  now: Date;
}): Promise<TimelineResponse> {
  const { db, workspaceId, timeZone } = options;
  const today = localDate(options.now, timeZone);
  const range = dayRange(
    addDays(today, -TIMELINE_PAST_DAYS),
    TIMELINE_PAST_DAYS + 1 + TIMELINE_FUTURE_DAYS,
    timeZone,
  );
  const from = range.starts[0] as Date;
  const to = range.starts[range.days.length] as Date;
  const [all, accounts] = await Promise.all([
    timelinePinsQuery(db).execute({ workspaceId, from, to }),
    accountsQuery(db).execute({ workspaceId }),
  ]);
  // One statement answers the three groups (a round trip each cost a third of the throughput);
  // SQL keeps no order across UNION ALL branches, so each group is put in time order here.
  const byTime = (a: TimelineRow, b: TimelineRow) =>
    placedTime(a) - placedTime(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const inGroup = (group: TimelineGroup) => all.filter((row) => row.timelineGroup === group).sort(byTime);
  const [rows, laterRows, earlierRows] = [inGroup('day'), inGroup('later'), inGroup('earlier')];

  const unlinked = new Set<string>();
  const shownBoards = new Set<string>();
  const show = (row: (typeof rows)[number]): TimelinePin => {
    if (!row.boardLinked && row.status !== 'posted') unlinked.add(row.boardId);
    shownBoards.add(row.boardId);
    return toTimelinePin(row, row.boardName, options.links);
  };
  const days = range.days.map((day) => ({ date: formatLocalDate(day), pins: [] as TimelinePin[] }));
  for (const row of rows) {
    const at = row.scheduledTime ?? row.postedAt;
    const day = at ? days[dayIndexOf(range, at)] : undefined;
    day?.pins.push(show(row));
  }
  // One row past the limit says the group was cut short; only then are they all counted.
  const later = laterRows.slice(0, TIMELINE_GROUP_LIMIT).map(show);
  const earlier = earlierRows.slice(0, TIMELINE_GROUP_LIMIT).map(show);
  const [laterCount, earlierCount] = await Promise.all([
    laterRows.length > TIMELINE_GROUP_LIMIT ? countLater(db, workspaceId, to) : later.length,
    earlierRows.length > TIMELINE_GROUP_LIMIT ? countEarlier(db, workspaceId, from) : earlier.length,
  ]);
  return {
    time_zone: timeZone,
    today: formatLocalDate(today),
    days,
    later,
    later_count: laterCount,
    earlier,
    earlier_count: earlierCount,
    publishing: publishingState(accounts, unlinked, await boardAccountsOf(db, accounts, shownBoards)),
  };
}

// A pin sits on the day of its scheduled time; one posted without a schedule (published straight
// away) on the day it was posted.
const placedAt = sql<Date>`coalesce(${pins.scheduledTime}, ${pins.postedAt})`;
const placedTime = (row: TimelineRow) => (row.scheduledTime ?? row.postedAt)?.getTime() ?? 0;

type TimelineGroup = 'day' | 'later' | 'earlier';

// Only the columns the page shows, flat: mapping whole nested rows was a fifth of the CPU.
const timelineColumns = (group: TimelineGroup) => ({
  ...timelinePinColumns,
  boardName: boards.name,
  boardLinked: sql<boolean>`${boards.pinterestBoardId} is not null`,
  timelineGroup: sql<TimelineGroup>`${sql.raw(`'${group}'`)}`.as('timeline_group'),
});
type TimelineRow = Awaited<ReturnType<ReturnType<typeof timelinePinsQuery>['execute']>>[number];

// Later and earlier walk an index on (workspace_id, scheduled_time) from the timeline's edge
// outwards and stop one row after the limit, however many pins a workspace has beyond it. Earlier pins are those
// still to go out (a posted pin has gone; history is not shown): the partial index of waiting pins
// skips the posted ones, which the plain index would read one by one.
const laterWhere = (workspaceId: SQL | string, to: SQL | Date) =>
  and(
    eq(pins.workspaceId, workspaceId),
    inArray(pins.status, [...SLOT_STATUSES]),
    gte(pins.scheduledTime, to),
  );
const earlierWhere = (workspaceId: SQL | string, from: SQL | Date) =>
  and(
    eq(pins.workspaceId, workspaceId),
    sql`${pins.status} in ${WAITING_PIN_STATUS_LIST}`,
    lt(pins.scheduledTime, from),
  );

const timelinePinsQuery = preparedPerDatabase((db) => {
  const workspaceId = sql.placeholder('workspaceId');
  const from = sql.placeholder('from');
  const to = sql.placeholder('to');
  // The workspace's own boards only (a pin's board is always its workspace's): joined by
  // pins.board_id alone, the planner guessed thousands of rows for a workspace with years of pins
  // (its statistics do not know one workspace's pins are spread over years) and hashed all 50,000
  // boards of the scale data, 17 ms; this way it reads the workspace's few boards by their index
  // (bench/README.md).
  const ownBoard = and(eq(boards.id, pins.boardId), eq(boards.workspaceId, workspaceId));
  const days = db
    .select(timelineColumns('day'))
    .from(pins)
    .innerJoin(boards, ownBoard)
    .where(
      and(
        eq(pins.workspaceId, workspaceId),
        inArray(pins.status, [...SLOT_STATUSES]),
        or(
          and(gte(pins.scheduledTime, from), lt(pins.scheduledTime, to)),
          and(isNull(pins.scheduledTime), gte(pins.postedAt, from), lt(pins.postedAt, to)),
        ),
      ),
    )
    .orderBy(asc(placedAt), asc(pins.id));
  const beyond = (group: 'later' | 'earlier') =>
    db
      .select(timelineColumns(group))
      .from(pins)
      .innerJoin(boards, ownBoard)
      .where(
        group === 'later'
          ? laterWhere(sql`${workspaceId}`, sql`${to}`)
          : earlierWhere(sql`${workspaceId}`, sql`${from}`),
      )
      .orderBy(asc(pins.scheduledTime), asc(pins.id))
      .limit(TIMELINE_GROUP_LIMIT + 1);
  return days.unionAll(beyond('later')).unionAll(beyond('earlier')).prepare('timeline_pins');
});

// Only for a group cut short, which few workspaces have: not worth a prepared statement each.
async function countLater(db: Database, workspaceId: string, to: Date): Promise<number> {
  const [row] = await db.select({ total: count() }).from(pins).where(laterWhere(workspaceId, to));
  return row?.total ?? 0;
}

async function countEarlier(db: Database, workspaceId: string, from: Date): Promise<number> {
  const [row] = await db.select({ total: count() }).from(pins).where(earlierWhere(workspaceId, from));
  return row?.total ?? 0;
}

/**
 * Whether due pins can go out: 'needs_reconnect' when any account needs it (named, with its missing
 * scopes), 'not_connected' when there is none; each account, and which one each board publishes with.
 */
function publishingState(
  accounts: AccountRow[],
  unlinked: Set<string>,
  boardAccounts: Record<string, string>,
): TimelineResponse['publishing'] {
  const lost = accounts.find((account) => account.status !== 'connected');
  const shown = lost ?? accounts[0];
  return {
    connection: shown?.status ?? 'not_connected',
    missing_scopes: shown?.scope ? missingScopes(shown.scope) : [],
    unlinked_board_ids: [...unlinked],
    accounts: accounts.map((account) => ({
      id: account.id,
      username: account.username,
      connection: account.status,
    })),
    board_accounts: boardAccounts,
  };
}

/**
 * Board id → the account its pins publish with: its own, else the default, the oldest
 * (db/board-account.ts). With one account or none that is known without a look at the boards, and
 * the timeline's own statement stays as it was (with boards.connection_id in it, the busiest user's
 * p99 more than doubled: bench/README.md).
 */
async function boardAccountsOf(
  db: Database,
  accounts: AccountRow[],
  boardIds: Set<string>,
): Promise<Record<string, string>> {
  const fallback = accounts[0]?.id;
  if (!fallback || boardIds.size === 0) return {};
  const own =
    accounts.length > 1
      ? await db
          .select({ id: boards.id, connectionId: boards.connectionId })
          .from(boards)
          .where(inArray(boards.id, [...boardIds]))
      : [];
  const chosen = new Map(own.map((board) => [board.id, board.connectionId]));
  return Object.fromEntries([...boardIds].map((id) => [id, chosen.get(id) ?? fallback]));
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof accountsQuery>['execute']>>[number];

/** The workspace's Pinterest accounts, oldest (the default) first. */
const accountsQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: pinterestConnections.id,
      username: pinterestConnections.username,
      status: pinterestConnections.status,
      scope: pinterestConnections.scope,
    })
    .from(pinterestConnections)
    .where(eq(pinterestConnections.workspaceId, sql.placeholder('workspaceId')))
    .orderBy(asc(pinterestConnections.createdAt), asc(pinterestConnections.id))
    .prepare('timeline_accounts'),
);
