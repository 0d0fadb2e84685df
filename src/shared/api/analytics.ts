// Contracts of the analytics routes (issue 29, ADR 0041): what the web's Analytics screen reads.
// Dates are YYYY-MM-DD in the workspace's time zone; a range is inclusive and at most 90 days.
import { z } from 'zod';

export const ANALYTICS_METRICS = ['impression', 'save', 'pin_click', 'outbound_click'] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];
/** @public The web's range picker (the Analytics screen). */
export const ANALYTICS_RANGE_DAYS = ['7', '30', '90'] as const;
export const DEFAULT_ANALYTICS_DAYS = 30;
/** The longest range asked for: Pinterest keeps 90 days of figures. */
export const MAX_ANALYTICS_RANGE_DAYS = 90;
/** What each plan sees (ADR 0041): Free totals, Starter charts, Pro per pin and board, Enterprise export. */
export const ANALYTICS_PLAN_TIERS = ['totals', 'basic', 'detailed', 'advanced'] as const;
/** @public The web's collection notice (the Analytics screen). */
export const ANALYTICS_COLLECTION_STATUSES = ['ok', 'paused', 'never', 'failed'] as const;

/** "Enough data" for best times (ADR 0041): this many measured pins, posted in this many distinct hours. */
export const BEST_TIMES_MIN_PINS = 10;
export const BEST_TIMES_MIN_HOURS = 3;

const day = (field: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date as YYYY-MM-DD, e.g. 2026-11-01`);

/**
 * The query every analytics route takes: `days` (7, 30 or 90; default 30), or `from` and `to`
 * together (they win over `days`); an account or board of the workspace; `metrics`, a comma list
 * of ANALYTICS_METRICS: the first ranks top pins and they pick the CSV's figure columns (JSON
 * answers always carry all four, so their shape stays the same).
 */
export const analyticsQuery = z.object({
  days: z.enum(ANALYTICS_RANGE_DAYS, { error: 'days must be 7, 30 or 90' }).optional(),
  from: day('from').optional(),
  to: day('to').optional(),
  account_id: z.string().optional(),
  board_id: z.string().optional(),
  metrics: z
    .string()
    .optional()
    .superRefine((text, context) => {
      const unknown = (text ?? '')
        .split(',')
        .map((name) => name.trim())
        .find((name) => !(ANALYTICS_METRICS as readonly string[]).includes(name));
      if (text !== undefined && unknown !== undefined) {
        context.addIssue({
          code: 'custom',
          message: `metrics has an unknown metric "${unknown}": use ${ANALYTICS_METRICS.join(', ')}`,
        });
      }
    }),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

export const pinAnalyticsParams = z.strictObject({ pinId: z.string() });

const date = z.string().meta({ description: 'YYYY-MM-DD in the workspace time zone' });
const count = z.number().int().nonnegative();

const analyticsRange = z.object({ from: date, to: date, days: z.number().int().positive() });
export type AnalyticsRange = z.infer<typeof analyticsRange>;

const metricFigures = z.object({ impression: count, save: count, pin_click: count, outbound_click: count });
export type MetricFigures = z.infer<typeof metricFigures>;

const figureWithChange = z.object({
  value: count,
  previous: count,
  /** A fraction (0.25 = +25%); null when the previous period had none. */
  change: z.number().nullable(),
});

export const analyticsSummaryResponse = z.object({
  range: analyticsRange,
  previous: z.object({ from: date, to: date }),
  totals: z.object({
    impression: figureWithChange,
    save: figureWithChange,
    pin_click: figureWithChange,
    outbound_click: figureWithChange,
  }),
  pins_measured: count,
  collection: z.object({
    status: z.enum(ANALYTICS_COLLECTION_STATUSES),
    last_collected_at: z.string().nullable(),
    message: z.string().nullable(),
  }),
  plan_tier: z.enum(ANALYTICS_PLAN_TIERS),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummaryResponse>;

export const analyticsDailyResponse = z.object({
  range: analyticsRange,
  days: z.array(metricFigures.extend({ date })),
});
export type AnalyticsDaily = z.infer<typeof analyticsDailyResponse>;

const pinFacts = {
  pin_id: z.string(),
  title: z.string(),
  board_name: z.string(),
  image_url: z.string().nullable(),
  pinterest_url: z.string().nullable(),
  published_at: z.string().nullable(),
};

export const analyticsTopResponse = z.object({
  range: analyticsRange,
  pins: z.array(z.object({ ...pinFacts, board_id: z.string(), ...metricFigures.shape })),
  boards: z.array(z.object({ board_id: z.string(), name: z.string(), pins: count, ...metricFigures.shape })),
});
export type AnalyticsTop = z.infer<typeof analyticsTopResponse>;

/** The best window of the week; weekday null when the same hours are best on every day. */
const bestTimeWindow = z.object({
  weekday: z.number().int().min(0).max(6).nullable().meta({ description: '0 = Monday; null: any day' }),
  start_hour: z.number().int().min(0).max(23),
  /** Exclusive: 19 to 21 means 7 pm to 9 pm. */
  end_hour: z.number().int().min(1).max(24),
});
export type BestTimeWindow = z.infer<typeof bestTimeWindow>;

export const analyticsBestTimesResponse = z.object({
  range: analyticsRange,
  cells: z.array(
    z.object({
      weekday: z.number().int().min(0).max(6),
      hour: z.number().int().min(0).max(23),
      pins: count,
      /** Mean (outbound clicks + saves) per pin posted in this weekday and hour, over the range. */
      score: z.number().nonnegative(),
    }),
  ),
  best: bestTimeWindow.nullable(),
  enough_data: z.boolean(),
  /** Measured pins still needed before best times mean something (0 once there is enough data). */
  needed_pins: count,
});
export type AnalyticsBestTimes = z.infer<typeof analyticsBestTimesResponse>;

export const pinAnalyticsResponse = z.object({
  pin: z.object(pinFacts),
  range: analyticsRange,
  days: z.array(metricFigures.extend({ date })),
  totals: metricFigures,
});
export type PinAnalytics = z.infer<typeof pinAnalyticsResponse>;

export const NOT_PUBLISHED_MESSAGE =
  'This pin has not been published to Pinterest yet, so it has no analytics. They appear a day after it is posted.';
export const ANALYTICS_ACCOUNT_NOT_FOUND_MESSAGE =
  'That Pinterest account is not connected to this workspace.';
export const ANALYTICS_BOARD_NOT_FOUND_MESSAGE = 'Board not found';
