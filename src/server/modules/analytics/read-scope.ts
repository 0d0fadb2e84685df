// What an analytics request reads (ADR 0041): its range of days in the workspace's zone (and the
// period before it, as long), the account or board it narrows to, and the metrics it names. Bad
// input is a 400 naming the field; an account or board of another workspace is a 404.
import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import {
  ANALYTICS_ACCOUNT_NOT_FOUND_MESSAGE,
  ANALYTICS_BOARD_NOT_FOUND_MESSAGE,
  ANALYTICS_METRICS,
  type AnalyticsMetric,
  type AnalyticsQuery,
  type AnalyticsRange,
  DEFAULT_ANALYTICS_DAYS,
  MAX_ANALYTICS_RANGE_DAYS,
} from '../../../shared/api/analytics';
import type { PlanFeature } from '../../../shared/plan-features';
import {
  addDays,
  formatLocalDate,
  type LocalDate,
  localDate,
  parseLocalDate,
} from '../../../shared/time-zone';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { boards, pinterestConnections, type WorkspaceRow } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { assertPlanFeature } from '../allowance';

const DAY_MS = 86_400_000;

export interface AnalyticsScope {
  workspace: WorkspaceRow;
  range: AnalyticsRange;
  previous: { from: string; to: string };
  metrics: AnalyticsMetric[];
  /**
   * Conditions on `boards` for the account and board asked for; undefined: all. On `boards` only, so
   * that a board's day totals (ADR 0052) are narrowed as its pins are.
   */
  filter: SQL | undefined;
  /** The account asked for, if any (the summary's collection status narrows to it). */
  connectionId: string | null;
}

const daysBetween = (from: LocalDate, to: LocalDate) =>
  Math.round(
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS,
  ) + 1;

/** The inclusive range asked for: `from`/`to` when given, else the last `days` days up to today. */
function resolveRange(query: AnalyticsQuery, today: LocalDate): AnalyticsRange {
  if (query.from === undefined && query.to === undefined) {
    const days = query.days ? Number(query.days) : DEFAULT_ANALYTICS_DAYS;
    return { from: formatLocalDate(addDays(today, -(days - 1))), to: formatLocalDate(today), days };
  }
  if (query.from === undefined) throw invalid('from is required with to');
  if (query.to === undefined) throw invalid('to is required with from');
  const from = parseLocalDate(query.from);
  if (!from) throw invalid('from is not a real date');
  const to = parseLocalDate(query.to);
  if (!to) throw invalid('to is not a real date');
  const days = daysBetween(from, to);
  if (days < 1) throw invalid('to must not be before from');
  if (days > MAX_ANALYTICS_RANGE_DAYS) {
    throw invalid(`from and to span ${days} days; a range is at most ${MAX_ANALYTICS_RANGE_DAYS} days`);
  }
  return { from: query.from, to: query.to, days };
}

/** The period just before `range`, as many days long. */
export function previousPeriod(range: AnalyticsRange): { from: string; to: string } {
  const from = parseLocalDate(range.from) as LocalDate;
  return {
    from: formatLocalDate(addDays(from, -range.days)),
    to: formatLocalDate(addDays(from, -1)),
  };
}

function parseMetrics(text: string | undefined): AnalyticsMetric[] {
  if (!text) return [...ANALYTICS_METRICS];
  const names = text.split(',').map((name) => name.trim());
  return ANALYTICS_METRICS.filter((metric) => names.includes(metric)).sort(
    (a, b) => names.indexOf(a) - names.indexOf(b),
  );
}

/**
 * The scope of `workspace`'s request, after the plan's check for `feature` (none: every plan): what
 * the web app's analytics routes and /api/v1's answer from.
 */
export async function scopeForPlan(
  db: Database,
  workspace: WorkspaceRow,
  query: AnalyticsQuery,
  now: Date,
  feature?: PlanFeature,
): Promise<AnalyticsScope> {
  if (feature) assertPlanFeature(workspace, now, feature);
  return resolveScope(db, workspace, query, now);
}

async function resolveScope(
  db: Database,
  workspace: WorkspaceRow,
  query: AnalyticsQuery,
  now: Date,
): Promise<AnalyticsScope> {
  const range = resolveRange(query, localDate(now, workspace.timeZone));
  const conditions: SQL[] = [];
  let connectionId: string | null = null;
  if (query.account_id !== undefined) {
    const account = await accountCondition(db, workspace.id, query.account_id);
    conditions.push(account);
    connectionId = query.account_id;
  }
  if (query.board_id !== undefined) {
    const id = query.board_id;
    const [board] = isUuid(id)
      ? await db
          .select({ id: boards.id })
          .from(boards)
          .where(and(eq(boards.id, id), eq(boards.workspaceId, workspace.id)))
      : [];
    if (!board) throw new AppError('not_found', ANALYTICS_BOARD_NOT_FOUND_MESSAGE);
    conditions.push(eq(boards.id, id));
  }
  return {
    workspace,
    range,
    previous: previousPeriod(range),
    metrics: parseMetrics(query.metrics),
    filter: conditions.length ? and(...conditions) : undefined,
    connectionId,
  };
}

/** Pins of boards that publish with the account (the default account also has boards naming none). */
async function accountCondition(db: Database, workspaceId: string, accountId: string): Promise<SQL> {
  const accounts = isUuid(accountId)
    ? await db
        .select({ id: pinterestConnections.id })
        .from(pinterestConnections)
        .where(eq(pinterestConnections.workspaceId, workspaceId))
        .orderBy(asc(pinterestConnections.createdAt), asc(pinterestConnections.id))
    : [];
  const index = accounts.findIndex((account) => account.id === accountId);
  if (index < 0) throw new AppError('not_found', ANALYTICS_ACCOUNT_NOT_FOUND_MESSAGE);
  const own = eq(boards.connectionId, accountId);
  return (index === 0 ? or(own, isNull(boards.connectionId)) : own) as SQL;
}

const invalid = (message: string) => new AppError('validation_error', message);
