// Pinterest's organic analytics as the client reads them (issue 29): the OpenAPI file's
// PinAnalyticsResponse, BulkPinAnalyticsResponse and AnalyticsResponse, reduced to the days that
// carry figures. Lenient where Pinterest may add fields; a day without metrics (BEFORE_PIN_CREATED)
// is left out, so it is never stored as zeros.
import { z } from 'zod';

/** The metrics Pinloom reads and keeps. */
const ANALYTICS_METRIC_TYPES = ['IMPRESSION', 'SAVE', 'PIN_CLICK', 'OUTBOUND_CLICK'] as const;

/** One day's figures as Pinloom keeps them. */
export interface DailyFigures {
  /** Pinterest's day, YYYY-MM-DD. */
  date: string;
  impression: number;
  save: number;
  pinClick: number;
  outboundClick: number;
}

/** Dates inclusive, YYYY-MM-DD. */
export interface AnalyticsRange {
  startDate: string;
  endDate: string;
}

const metricValue = z.number().catch(0);
const dailyMetricSchema = z.looseObject({
  date: z.string(),
  data_status: z.string().optional(),
  metrics: z.record(z.string(), metricValue).nullish(),
});
const metricsResponseSchema = z.looseObject({ daily_metrics: z.array(dailyMetricSchema).nullish() });

/** PinAnalyticsResponse and AnalyticsResponse: the figures keyed by "ALL". */
export const allAnalyticsSchema = z.looseObject({ ALL: metricsResponseSchema.nullish() });
/** BulkPinAnalyticsResponse: one PinAnalyticsResponse per pin id Pinterest answered for. */
export const bulkAnalyticsSchema = z.record(z.string(), allAnalyticsSchema);

export function analyticsQuery(range: AnalyticsRange) {
  return {
    start_date: range.startDate,
    end_date: range.endDate,
    // metric_types is a form array that does not explode: one comma-separated value.
    metric_types: ANALYTICS_METRIC_TYPES.join(','),
  };
}

/** The days of one answer that carry figures. */
export function dailyFiguresOf(answer: z.infer<typeof allAnalyticsSchema> | undefined): DailyFigures[] {
  const days = answer?.ALL?.daily_metrics ?? [];
  return days
    .filter(
      (day) => day.metrics && Object.keys(day.metrics).length > 0 && /^\d{4}-\d{2}-\d{2}$/.test(day.date),
    )
    .map((day) => {
      const metrics = day.metrics ?? {};
      return {
        date: day.date,
        impression: metrics.IMPRESSION ?? 0,
        save: metrics.SAVE ?? 0,
        pinClick: metrics.PIN_CLICK ?? 0,
        outboundClick: metrics.OUTBOUND_CLICK ?? 0,
      };
    });
}
