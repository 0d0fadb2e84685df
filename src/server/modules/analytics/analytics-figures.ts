// The sums every analytics answer is made of, narrowed to the pins and boards of the scope (ADR
// 0047, 0051, 0052): a pin's sums over a range are its totals row when the range covers its last
// stored day, else its running sums at the range's end, less those before it when it has days
// before (a primary-key lookup each); the whole workspace's days come from its day totals, an
// account's or a board's from the day totals of its boards. All are kept by triggers of migrations
// 0039, 0041 and 0043.
import {
  type AnyColumn,
  and,
  asc,
  between,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnalyticsMetric, MetricFigures } from '../../../shared/api/analytics';
import type { Database } from '../../db/connection';
import {
  analyticsBoardDays,
  analyticsPinTotals,
  analyticsWorkspaceDays,
  boards,
  pinAnalyticsDaily,
  pins,
} from '../../db/schema';
import type { AnalyticsScope } from './read-scope';

const total = (column: AnyColumn | SQL.Aliased) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** The four sums, as the API names them. */
const sums = {
  impression: total(pinAnalyticsDaily.impression),
  save: total(pinAnalyticsDaily.save),
  pin_click: total(pinAnalyticsDaily.pinClick),
  outbound_click: total(pinAnalyticsDaily.outboundClick),
};

export const ZERO_FIGURES: MetricFigures = { impression: 0, save: 0, pin_click: 0, outbound_click: 0 };

function within(db: Database, scope: AnalyticsScope, from: string, to: string, extra?: SQL): SQL | undefined {
  return and(
    eq(pinAnalyticsDaily.workspaceId, scope.workspace.id),
    between(pinAnalyticsDaily.date, from, to),
    // Each day names its pin's board (ADR 0052): the scope's boards, not their pins, narrow it.
    scope.filter &&
      inArray(pinAnalyticsDaily.boardId, db.select({ id: boards.id }).from(boards).where(scope.filter)),
    extra,
  );
}

/**
 * A pin's running sums at its last stored day matching `upTo` (ADR 0047), as a lateral subquery;
 * `when` (on the pin's totals) gates the lookup, which is skipped when it does not hold.
 */
function runningAt(db: Database, upTo: SQL, when: SQL, alias: string) {
  return db
    .select({
      impression: sql<number>`${pinAnalyticsDaily.runningImpression}`.as('impression'),
      save: sql<number>`${pinAnalyticsDaily.runningSave}`.as('save'),
      pin_click: sql<number>`${pinAnalyticsDaily.runningPinClick}`.as('pin_click'),
      outbound_click: sql<number>`${pinAnalyticsDaily.runningOutboundClick}`.as('outbound_click'),
      days: sql<number>`${pinAnalyticsDaily.runningDays}`.as('days'),
    })
    .from(pinAnalyticsDaily)
    .where(and(eq(pinAnalyticsDaily.pinId, analyticsPinTotals.pinId), upTo, when))
    .orderBy(desc(pinAnalyticsDaily.date))
    .limit(1)
    .as(alias);
}

type Summed = 'impression' | 'save' | 'pin_click' | 'outbound_click' | 'days';

/**
 * Each measured pin's sums over from–to, as a subquery to join pins to (ADR 0051), in two parts:
 * a pin whose stored days all lie in the range is its totals row; any other pin with days in the
 * range is its running sums at the range's last stored day (its totals when the range covers its
 * last day) less those before `from` (looked up only when it has days before). For a range ending
 * today that starts before the pins' first days, one row per pin and no lookups; the split also
 * keeps the planner's estimate small, so PostgreSQL does not JIT-compile the query (which cost more
 * than the query itself, ADR 0051).
 */
function perPin(db: Database, scope: AnalyticsScope, from: string, to: string) {
  const totals = analyticsPinTotals;
  const inScope = (...conditions: SQL[]) =>
    and(eq(totals.workspaceId, scope.workspace.id), scope.filter, ...conditions);
  const pinId = sql<string>`${totals.pinId}`.as('pin_id');
  const postedAt = sql<Date | null>`${pins.postedAt}`.as('posted_at');
  const whole = db
    .select({
      pinId,
      postedAt,
      impression: sql<number>`${totals.impression}`.as('impression'),
      save: sql<number>`${totals.save}`.as('save'),
      pin_click: sql<number>`${totals.pinClick}`.as('pin_click'),
      outbound_click: sql<number>`${totals.outboundClick}`.as('outbound_click'),
    })
    .from(totals)
    .innerJoin(pins, eq(pins.id, totals.pinId))
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(inScope(gte(totals.firstDate, from), lte(totals.lastDate, to)));
  const last = runningAt(db, lte(pinAnalyticsDaily.date, to), sql`${totals.lastDate} > ${to}`, 'up_to');
  const before = runningAt(
    db,
    lt(pinAnalyticsDaily.date, from),
    sql`${totals.firstDate} < ${from}`,
    'before_from',
  );
  const all: Record<Summed, AnyColumn> = {
    impression: totals.impression,
    save: totals.save,
    pin_click: totals.pinClick,
    outbound_click: totals.outboundClick,
    days: totals.days,
  };
  const less = (metric: Summed) =>
    sql<number>`case when ${totals.lastDate} <= ${to} then ${all[metric]} else coalesce(${sql.identifier('up_to')}.${sql.identifier(metric)}, 0) end - coalesce(${sql.identifier('before_from')}.${sql.identifier(metric)}, 0)`;
  const partly = db
    .select({
      pinId,
      postedAt,
      impression: less('impression').as('impression'),
      save: less('save').as('save'),
      pin_click: less('pin_click').as('pin_click'),
      outbound_click: less('outbound_click').as('outbound_click'),
    })
    .from(totals)
    .innerJoin(pins, eq(pins.id, totals.pinId))
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .leftJoinLateral(last, sql`true`)
    .leftJoinLateral(before, sql`true`)
    .where(
      inScope(
        lte(totals.firstDate, to),
        gte(totals.lastDate, from),
        or(lt(totals.firstDate, from), gt(totals.lastDate, to)) as SQL,
        sql`${less('days')} > 0`,
      ),
    );
  return whole.unionAll(partly).as('per_pin');
}

/**
 * The range's sums and how many pins have figures in it (0 unless `countPins`: the summary's
 * previous period needs only the sums).
 */
export async function totalsBetween(
  db: Database,
  scope: AnalyticsScope,
  from: string,
  to: string,
  countPins = true,
) {
  if (!scope.filter) return workspaceTotalsBetween(db, scope.workspace.id, from, to, countPins);
  const byPin = perPin(db, scope, from, to);
  const [row] = await db
    .select({
      impression: total(byPin.impression),
      save: total(byPin.save),
      pin_click: total(byPin.pin_click),
      outbound_click: total(byPin.outbound_click),
      pins: sql<number>`count(*)`.mapWith(Number),
    })
    .from(byPin);
  return row ?? { ...ZERO_FIGURES, pins: 0 };
}

/** The sums of each day that has figures (the caller fills the others with zeros). */
export async function figuresByDay(db: Database, scope: AnalyticsScope, extra?: SQL) {
  if (!scope.filter && !extra) {
    // The whole workspace: its day totals (ADR 0047).
    const days = analyticsWorkspaceDays;
    return db
      .select({
        date: days.date,
        impression: sql<number>`${days.impression}`.mapWith(Number),
        save: sql<number>`${days.save}`.mapWith(Number),
        pin_click: sql<number>`${days.pinClick}`.mapWith(Number),
        outbound_click: sql<number>`${days.outboundClick}`.mapWith(Number),
      })
      .from(days)
      .where(
        and(
          eq(days.workspaceId, scope.workspace.id),
          between(days.date, scope.range.from, scope.range.to),
          gt(days.pins, 0),
        ),
      )
      .orderBy(asc(days.date));
  }
  if (!extra) {
    // An account or a board: the day totals of its boards (ADR 0052), ≤ 90 rows a board.
    const days = analyticsBoardDays;
    return db
      .select({
        date: days.date,
        impression: total(days.impression),
        save: total(days.save),
        pin_click: total(days.pinClick),
        outbound_click: total(days.outboundClick),
      })
      .from(days)
      .innerJoin(boards, eq(boards.id, days.boardId))
      .where(
        and(
          eq(boards.workspaceId, scope.workspace.id),
          between(days.date, scope.range.from, scope.range.to),
          gt(days.pins, 0),
          scope.filter,
        ),
      )
      .groupBy(days.date)
      .orderBy(asc(days.date));
  }
  return db
    .select({ date: pinAnalyticsDaily.date, ...sums })
    .from(pinAnalyticsDaily)
    .where(within(db, scope, scope.range.from, scope.range.to, extra))
    .groupBy(pinAnalyticsDaily.date)
    .orderBy(asc(pinAnalyticsDaily.date));
}

/** Each measured pin's sums over the range, with what the answers show of it. */
export async function figuresByPin(
  db: Database,
  scope: AnalyticsScope,
  options: { rankBy?: AnalyticsMetric; limit?: number } = {},
) {
  const byPin = perPin(db, scope, scope.range.from, scope.range.to);
  const query = db
    .select({
      pinId: pins.id,
      title: pins.title,
      boardId: boards.id,
      boardName: boards.name,
      imageKey: pins.imageKey,
      pinterestPinId: pins.pinterestPinId,
      status: pins.status,
      postedAt: pins.postedAt,
      impression: sql<number>`${byPin.impression}`.mapWith(Number),
      save: sql<number>`${byPin.save}`.mapWith(Number),
      pin_click: sql<number>`${byPin.pin_click}`.mapWith(Number),
      outbound_click: sql<number>`${byPin.outbound_click}`.mapWith(Number),
    })
    .from(byPin)
    .innerJoin(pins, eq(pins.id, byPin.pinId))
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .$dynamic();
  if (!options.rankBy) return query;
  return query.orderBy(desc(byPin[options.rankBy]), asc(pins.id)).limit(options.limit ?? 10);
}

/**
 * The measured pins grouped by the weekday (0 = Monday) and hour they were published in the
 * workspace's zone at read time, with how many there are and the sum of their score (outbound
 * clicks plus saves over the range): the best times' cells, grouped by the database (ADR 0051).
 */
export async function figuresByPostingTime(db: Database, scope: AnalyticsScope) {
  const byPin = perPin(db, scope, scope.range.from, scope.range.to);
  const local = sql`(${byPin.postedAt} at time zone ${scope.workspace.timeZone})`;
  return db
    .select({
      weekday: sql<number>`extract(isodow from ${local})::int - 1`.mapWith(Number),
      hour: sql<number>`extract(hour from ${local})::int`.mapWith(Number),
      pins: sql<number>`count(*)`.mapWith(Number),
      score: sql<number>`coalesce(sum(${byPin.outbound_click} + ${byPin.save}), 0)`.mapWith(Number),
    })
    .from(byPin)
    .where(isNotNull(byPin.postedAt))
    .groupBy(sql`1, 2`)
    .orderBy(sql`1, 2`);
}

/** Each board's sums over the range and how many of its pins have figures. */
export async function figuresByBoard(db: Database, scope: AnalyticsScope, rankBy: AnalyticsMetric) {
  const byPin = perPin(db, scope, scope.range.from, scope.range.to);
  const boardSums = {
    impression: total(byPin.impression),
    save: total(byPin.save),
    pin_click: total(byPin.pin_click),
    outbound_click: total(byPin.outbound_click),
  };
  return db
    .select({
      boardId: boards.id,
      name: boards.name,
      pins: sql<number>`count(*)`.mapWith(Number),
      ...boardSums,
    })
    .from(byPin)
    .innerJoin(pins, eq(pins.id, byPin.pinId))
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .groupBy(boards.id)
    .orderBy(desc(boardSums[rankBy]), asc(boards.id));
}

/** Every date of the range with its figures, zeros where none were stored. */
export function fillDays(
  range: { from: string; to: string; days: number },
  rows: readonly ({ date: string } & MetricFigures)[],
): ({ date: string } & MetricFigures)[] {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const start = Date.parse(`${range.from}T00:00:00Z`);
  return Array.from({ length: range.days }, (_, index) => {
    const date = new Date(start + index * 86_400_000).toISOString().slice(0, 10);
    const row = byDate.get(date);
    return row
      ? {
          date,
          impression: row.impression,
          save: row.save,
          pin_click: row.pin_click,
          outbound_click: row.outbound_click,
        }
      : { date, ...ZERO_FIGURES };
  });
}

export const figuresOf = (row: MetricFigures): MetricFigures => ({
  impression: row.impression,
  save: row.save,
  pin_click: row.pin_click,
  outbound_click: row.outbound_click,
});

/**
 * The whole workspace's sums from its day totals, and its pins with a stored day in the range: from
 * the pins' totals (first and last stored day, ADR 0051), with a primary-key lookup only for a pin
 * whose days start before the range and end after it.
 */
async function workspaceTotalsBetween(
  db: Database,
  workspaceId: string,
  from: string,
  to: string,
  countPins: boolean,
) {
  const days = analyticsWorkspaceDays;
  const [sums] = await db
    .select({
      impression: total(days.impression),
      save: total(days.save),
      pin_click: total(days.pinClick),
      outbound_click: total(days.outboundClick),
    })
    .from(days)
    .where(and(eq(days.workspaceId, workspaceId), between(days.date, from, to)));
  if (!countPins) return { ...(sums ?? ZERO_FIGURES), pins: 0 };
  const totals = analyticsPinTotals;
  const storedInside = db
    .select({ one: sql`1` })
    .from(pinAnalyticsDaily)
    .where(and(eq(pinAnalyticsDaily.pinId, totals.pinId), between(pinAnalyticsDaily.date, from, to)));
  const [measured] = await db
    .select({ pins: sql<number>`count(*)`.mapWith(Number) })
    .from(totals)
    .where(
      and(
        eq(totals.workspaceId, workspaceId),
        lte(totals.firstDate, to),
        gte(totals.lastDate, from),
        sql`case when ${totals.firstDate} >= ${from} or ${totals.lastDate} <= ${to} then true else exists (${storedInside}) end`,
      ),
    );
  return { ...(sums ?? ZERO_FIGURES), pins: measured?.pins ?? 0 };
}
