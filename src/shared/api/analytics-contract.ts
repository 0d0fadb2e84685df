// Contracts of the analytics calls (issue 29, ADR 0042): what GET /api/analytics/* answers, as the
// Analytics page reads it. Written beside the server's own (shared/api/analytics.ts, built in
// parallel) so the page could be built first; the two are one contract and merge into one file.
import { z } from 'zod';

/** The ranges the page offers, in days. */
export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

/** Pinterest's four figures, in the order every screen shows them. */
export const ANALYTICS_METRICS = ['impression', 'save', 'pin_click', 'outbound_click'] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

const figures = {
  impression: z.number(),
  save: z.number(),
  pin_click: z.number(),
  outbound_click: z.number(),
};
const metricFigures = z.object(figures);

const dateRange = z.object({ from: z.string(), to: z.string() });
const analyticsRange = dateRange.extend({ days: z.number() });

/** One figure over the range and the range before it; change is a fraction, null when before was 0. */
const totalWithChange = z.object({ value: z.number(), previous: z.number(), change: z.number().nullable() });

const COLLECTION_STATUSES = ['ok', 'paused', 'never', 'failed'] as const;
/** Which analytics a plan gets (SPEC §9): Free totals, Starter basic, Pro detailed, Enterprise advanced. */
const ANALYTICS_TIERS = ['totals', 'basic', 'detailed', 'advanced'] as const;

/** GET /api/analytics/summary?days=: every plan. */
export const analyticsSummaryResponse = z.object({
  range: analyticsRange,
  previous: dateRange,
  totals: z.object({
    impression: totalWithChange,
    save: totalWithChange,
    pin_click: totalWithChange,
    outbound_click: totalWithChange,
  }),
  /** Published pins whose figures the range holds; 0 shows the empty state. */
  pins_measured: z.number(),
  collection: z.object({
    status: z.enum(COLLECTION_STATUSES),
    last_collected_at: z.string().nullable(),
    message: z.string().nullable(),
  }),
  plan_tier: z.enum(ANALYTICS_TIERS),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummaryResponse>;

const dailyFigures = metricFigures.extend({ date: z.string() });
export type DailyFigures = z.infer<typeof dailyFigures>;

/** GET /api/analytics/daily?days=: Starter and above. */
export const analyticsDailyResponse = z.object({ range: analyticsRange, days: z.array(dailyFigures) });

const topPin = metricFigures.extend({
  pin_id: z.string(),
  title: z.string(),
  board_id: z.string(),
  board_name: z.string(),
  image_url: z.string().nullable(),
  pinterest_url: z.string().nullable(),
  published_at: z.string().nullable(),
});
export type TopPin = z.infer<typeof topPin>;

const topBoard = metricFigures.extend({ board_id: z.string(), name: z.string(), pins: z.number() });

/** GET /api/analytics/top?days=: Pro and above. */
export const analyticsTopResponse = z.object({
  range: analyticsRange,
  pins: z.array(topPin),
  boards: z.array(topBoard),
});
export type AnalyticsTop = z.infer<typeof analyticsTopResponse>;

const bestTimesCell = z.object({
  /** 0 is Monday. */
  weekday: z.number().int().min(0).max(6),
  hour: z.number().int().min(0).max(23),
  pins: z.number(),
  score: z.number(),
});
export type BestTimesCell = z.infer<typeof bestTimesCell>;

/** GET /api/analytics/best-times?days=: Pro and above. Hours are the workspace's time zone's. */
export const analyticsBestTimesResponse = z.object({
  range: analyticsRange,
  cells: z.array(bestTimesCell),
  best: z
    .object({
      weekday: z.number().int().min(0).max(6).nullable(),
      start_hour: z.number(),
      end_hour: z.number(),
    })
    .nullable(),
  enough_data: z.boolean(),
  /** More published pins needed before the best hours mean something. */
  needed_pins: z.number(),
});
export type AnalyticsBestTimes = z.infer<typeof analyticsBestTimesResponse>;

/** GET /api/analytics/pins/{pinId}?days=: Pro and above. */
export const analyticsPinResponse = z.object({
  pin: topPin.pick({
    pin_id: true,
    title: true,
    board_name: true,
    image_url: true,
    pinterest_url: true,
    published_at: true,
  }),
  range: analyticsRange,
  days: z.array(dailyFigures),
  totals: metricFigures,
});

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
