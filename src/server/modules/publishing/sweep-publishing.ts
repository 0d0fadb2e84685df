// Catches what the normal path missed: a worker that died mid-post leaves its pin in
// 'publishing'. After STUCK_AFTER the pin is posted if Pinterest has it, else scheduled again.
import { and, eq, lt, sql } from 'drizzle-orm';
import { boards, pins } from '../../db/schema';
import { withPinterestClient } from '../pinterest';
import { findPostedPin } from './find-posted-pin';
import type { PublishingDeps } from './publishing-deps';

/** Far beyond one post (30 s timeout, 60 s rate-limit wait), so a live attempt is never swept. */
export const STUCK_AFTER_MINUTES = 10;

export async function sweepPublishing(
  deps: PublishingDeps,
): Promise<{ posted: number; rescheduled: number }> {
  const stuck = await deps.db
    .select({ pin: pins, pinterestBoardId: boards.pinterestBoardId })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(
      and(
        eq(pins.status, 'publishing'),
        lt(pins.publishingStartedAt, sql`now() - make_interval(mins => ${STUCK_AFTER_MINUTES})`),
      ),
    )
    .limit(100);
  let posted = 0;
  let rescheduled = 0;
  for (const { pin, pinterestBoardId } of stuck) {
    const boardId = pinterestBoardId;
    const found = boardId
      ? await withPinterestClient({ ...deps, userId: pin.userId }, (client) =>
          findPostedPin(client, boardId, pin),
        ).catch(() => null)
      : null;
    // Unknown (Pinterest unreachable) also goes back to scheduled: the next claim looks again first.
    const stillStuck = and(eq(pins.id, pin.id), eq(pins.status, 'publishing'));
    if (found) {
      await deps.db
        .update(pins)
        .set({ status: 'posted', pinterestPinId: found.id, postedAt: sql`now()`, failureReason: null })
        .where(stillStuck);
      posted++;
    } else {
      await deps.db.update(pins).set({ status: 'scheduled' }).where(stillStuck);
      rescheduled++;
    }
  }
  return { posted, rescheduled };
}
