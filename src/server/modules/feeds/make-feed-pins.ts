// Makes pins from the articles waiting on each board (newest first): at most the board's
// feed_pins_per_day a day of the workspace's calendar (its time zone, ADR 0036), within the plan's
// allowance (ADR 0032). One pin per article, into Review, linking to the article (generation's page pins).
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { localDayBounds } from '../../../shared/time-zone';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { type BoardRow, boards, users, type WorkspaceRow, workspaces } from '../../db/schema';
import { boardFeedItems, boardFeeds } from '../../db/schema-content';
import { SYSTEM_ACTOR } from '../activity';
import {
  type GeneratingWorkspace,
  type GenerationContext,
  type PreparedPagePins,
  preparePagePins,
  runPagePins,
} from '../generation';

/** Where failures that are bugs of ours are told (the job's logger). */
export interface FeedLog {
  error(fields: object, message: string): void;
}

export interface FeedPinsMade {
  made: number;
  failed: number;
  /** Workspaces whose plan allowance (or provider) stopped them this run; their articles wait. */
  workspacesStopped: number;
}

/** Why an article could not be made into pins when the reason is ours, not the page's. */
const ARTICLE_FAILED_MESSAGE = 'Pinloom could not make pins from this article';

export async function makeFeedPins(
  context: GenerationContext,
  options: { now: Date; log: FeedLog },
): Promise<FeedPinsMade> {
  const { db } = context;
  const result: FeedPinsMade = { made: 0, failed: 0, workspacesStopped: 0 };
  const waiting = await db
    .selectDistinct({ boardId: boardFeeds.boardId, workspaceId: boardFeeds.workspaceId })
    .from(boardFeedItems)
    .innerJoin(boardFeeds, eq(boardFeeds.id, boardFeedItems.feedId))
    .where(eq(boardFeedItems.status, 'pending'));
  if (waiting.length === 0) return result;
  // A suspended workspace, or one whose paying owner is deleted or suspended, makes nothing.
  const live = await db
    .select({
      workspace: { id: workspaces.id, ownerId: workspaces.ownerId, timeZone: workspaces.timeZone },
    })
    .from(workspaces)
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(
      and(
        inArray(workspaces.id, [...new Set(waiting.map((row) => row.workspaceId))]),
        isNull(users.deletedAt),
        isNull(users.suspendedAt),
        isNull(workspaces.suspendedAt),
      ),
    );
  for (const { workspace } of live) {
    const boardRows = await db
      .select()
      .from(boards)
      .where(
        and(
          eq(boards.workspaceId, workspace.id),
          inArray(
            boards.id,
            waiting.map((row) => row.boardId),
          ),
        ),
      )
      .orderBy(asc(boards.sortOrder));
    for (const board of boardRows) {
      const outcome = await makeBoardPins(context, {
        workspace,
        board,
        now: options.now,
        log: options.log,
      });
      result.made += outcome.made;
      result.failed += outcome.failed;
      if (outcome.stop === 'everyone') return { ...result, workspacesStopped: result.workspacesStopped + 1 };
      if (outcome.stop === 'workspace') {
        result.workspacesStopped += 1;
        break;
      }
    }
  }
  return result;
}

type BoardOutcome = { made: number; failed: number; stop: 'workspace' | 'everyone' | null };

async function makeBoardPins(
  context: GenerationContext,
  options: {
    workspace: GeneratingWorkspace & Pick<WorkspaceRow, 'timeZone'>;
    board: BoardRow;
    now: Date;
    log: FeedLog;
  },
): Promise<BoardOutcome> {
  const { db } = context;
  const { workspace, board, log } = options;
  const outcome: BoardOutcome = { made: 0, failed: 0, stop: null };
  const room = board.feedPinsPerDay - (await madeToday(db, board.id, workspace.timeZone, options.now));
  if (room <= 0) return outcome;
  const items = await db
    .select({ id: boardFeedItems.id, url: boardFeedItems.url })
    .from(boardFeedItems)
    .innerJoin(boardFeeds, eq(boardFeeds.id, boardFeedItems.feedId))
    .where(and(eq(boardFeeds.boardId, board.id), eq(boardFeedItems.status, 'pending')))
    .orderBy(
      sql`${boardFeedItems.publishedAt} desc nulls last`,
      desc(boardFeedItems.firstSeenAt),
      asc(boardFeedItems.id),
    )
    // At most `room` tries a run: an article that fails does not let the next run's work grow.
    .limit(room);
  for (const item of items) {
    let prepared: PreparedPagePins;
    try {
      prepared = await preparePagePins(context, { workspace, boardId: board.id, count: 1 });
    } catch (error) {
      // The allowance used up, the provider failing too often, generation paused: the article
      // waits, and nothing more is tried for this workspace (or anyone, while paused) this run.
      if (error instanceof AppError && error.code === 'not_found') return outcome;
      if (!(error instanceof AppError))
        log.error({ err: error, boardId: board.id }, 'preparing feed pins failed');
      const everyone = error instanceof AppError && error.code === 'generation_paused';
      return { ...outcome, stop: everyone ? 'everyone' : 'workspace' };
    }
    try {
      // A feed's pins are the system's doing: no member asked for them.
      await runPagePins(context, { workspace, prepared, url: item.url, actor: SYSTEM_ACTOR });
      await settle(db, item.id, { status: 'made', error: null, madeAt: options.now });
      outcome.made += 1;
    } catch (error) {
      if (error instanceof AppError && error.code === 'validation_error') {
        await settle(db, item.id, { status: 'failed', error: error.message, madeAt: null });
        outcome.failed += 1;
        continue;
      }
      if (error instanceof AppError) {
        // The provider failed or was busy: the article waits for the next run.
        return { ...outcome, stop: 'workspace' };
      }
      log.error({ err: error, itemId: item.id }, 'making pins from a feed article failed');
      await settle(db, item.id, { status: 'failed', error: ARTICLE_FAILED_MESSAGE, madeAt: null });
      outcome.failed += 1;
    }
  }
  return outcome;
}

/** Articles of the board's feeds made into pins on the calendar day of `now` in `timeZone`. */
async function madeToday(db: Database, boardId: string, timeZone: string, now: Date): Promise<number> {
  const day = localDayBounds(now, timeZone);
  const [row] = await db
    .select({ n: count() })
    .from(boardFeedItems)
    .innerJoin(boardFeeds, eq(boardFeeds.id, boardFeedItems.feedId))
    .where(
      and(
        eq(boardFeeds.boardId, boardId),
        eq(boardFeedItems.status, 'made'),
        gte(boardFeedItems.madeAt, day.start),
        lt(boardFeedItems.madeAt, day.end),
      ),
    );
  return row?.n ?? 0;
}

async function settle(
  db: Database,
  itemId: string,
  values: { status: 'made' | 'failed'; error: string | null; madeAt: Date | null },
): Promise<void> {
  await db.update(boardFeedItems).set(values).where(eq(boardFeedItems.id, itemId));
}
