// GET /api/analytics/{summary,daily,top,best-times,pins/{id}}?days&board_id → the Analytics page's
// answers (ADR 0042). Each query waits for `enabled`: the page asks only for what the workspace's
// plan has (its usage says it), so a plan below a call is shown locked, never refused.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type AnalyticsQuery,
  analyticsBestTimesResponse,
  analyticsDailyResponse,
  analyticsPinResponse,
  analyticsSearch,
  analyticsSummaryResponse,
  analyticsTopResponse,
} from '../../../../shared/api/analytics-contract';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

/** One analytics call as a query: `call` is its path under /api/analytics. */
function useAnalyticsCall<S extends z.ZodType>(
  call: string,
  schema: S,
  query: AnalyticsQuery,
  enabled: boolean,
) {
  const search = analyticsSearch(query);
  return useQuery({
    queryKey: queryKeys.analytics(call, search),
    queryFn: ({ signal }): Promise<z.output<S>> =>
      apiRequest(`/api/analytics/${call}${search}`, { schema, signal }),
    enabled,
    // A new range or board keeps the last figures on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export const useAnalyticsSummary = (query: AnalyticsQuery) =>
  useAnalyticsCall('summary', analyticsSummaryResponse, query, true);

export const useAnalyticsDaily = (query: AnalyticsQuery, enabled: boolean) =>
  useAnalyticsCall('daily', analyticsDailyResponse, query, enabled);

export const useAnalyticsTop = (query: AnalyticsQuery, enabled: boolean) =>
  useAnalyticsCall('top', analyticsTopResponse, query, enabled);

export const useAnalyticsBestTimes = (query: AnalyticsQuery, enabled: boolean) =>
  useAnalyticsCall('best-times', analyticsBestTimesResponse, query, enabled);

export const useAnalyticsPin = (pinId: string, query: AnalyticsQuery) =>
  useAnalyticsCall(`pins/${encodeURIComponent(pinId)}`, analyticsPinResponse, query, true);
