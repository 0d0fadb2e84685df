// Pinterest's analytics, simulated (issue 29): GET /pins/{pin_id}/analytics, GET /pins/analytics
// (up to 100 pins) and GET /user_account/analytics, in the shapes of the OpenAPI file
// (PinAnalyticsResponse, BulkPinAnalyticsResponse, AnalyticsResponse: each keyed by "ALL").
//
// Figures are deterministic per pin and day, so a re-read gives the same numbers: a pin starts on
// the day it was made and its impressions fall off slowly after its first week. They differ by
// the hour it was posted (evenings do best, then lunchtime) and by its title (a number, as in
// "7 ways", or a question does better), so "best hours" and "top pins" mean something in demo
// mode and in tests. Days before a pin was made are BEFORE_PIN_CREATED with no metrics; today is
// PROCESSING (partial, as Pinterest's own).
import { createHash } from 'node:crypto';
import { invalidParameters, pinNotFound } from './errors';
import type { Reply } from './http';
import type { AccountStore, PinRecord } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Pinterest's own limits for these endpoints: 90 days back, 90 days long, 100 pins a call. */
const MAX_DAYS_BACK = 90;
const MAX_RANGE_DAYS = 90;
const MAX_PINS = 100;

const PIN_METRICS = ['IMPRESSION', 'OUTBOUND_CLICK', 'PIN_CLICK', 'SAVE', 'SAVE_RATE'] as const;
type PinMetric = (typeof PIN_METRICS)[number];
type Figures = Record<PinMetric, number>;

interface Range {
  days: string[];
  metrics: PinMetric[];
}

/** How well a pin posted at this hour (UTC) does: evenings best, then lunchtime. */
function hourFactor(hour: number): number {
  if (hour >= 18 && hour <= 21) return 1.8;
  if (hour >= 11 && hour <= 14) return 1.25;
  return 0.7;
}

/** Titles with a number or a question do better, as Pinterest's own guides say. */
function titleFactor(title: string | null): number {
  if (!title) return 0.8;
  return /\d/.test(title) || title.trim().endsWith('?') ? 1.35 : 1;
}

/** A number from 0 to 1, the same for the same words. */
function unit(...words: string[]): number {
  const digest = createHash('sha256').update(words.join('\n')).digest();
  return digest.readUInt32BE(0) / 0x1_0000_0000;
}

/** One pin's figures on one day (YYYY-MM-DD), `age` days after it was made (0 on its first day). */
function dailyFigures(pin: PinRecord, day: string, age: number, partial: boolean): Figures {
  const base = 40 + 120 * unit('pin', pin.id);
  const life = age < 7 ? 1 : 1 / (1 + (age - 7) / 14);
  const noise = 0.85 + 0.3 * unit('day', pin.id, day);
  const hour = new Date(pin.createdAt).getUTCHours();
  const share = partial ? 0.4 : 1;
  const impressions = Math.round(base * hourFactor(hour) * titleFactor(pin.title) * life * noise * share);
  const saves = Math.round(impressions * (0.03 + 0.03 * unit('save', pin.id)));
  return {
    IMPRESSION: impressions,
    SAVE: saves,
    PIN_CLICK: Math.round(impressions * (0.04 + 0.04 * unit('click', pin.id))),
    OUTBOUND_CLICK: Math.round(impressions * (0.01 + 0.03 * unit('outbound', pin.id))),
    SAVE_RATE: impressions === 0 ? 0 : Math.round((saves / impressions) * 10_000) / 10_000,
  };
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The dates asked for, checked as Pinterest checks them; a Reply when they are refused. */
function readRange(query: URLSearchParams, now: Date): Range | Reply {
  const start = query.get('start_date') ?? '';
  const end = query.get('end_date') ?? '';
  const from = Date.parse(`${start}T00:00:00Z`);
  const to = Date.parse(`${end}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || Number.isNaN(from))
    return invalidParameters('start_date is not a date.');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(end) || Number.isNaN(to))
    return invalidParameters('end_date is not a date.');
  if (to < from) return invalidParameters('end_date is before start_date.');
  const today = Date.parse(`${dayOf(now)}T00:00:00Z`);
  if (today - from > MAX_DAYS_BACK * DAY_MS) {
    return invalidParameters(`start_date cannot be more than ${MAX_DAYS_BACK} days back from today.`);
  }
  if (to - from > MAX_RANGE_DAYS * DAY_MS) {
    return invalidParameters(`end_date cannot be more than ${MAX_RANGE_DAYS} days past start_date.`);
  }
  const asked = (query.get('metric_types') ?? '').split(',').filter(Boolean);
  const unknown = asked.filter((metric) => !(PIN_METRICS as readonly string[]).includes(metric));
  if (asked.length === 0) return invalidParameters('metric_types is required.');
  if (unknown.length > 0) return invalidParameters(`metric_types has unknown values: ${unknown.join(', ')}.`);
  const days: string[] = [];
  // Nothing is known of days still to come.
  for (let at = from; at <= Math.min(to, today); at += DAY_MS) days.push(dayOf(new Date(at)));
  return { days, metrics: asked as PinMetric[] };
}

const pick = (figures: Figures, metrics: readonly PinMetric[]) =>
  Object.fromEntries(metrics.map((metric) => [metric, figures[metric]]));

/** One pin's PinAnalyticsMetricsResponse over the range. */
function pinMetrics(pin: PinRecord, range: Range, now: Date) {
  const made = Date.parse(`${pin.createdAt.slice(0, 10)}T00:00:00Z`);
  const today = dayOf(now);
  const totals: Figures = { IMPRESSION: 0, SAVE: 0, PIN_CLICK: 0, OUTBOUND_CLICK: 0, SAVE_RATE: 0 };
  const daily = range.days.map((day) => {
    const age = Math.round((Date.parse(`${day}T00:00:00Z`) - made) / DAY_MS);
    if (age < 0) return { date: day, data_status: 'BEFORE_PIN_CREATED', metrics: {} };
    const figures = dailyFigures(pin, day, age, day === today);
    for (const metric of ['IMPRESSION', 'SAVE', 'PIN_CLICK', 'OUTBOUND_CLICK'] as const) {
      totals[metric] += figures[metric];
    }
    return {
      date: day,
      data_status: day === today ? 'PROCESSING' : 'READY',
      metrics: pick(figures, range.metrics),
    };
  });
  totals.SAVE_RATE =
    totals.IMPRESSION === 0 ? 0 : Math.round((totals.SAVE / totals.IMPRESSION) * 10_000) / 10_000;
  return { daily_metrics: daily, summary_metrics: pick(totals, range.metrics), lifetime_metrics: {} };
}

/** GET /v5/pins/{pin_id}/analytics: one pin of the token's account. */
export function pinAnalytics(
  store: Pick<AccountStore, 'pins'>,
  pinId: string,
  query: URLSearchParams,
  now: Date,
): Reply {
  const pin = store.pins.get(pinId);
  if (!pin) return pinNotFound();
  const range = readRange(query, now);
  if ('status' in range) return range;
  return { status: 200, body: { ALL: pinMetrics(pin, range, now) } };
}

/** GET /v5/pins/analytics: up to 100 pins; ids the account does not hold are left out. */
export function multiPinAnalytics(
  store: Pick<AccountStore, 'pins'>,
  query: URLSearchParams,
  now: Date,
): Reply {
  // The file's pin_ids is a form array that explodes: the name repeated for each id.
  const ids = query.getAll('pin_ids').filter(Boolean);
  if (ids.length === 0 || ids.length > MAX_PINS) {
    return invalidParameters(`pin_ids must list from 1 to ${MAX_PINS} pins.`);
  }
  const range = readRange(query, now);
  if ('status' in range) return range;
  const body: Record<string, unknown> = {};
  for (const id of new Set(ids)) {
    const pin = store.pins.get(id);
    if (pin) body[id] = { ALL: pinMetrics(pin, range, now) };
  }
  return { status: 200, body };
}

/** GET /v5/user_account/analytics: the account's pins summed per day. */
export function accountAnalytics(
  store: Pick<AccountStore, 'pins'>,
  query: URLSearchParams,
  now: Date,
): Reply {
  const range = readRange(query, now);
  if ('status' in range) return range;
  const perPin = [...store.pins.values()].map((pin) => pinMetrics(pin, range, now));
  const daily = range.days.map((day, index) => {
    const sums: Record<string, number> = {};
    for (const pin of perPin) {
      const metrics = (pin.daily_metrics[index]?.metrics ?? {}) as Record<string, number>;
      for (const [metric, value] of Object.entries(metrics)) {
        if (metric !== 'SAVE_RATE') sums[metric] = (sums[metric] ?? 0) + value;
      }
    }
    return { date: day, data_status: day === dayOf(now) ? 'PROCESSING' : 'READY', metrics: sums };
  });
  const summary: Record<string, number> = {};
  for (const pin of perPin) {
    for (const [metric, value] of Object.entries(pin.summary_metrics as Record<string, number>)) {
      if (metric !== 'SAVE_RATE') summary[metric] = (summary[metric] ?? 0) + value;
    }
  }
  return { status: 200, body: { ALL: { daily_metrics: daily, summary_metrics: summary } } };
}
