// The Analytics page's side of GET /api/analytics/* (ADR 0042): the ranges it offers and its query
// string. The answers are the server's own schemas (api/analytics.ts): what the page parses is what
// the routes publish.
import type { AnalyticsBestTimes, AnalyticsDaily, AnalyticsTop } from './analytics';

export {
  ANALYTICS_METRICS,
  type AnalyticsBestTimes,
  type AnalyticsMetric,
  type AnalyticsSummary,
  type AnalyticsTop,
  analyticsBestTimesResponse,
  analyticsDailyResponse,
  analyticsSummaryResponse,
  analyticsTopResponse,
  pinAnalyticsResponse as analyticsPinResponse,
} from './analytics';

/** The ranges the page offers, in days. */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

export type DailyFigures = AnalyticsDaily['days'][number];
export type TopPin = AnalyticsTop['pins'][number];
export type BestTimesCell = AnalyticsBestTimes['cells'][number];

/** The filters every analytics call takes besides the range. */
export interface AnalyticsQuery {
  days: AnalyticsRange;
  boardId?: string | null;
  accountId?: string | null;
}

/** `?days=30&board_id=…`: the query string of an analytics call. */
export function analyticsSearch({ days, boardId, accountId }: AnalyticsQuery): string {
  const params = new URLSearchParams({ days: String(days) });
  if (boardId) params.set('board_id', boardId);
  if (accountId) params.set('account_id', accountId);
  return `?${params.toString()}`;
}
