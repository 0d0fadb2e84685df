// When the workspace's pins do best (ADR 0041): each measured pin counts in the weekday and hour it
// was published, in the workspace's zone, with its outbound clicks plus saves over the range.
// A cell's score is the mean per pin. The best window is the 2-hour span of the day with the
// highest mean (at least 2 pins in it when any span has 2), and a weekday only when that day's
// mean is clearly (20%) above every day's, with at least 3 pins.
import {
  type AnalyticsBestTimes,
  BEST_TIMES_MIN_HOURS,
  BEST_TIMES_MIN_PINS,
  type BestTimeWindow,
} from '../../../shared/api/analytics';
import { localDateTime } from '../../../shared/time-zone';
import type { Database } from '../../db/connection';
import { figuresByPin } from './analytics-figures';
import type { AnalyticsScope } from './read-scope';

const WINDOW_HOURS = 2;
const WEEKDAY_LEAD = 1.2;
const WEEKDAY_MIN_PINS = 3;

interface Placed {
  weekday: number;
  hour: number;
  score: number;
}

const mean = (items: readonly Placed[]) =>
  items.length === 0 ? 0 : items.reduce((sum, item) => sum + item.score, 0) / items.length;

/** 0 = Monday … 6 = Sunday, from a local calendar day. */
function weekdayOf(date: { year: number; month: number; day: number }): number {
  return (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7;
}

async function placedPins(db: Database, scope: AnalyticsScope): Promise<Placed[]> {
  const rows = await figuresByPin(db, scope);
  return rows
    .filter((row) => row.postedAt !== null)
    .map((row) => {
      const local = localDateTime(row.postedAt as Date, scope.workspace.timeZone);
      return { weekday: weekdayOf(local), hour: local.hour, score: row.outbound_click + row.save };
    });
}

function enoughOf(placed: readonly Placed[]) {
  const hours = new Set(placed.map((pin) => pin.hour)).size;
  const missingPins = Math.max(0, BEST_TIMES_MIN_PINS - placed.length);
  const missingHours = Math.max(0, BEST_TIMES_MIN_HOURS - hours);
  return { enough: missingPins === 0 && missingHours === 0, needed: Math.max(missingPins, missingHours) };
}

function bestWindow(placed: readonly Placed[]): BestTimeWindow | null {
  const spans = Array.from({ length: 24 - WINDOW_HOURS + 1 }, (_, start) => {
    const inside = placed.filter((pin) => pin.hour >= start && pin.hour < start + WINDOW_HOURS);
    return { start, pins: inside.length, score: mean(inside) };
  }).filter((span) => span.pins > 0);
  const wanted = spans.some((span) => span.pins >= 2) ? spans.filter((span) => span.pins >= 2) : spans;
  const top = wanted.reduce<(typeof wanted)[number] | null>(
    (best, span) => (best === null || span.score > best.score ? span : best),
    null,
  );
  if (!top) return null;
  const overall = mean(placed);
  let weekday: number | null = null;
  let weekdayScore = overall * WEEKDAY_LEAD;
  for (let day = 0; day < 7; day++) {
    const onDay = placed.filter((pin) => pin.weekday === day);
    if (onDay.length >= WEEKDAY_MIN_PINS && mean(onDay) > weekdayScore) {
      weekday = day;
      weekdayScore = mean(onDay);
    }
  }
  return { weekday, start_hour: top.start, end_hour: top.start + WINDOW_HOURS };
}

export async function getBestTimes(db: Database, scope: AnalyticsScope): Promise<AnalyticsBestTimes> {
  const placed = await placedPins(db, scope);
  const cells = new Map<string, Placed[]>();
  for (const pin of placed) {
    const key = `${pin.weekday}:${pin.hour}`;
    cells.set(key, [...(cells.get(key) ?? []), pin]);
  }
  const { enough, needed } = enoughOf(placed);
  return {
    range: scope.range,
    cells: [...cells.values()]
      .map((items) => ({
        weekday: items[0]?.weekday ?? 0,
        hour: items[0]?.hour ?? 0,
        pins: items.length,
        score: Math.round(mean(items) * 100) / 100,
      }))
      .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour),
    best: enough ? bestWindow(placed) : null,
    enough_data: enough,
    needed_pins: needed,
  };
}

/** The best window of the scope's pins, or null without enough data (the schedule's learning). */
export async function bestWindowOf(db: Database, scope: AnalyticsScope): Promise<BestTimeWindow | null> {
  const placed = await placedPins(db, scope);
  return enoughOf(placed).enough ? bestWindow(placed) : null;
}
