// The dashboard's service-wide publishing and analytics figures (issue 29): pins published and
// publishing failures per UTC day of the last 30 (from the activity log's pin.published and
// pin.failed entries, each written with its pin's change), and how analytics collection stands
// across every connected account (ADR 0041).
import { and, eq, gte, inArray, max, sql } from 'drizzle-orm';
import type { AdminStats } from '../../../shared/api/admin';
import type { Database } from '../../db/connection';
import { activityEvents, analyticsCollections, pinterestConnections } from '../../db/schema';
import { utcDayStart } from './utc-calendar';

const DAYS = 30;
const DAY_MS = 86_400_000;

type ServiceActivity = Pick<AdminStats, 'published_per_day' | 'failed_per_day' | 'analytics_collection'>;

export async function getServiceActivity(db: Database, now: Date): Promise<ServiceActivity> {
  const first = new Date(utcDayStart(now).getTime() - (DAYS - 1) * DAY_MS);
  const day = sql<string>`to_char(${activityEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, action: activityEvents.action, n: sql<number>`count(*)`.mapWith(Number) })
    .from(activityEvents)
    .where(
      and(
        inArray(activityEvents.action, ['pin.published', 'pin.failed']),
        gte(activityEvents.createdAt, first),
      ),
    )
    .groupBy(day, activityEvents.action);
  const perDay = (action: string) =>
    Array.from({ length: DAYS }, (_, index) => {
      const date = new Date(first.getTime() + index * DAY_MS).toISOString().slice(0, 10);
      const row = rows.find((candidate) => candidate.day === date && candidate.action === action);
      return { date, count: row?.n ?? 0 };
    });
  return {
    published_per_day: perDay('pin.published'),
    failed_per_day: perDay('pin.failed'),
    analytics_collection: await collectionHealth(db),
  };
}

async function collectionHealth(db: Database): Promise<ServiceActivity['analytics_collection']> {
  // A lost connection counts as paused at once, before its next run writes so.
  const paused = sql`${pinterestConnections.status} <> 'connected' or ${analyticsCollections.status} = 'paused'`;
  const counted = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await db
    .select({
      ok: counted(sql`not (${paused}) and ${analyticsCollections.status} = 'ok'`),
      paused: counted(paused),
      failed: counted(sql`not (${paused}) and ${analyticsCollections.status} = 'failed'`),
      lastRunAt: max(analyticsCollections.lastRunAt),
    })
    .from(pinterestConnections)
    .leftJoin(analyticsCollections, eq(analyticsCollections.connectionId, pinterestConnections.id));
  return {
    accounts_ok: row?.ok ?? 0,
    accounts_paused: row?.paused ?? 0,
    accounts_failed: row?.failed ?? 0,
    last_run_at: row?.lastRunAt ? new Date(row.lastRunAt).toISOString() : null,
  };
}
