// The sums every analytics answer is made of, over pin_analytics_daily joined to the pins and
// boards the scope narrows to. Each is one grouped statement (indexes: workspace and date).
import { type AnyColumn, and, asc, between, countDistinct, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnalyticsMetric, MetricFigures } from '../../../shared/api/analytics';
import type { Database } from '../../db/connection';
import { boards, pinAnalyticsDaily, pins } from '../../db/schema';
import type { AnalyticsScope } from './read-scope';

const total = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** The four sums, as the API names them. */
const sums = {
  impression: total(pinAnalyticsDaily.impression),
  save: total(pinAnalyticsDaily.save),
  pin_click: total(pinAnalyticsDaily.pinClick),
  outbound_click: total(pinAnalyticsDaily.outboundClick),
};

export const ZERO_FIGURES: MetricFigures = { impression: 0, save: 0, pin_click: 0, outbound_click: 0 };

function within(scope: AnalyticsScope, from: string, to: string, extra?: SQL): SQL | undefined {
  return and(
    eq(pinAnalyticsDaily.workspaceId, scope.workspace.id),
    between(pinAnalyticsDaily.date, from, to),
    scope.filter,
    extra,
  );
}

/** Each figure row with its pin and board, which the scope's account and board conditions need. */
const pinOfRow = eq(pins.id, pinAnalyticsDaily.pinId);
const boardOfPin = eq(boards.id, pins.boardId);

/** The range's sums and how many pins have figures in it. */
export async function totalsBetween(db: Database, scope: AnalyticsScope, from: string, to: string) {
  const [row] = await db
    .select({ ...sums, pins: countDistinct(pinAnalyticsDaily.pinId) })
    .from(pinAnalyticsDaily)
    .innerJoin(pins, pinOfRow)
    .innerJoin(boards, boardOfPin)
    .where(within(scope, from, to));
  return row ?? { ...ZERO_FIGURES, pins: 0 };
}

/** The sums of each day that has figures (the caller fills the others with zeros). */
export async function figuresByDay(db: Database, scope: AnalyticsScope, extra?: SQL) {
  return db
    .select({ date: pinAnalyticsDaily.date, ...sums })
    .from(pinAnalyticsDaily)
    .innerJoin(pins, pinOfRow)
    .innerJoin(boards, boardOfPin)
    .where(within(scope, scope.range.from, scope.range.to, extra))
    .groupBy(pinAnalyticsDaily.date)
    .orderBy(asc(pinAnalyticsDaily.date));
}

/** Each measured pin's sums over the range, with what the answers show of it. */
export async function figuresByPin(
  db: Database,
  scope: AnalyticsScope,
  options: { rankBy?: AnalyticsMetric; limit?: number } = {},
) {
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
      ...sums,
    })
    .from(pinAnalyticsDaily)
    .innerJoin(pins, pinOfRow)
    .innerJoin(boards, boardOfPin)
    .where(within(scope, scope.range.from, scope.range.to))
    .groupBy(pins.id, boards.id)
    .$dynamic();
  if (!options.rankBy) return query;
  return query.orderBy(desc(sums[options.rankBy]), asc(pins.id)).limit(options.limit ?? 10);
}

/** Each board's sums over the range and how many of its pins have figures. */
export async function figuresByBoard(db: Database, scope: AnalyticsScope, rankBy: AnalyticsMetric) {
  return db
    .select({
      boardId: boards.id,
      name: boards.name,
      pins: countDistinct(pinAnalyticsDaily.pinId),
      ...sums,
    })
    .from(pinAnalyticsDaily)
    .innerJoin(pins, pinOfRow)
    .innerJoin(boards, boardOfPin)
    .where(within(scope, scope.range.from, scope.range.to))
    .groupBy(boards.id)
    .orderBy(desc(sums[rankBy]), asc(boards.id));
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
