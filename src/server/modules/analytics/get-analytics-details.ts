// The analytics answers beyond the summary: day by day (Starter and up), top pins and boards and
// one pin's days (Pro and up), each over the scope's range.
import { and, eq } from 'drizzle-orm';
import {
  type AnalyticsDaily,
  type AnalyticsTop,
  NOT_PUBLISHED_MESSAGE,
  type PinAnalytics,
} from '../../../shared/api/analytics';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { boards, pinAnalyticsDaily, pins } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import {
  figuresByBoard,
  figuresByDay,
  figuresByPin,
  figuresOf,
  fillDays,
  ZERO_FIGURES,
} from './analytics-figures';
import { type PinLinksDeps, pinFacts } from './pin-facts';
import type { AnalyticsScope } from './read-scope';

const PIN_NOT_FOUND_MESSAGE = 'Pin not found';
const TOP_PINS = 10;

export async function getAnalyticsDaily(db: Database, scope: AnalyticsScope): Promise<AnalyticsDaily> {
  return { range: scope.range, days: fillDays(scope.range, await figuresByDay(db, scope)) };
}

export async function getAnalyticsTop(
  db: Database,
  scope: AnalyticsScope,
  links: PinLinksDeps,
): Promise<AnalyticsTop> {
  // The first metric asked for ranks them; impressions unless the request says otherwise.
  const rankBy = scope.metrics[0] ?? 'impression';
  const top = await figuresByPin(db, scope, { rankBy, limit: TOP_PINS });
  const byBoard = await figuresByBoard(db, scope, rankBy);
  return {
    range: scope.range,
    pins: top.map((row) => ({ ...pinFacts(row, links), board_id: row.boardId, ...figuresOf(row) })),
    boards: byBoard.map((row) => ({
      board_id: row.boardId,
      name: row.name,
      pins: row.pins,
      ...figuresOf(row),
    })),
  };
}

/** One pin's days: 404 for a pin of another workspace, 409 not_published for one not posted. */
export async function getPinAnalytics(
  db: Database,
  scope: AnalyticsScope,
  pinId: string,
  links: PinLinksDeps,
): Promise<PinAnalytics> {
  const [pin] = isUuid(pinId)
    ? await db
        .select({
          pinId: pins.id,
          title: pins.title,
          boardName: boards.name,
          imageKey: pins.imageKey,
          pinterestPinId: pins.pinterestPinId,
          status: pins.status,
          postedAt: pins.postedAt,
        })
        .from(pins)
        .innerJoin(boards, eq(boards.id, pins.boardId))
        .where(and(eq(pins.id, pinId), eq(pins.workspaceId, scope.workspace.id)))
    : [];
  if (!pin) throw new AppError('not_found', PIN_NOT_FOUND_MESSAGE);
  if (pin.status !== 'posted' || !pin.pinterestPinId)
    throw new AppError('not_published', NOT_PUBLISHED_MESSAGE);
  const days = fillDays(scope.range, await figuresByDay(db, scope, eq(pinAnalyticsDaily.pinId, pinId)));
  const totals = days.reduce(
    (sum, day) => ({
      impression: sum.impression + day.impression,
      save: sum.save + day.save,
      pin_click: sum.pin_click + day.pin_click,
      outbound_click: sum.outbound_click + day.outbound_click,
    }),
    ZERO_FIGURES,
  );
  return { pin: pinFacts(pin, links), range: scope.range, days, totals };
}
