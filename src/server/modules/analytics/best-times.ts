// When the workspace's pins do best (ADR 0041): each measured pin counts in the weekday and hour it
// was published, in the workspace's zone, with its outbound clicks plus saves over the range.
// A cell's score is the mean per pin. The best window is the 2-hour span of the day with the
// highest mean (at least 2 pins in it when any span has 2), and a weekday only when that day's
// mean is clearly (20%) above every day's, with at least 3 pins. The database groups the pins into
// their cells (ADR 0051); the means are worked out here from each cell's pins and summed score.
import {
  type AnalyticsBestTimes,
  BEST_TIMES_MIN_HOURS,
  BEST_TIMES_MIN_PINS,
  type BestTimeWindow,
} from '../../../shared/api/analytics';
import type { Database } from '../../db/connection';
import { figuresByPostingTime } from './analytics-figures';
import type { AnalyticsScope } from './read-scope';

const WINDOW_HOURS = 2;
const WEEKDAY_LEAD = 1.2;
const WEEKDAY_MIN_PINS = 3;

/** The pins published in one weekday (0 = Monday … 6 = Sunday) and hour, and their summed score. */
interface Cell {
  weekday: number;
  hour: number;
  pins: number;
  score: number;
}

const pinsIn = (cells: readonly Cell[]) => cells.reduce((sum, cell) => sum + cell.pins, 0);

/** The mean score per pin of the cells' pins. */
function mean(cells: readonly Cell[]): number {
  const pins = pinsIn(cells);
  return pins === 0 ? 0 : cells.reduce((sum, cell) => sum + cell.score, 0) / pins;
}

function enoughOf(cells: readonly Cell[]) {
  const hours = new Set(cells.map((cell) => cell.hour)).size;
  const missingPins = Math.max(0, BEST_TIMES_MIN_PINS - pinsIn(cells));
  const missingHours = Math.max(0, BEST_TIMES_MIN_HOURS - hours);
  return { enough: missingPins === 0 && missingHours === 0, needed: Math.max(missingPins, missingHours) };
}

function bestWindow(cells: readonly Cell[]): BestTimeWindow | null {
  const spans = Array.from({ length: 24 - WINDOW_HOURS + 1 }, (_, start) => {
    const inside = cells.filter((cell) => cell.hour >= start && cell.hour < start + WINDOW_HOURS);
    return { start, pins: pinsIn(inside), score: mean(inside) };
  }).filter((span) => span.pins > 0);
  const wanted = spans.some((span) => span.pins >= 2) ? spans.filter((span) => span.pins >= 2) : spans;
  const top = wanted.reduce<(typeof wanted)[number] | null>(
    (best, span) => (best === null || span.score > best.score ? span : best),
    null,
  );
  if (!top) return null;
  const overall = mean(cells);
  let weekday: number | null = null;
  let weekdayScore = overall * WEEKDAY_LEAD;
  for (let day = 0; day < 7; day++) {
    const onDay = cells.filter((cell) => cell.weekday === day);
    if (pinsIn(onDay) >= WEEKDAY_MIN_PINS && mean(onDay) > weekdayScore) {
      weekday = day;
      weekdayScore = mean(onDay);
    }
  }
  return { weekday, start_hour: top.start, end_hour: top.start + WINDOW_HOURS };
}

export async function getBestTimes(db: Database, scope: AnalyticsScope): Promise<AnalyticsBestTimes> {
  const cells = await figuresByPostingTime(db, scope);
  const { enough, needed } = enoughOf(cells);
  return {
    range: scope.range,
    cells: cells.map((cell) => ({
      weekday: cell.weekday,
      hour: cell.hour,
      pins: cell.pins,
      score: Math.round(mean([cell]) * 100) / 100,
    })),
    best: enough ? bestWindow(cells) : null,
    enough_data: enough,
    needed_pins: needed,
  };
}

/** The best window of the scope's pins, or null without enough data (the schedule's learning). */
export async function bestWindowOf(db: Database, scope: AnalyticsScope): Promise<BestTimeWindow | null> {
  const cells = await figuresByPostingTime(db, scope);
  return enoughOf(cells).enough ? bestWindow(cells) : null;
}
