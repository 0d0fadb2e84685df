// GET /api/analytics/summary (every plan): the range's totals against the period before, how many
// pins have figures, how collection is doing, and which tier of analytics the plan sees.
import { and, eq } from 'drizzle-orm';
import {
  ANALYTICS_METRICS,
  type ANALYTICS_PLAN_TIERS,
  type AnalyticsSummary,
} from '../../../shared/api/analytics';
import type { PlanName } from '../../../shared/plans';
import type { Database } from '../../db/connection';
import { analyticsCollections, pinterestConnections } from '../../db/schema';
import { planInForce } from '../allowance';
import { reconnectMessage } from '../pinterest';
import { totalsBetween } from './analytics-figures';
import { PAUSED_PREFIX } from './collect-account-analytics';
import type { AnalyticsScope } from './read-scope';

const TIERS: Record<PlanName, (typeof ANALYTICS_PLAN_TIERS)[number]> = {
  free: 'totals',
  starter: 'basic',
  pro: 'detailed',
  enterprise: 'advanced',
};

export async function getAnalyticsSummary(options: {
  db: Database;
  scope: AnalyticsScope;
  now: Date;
}): Promise<AnalyticsSummary> {
  const { db, scope } = options;
  const current = await totalsBetween(db, scope, scope.range.from, scope.range.to);
  // The period before: its sums only (the whole workspace's come from its day totals).
  const before = await totalsBetween(db, scope, scope.previous.from, scope.previous.to, false);
  const totals = Object.fromEntries(
    ANALYTICS_METRICS.map((metric) => {
      const value = current[metric];
      const previous = before[metric];
      return [metric, { value, previous, change: previous === 0 ? null : (value - previous) / previous }];
    }),
  ) as AnalyticsSummary['totals'];
  return {
    range: scope.range,
    previous: scope.previous,
    totals,
    pins_measured: current.pins,
    collection: await collectionStatus(db, scope.workspace.id, scope.connectionId),
    plan_tier: TIERS[planInForce(scope.workspace, options.now).name],
  };
}

/**
 * The workspace's (or one account's) collection in one status: paused if any account is (it needs
 * the person), else failed if any failed, else ok once any collection completed, else never.
 */
async function collectionStatus(
  db: Database,
  workspaceId: string,
  connectionId: string | null,
): Promise<AnalyticsSummary['collection']> {
  const rows = await db
    .select({
      connectionStatus: pinterestConnections.status,
      status: analyticsCollections.status,
      message: analyticsCollections.message,
      lastCollectedAt: analyticsCollections.lastCollectedAt,
    })
    .from(pinterestConnections)
    .leftJoin(analyticsCollections, eq(analyticsCollections.connectionId, pinterestConnections.id))
    .where(
      and(
        eq(pinterestConnections.workspaceId, workspaceId),
        connectionId ? eq(pinterestConnections.id, connectionId) : undefined,
      ),
    );
  const last = rows
    .map((row) => row.lastCollectedAt)
    .filter((at): at is Date => at !== null)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  const lastCollectedAt = last ? last.toISOString() : null;
  // A lost connection pauses collection from the moment it is lost, before the next run says so.
  const paused = rows.find((row) => row.status === 'paused' || row.connectionStatus !== 'connected');
  if (paused) {
    const message = paused.status === 'paused' ? paused.message : `${PAUSED_PREFIX}${reconnectMessage()}`;
    return { status: 'paused', last_collected_at: lastCollectedAt, message };
  }
  const failed = rows.find((row) => row.status === 'failed');
  if (failed) return { status: 'failed', last_collected_at: lastCollectedAt, message: failed.message };
  if (!lastCollectedAt) return { status: 'never', last_collected_at: null, message: null };
  const note = rows.find((row) => row.message !== null)?.message ?? null;
  return { status: 'ok', last_collected_at: lastCollectedAt, message: note };
}
