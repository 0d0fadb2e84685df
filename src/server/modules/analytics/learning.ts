// What the schedule and generation learn from a workspace's figures (issue 29's "learning", ADR
// 0045): its best posting hours and a board's best-performing titles over the last 90 days. Both
// are Pro and up (analytics_detailed, the plan that shows best times and top pins), and both need
// "enough data": below either, nothing is learnt and the usual rules apply.
import { eq } from 'drizzle-orm';
import { BEST_TIMES_MIN_PINS } from '../../../shared/api/analytics';
import { planHasFeature } from '../../../shared/plan-features';
import { addDays, formatLocalDate, localDate } from '../../../shared/time-zone';
import type { Database } from '../../db/connection';
import { pins, type WorkspaceRow, workspaces } from '../../db/schema';
import { planInForce } from '../allowance';
import { figuresByPin } from './analytics-figures';
import { bestWindowOf } from './best-times';
import { type AnalyticsScope, previousPeriod } from './read-scope';

/** The days learnt from, up to today in the workspace's zone. */
const LEARNING_DAYS = 90;
/** How many of a board's best titles the title prompt is shown. */
const TOP_TITLES = 5;

/** The hours a workspace's pins do best, local to its zone: `from_hour` up to `to_hour`. */
export interface BestHours {
  from_hour: number;
  to_hour: number;
}

async function learningScope(db: Database, workspaceId: string, now: Date): Promise<AnalyticsScope | null> {
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
  if (!workspace || !learns(workspace, now)) return null;
  const today = localDate(now, workspace.timeZone);
  const range = {
    from: formatLocalDate(addDays(today, -(LEARNING_DAYS - 1))),
    to: formatLocalDate(today),
    days: LEARNING_DAYS,
  };
  return {
    workspace,
    range,
    previous: previousPeriod(range),
    metrics: [],
    filter: undefined,
    connectionId: null,
  };
}

/** Learning is the plan's that shows what it learns from (best times, top pins). */
function learns(workspace: WorkspaceRow, now: Date): boolean {
  return planHasFeature(planInForce(workspace, now).name, 'analytics_detailed');
}

/**
 * The workspace's best 2-hour span over the last 90 days (the Analytics page's best times), or
 * null below Pro or without enough data (ADR 0041: 10 measured pins in 3 distinct hours).
 */
export async function bestHoursToPrefer(
  db: Database,
  workspaceId: string,
  now: Date,
): Promise<BestHours | null> {
  const scope = await learningScope(db, workspaceId, now);
  if (!scope) return null;
  const best = await bestWindowOf(db, scope);
  return best ? { from_hour: best.start_hour, to_hour: best.end_hour } : null;
}

/**
 * Up to 5 titles of the board's pins that did best over the last 90 days (outbound clicks plus
 * saves, the best times' score; ties to the newer pin), best first; none below Pro, when the board
 * has fewer than 10 measured pins, or for titles that brought nothing.
 */
export async function topBoardTitles(
  db: Database,
  options: { workspaceId: string; boardId: string; now: Date },
): Promise<string[]> {
  const scope = await learningScope(db, options.workspaceId, options.now);
  if (!scope) return [];
  const rows = await figuresByPin(db, { ...scope, filter: eq(pins.boardId, options.boardId) });
  if (rows.length < BEST_TIMES_MIN_PINS) return [];
  return rows
    .map((row) => ({
      title: row.title,
      score: row.outbound_click + row.save,
      at: row.postedAt?.getTime() ?? 0,
    }))
    .filter((row) => row.score > 0)
    .sort((a, b) => b.score - a.score || b.at - a.at)
    .slice(0, TOP_TITLES)
    .map((row) => row.title);
}
