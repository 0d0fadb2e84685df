// The analytics answers of the web tests (ADR 0042), built from one fixed moment (NOW), never the
// calendar: the range ends the day before NOW, and the figures grow day by day.
import type { z } from 'zod';
import type {
  analyticsBestTimesResponse,
  analyticsDailyResponse,
  analyticsPinResponse,
  analyticsSummaryResponse,
  analyticsTopResponse,
} from '../../shared/api/analytics-contract';
import type { usageResponse } from '../../shared/api/settings';
import type { PlanName } from '../../shared/plans';

export const NOW = Date.parse('2026-11-27T12:00:00.000Z');
const DAY_MS = 86_400_000;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The range of `days` days ending yesterday, as the API names it. */
function range(days: number) {
  return { from: isoDay(NOW - days * DAY_MS), to: isoDay(NOW - DAY_MS), days };
}

export function usage(plan: PlanName): z.input<typeof usageResponse> {
  const resets = new Date(NOW + DAY_MS).toISOString();
  return {
    plan,
    month: { used: 3, limit: 100, remaining: 97, resets_at: resets },
    day: { used: 0, limit: 3, remaining: 3, resets_at: resets },
    boards: { used: 1, limit: 5 },
    time_zone: 'America/New_York',
  };
}

type Summary = z.input<typeof analyticsSummaryResponse>;

export function summary(days: number, extra: Partial<Summary> = {}): Summary {
  return {
    range: range(days),
    previous: { from: isoDay(NOW - 2 * days * DAY_MS), to: isoDay(NOW - (days + 1) * DAY_MS) },
    totals: {
      impression: { value: 1200 * days, previous: 960 * days, change: 0.25 },
      save: { value: 40, previous: 50, change: -0.2 },
      pin_click: { value: 75, previous: 75, change: 0 },
      outbound_click: { value: 12, previous: 0, change: null },
    },
    pins_measured: 6,
    collection: {
      status: 'ok',
      last_collected_at: new Date(NOW - 3 * 3_600_000).toISOString(),
      message: null,
    },
    plan_tier: 'totals',
    ...extra,
  };
}

function dailyFigures(days: number) {
  return Array.from({ length: days }, (_, index) => ({
    date: isoDay(NOW - (days - index) * DAY_MS),
    impression: 100 + index * 10,
    save: index,
    pin_click: 2 * index,
    outbound_click: index % 3,
  }));
}

export function daily(days: number): z.input<typeof analyticsDailyResponse> {
  return { range: range(days), days: dailyFigures(days) };
}

const topPin = {
  pin_id: 'p1',
  title: 'Lemon tart in ten minutes',
  board_id: 'b1',
  board_name: 'Recipes',
  image_url: 'https://images.example.com/p1.png',
  pinterest_url: 'https://www.pinterest.com/pin/9001/',
  published_at: new Date(NOW - 5 * DAY_MS).toISOString(),
  impression: 5400,
  save: 31,
  pin_click: 60,
  outbound_click: 9,
};

export function top(days: number): z.input<typeof analyticsTopResponse> {
  return {
    range: range(days),
    pins: [topPin, { ...topPin, pin_id: 'p2', title: 'Plum cake', impression: 800, pinterest_url: null }],
    boards: [
      {
        board_id: 'b1',
        name: 'Recipes',
        pins: 6,
        impression: 6200,
        save: 40,
        pin_click: 75,
        outbound_click: 12,
      },
    ],
  };
}

export function bestTimes(days: number, enough = true): z.input<typeof analyticsBestTimesResponse> {
  return {
    range: range(days),
    cells: [
      { weekday: 1, hour: 19, pins: 3, score: 90 },
      { weekday: 1, hour: 20, pins: 2, score: 70 },
      { weekday: 4, hour: 8, pins: 1, score: 20 },
    ],
    best: enough ? { weekday: 1, start_hour: 19, end_hour: 21 } : null,
    enough_data: enough,
    needed_pins: enough ? 0 : 4,
  };
}

export function pinDetail(days: number): z.input<typeof analyticsPinResponse> {
  const { pin_id, title, board_name, image_url, pinterest_url, published_at } = topPin;
  return {
    pin: { pin_id, title, board_name, image_url, pinterest_url, published_at },
    range: range(days),
    days: dailyFigures(days),
    totals: { impression: 5400, save: 31, pin_click: 60, outbound_click: 9 },
  };
}
