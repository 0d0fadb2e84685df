// What the AI calls cost today and this month (GET /api/admin/api-history/totals), UTC calendar
// day and month as the dashboard's "today" (utc-calendar.ts), with the list's filters.
import { and, count, gte, sql } from 'drizzle-orm';
import type { ApiHistoryTotals } from '../../../shared/api/admin';
import type { Database } from '../../db/connection';
import { apiCalls } from '../../db/schema';
import { type ApiHistoryFilter, apiHistoryWhere } from './api-history-filter';
import { utcDayStart, utcMonthStart } from './utc-calendar';

export async function getApiHistoryTotals(options: {
  db: Database;
  filter: ApiHistoryFilter;
  now: Date;
}): Promise<ApiHistoryTotals> {
  const now = options.now;
  const today = gte(apiCalls.createdAt, utcDayStart(now));
  const [row] = await options.db
    .select({
      callsToday: sql<number>`count(*) filter (where ${today})`.mapWith(Number),
      costToday: sql<number>`coalesce(sum(${apiCalls.cost}) filter (where ${today}), 0)`.mapWith(Number),
      callsThisMonth: count(),
      costThisMonth: sql<number>`coalesce(sum(${apiCalls.cost}), 0)`.mapWith(Number),
    })
    .from(apiCalls)
    .where(and(gte(apiCalls.createdAt, utcMonthStart(now)), apiHistoryWhere(options.filter)));
  return {
    calls_today: row?.callsToday ?? 0,
    cost_today: row?.costToday ?? 0,
    calls_this_month: row?.callsThisMonth ?? 0,
    cost_this_month: row?.costThisMonth ?? 0,
  };
}
