// Catches what the normal path missed: a worker that died mid-post leaves its pin in
// 'publishing' with a lease nobody renews. Once the lease has passed the pin is posted if Pinterest
// has it (a pin no other Pinloom pin holds), else scheduled again.
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { boardConnectionId } from '../../db/board-account';
import { isUniqueViolation } from '../../db/errors';
import { boards, pins } from '../../db/schema';
import { SYSTEM_ACTOR } from '../activity';
import { type PublishingClaim, releasePublishingClaim } from '../pins';
import { withPinterestClient } from '../pinterest';
import { findPostedPin } from './find-posted-pin';
import type { PublishingDeps } from './publishing-deps';
import { recordPublished } from './publishing-outcome';

/**
 * A pin in 'publishing' this long is taken back whatever its lease says (a claim made before
 * leases existed has none); far beyond one post (30 s timeout, 60 s rate-limit wait).
 * @internal for tests and benchmarks, not production code
 */
export const STUCK_AFTER_MINUTES = 10;

export async function sweepPublishing(
  deps: PublishingDeps,
  options: {
    /**
     * Also every pin claimed before this instant, lease or not: only when no other process can be
     * publishing (PGlite) and this one had not started its workers yet.
     */
    claimedBefore?: Date | undefined;
    /** Told each pin scheduled again, so the caller can queue it at once. */
    onRescheduled?: (pinId: string) => void;
  } = {},
): Promise<{ posted: number; rescheduled: number }> {
  const stuck = await deps.db
    .select({ pin: pins, pinterestBoardId: boards.pinterestBoardId, connectionId: boardConnectionId })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(
      and(
        eq(pins.status, 'publishing'),
        // Leases are the database's time (publishing-claim.ts), the one all processes share.
        or(
          lt(pins.publishingLeaseUntil, sql`now()`),
          lt(pins.publishingStartedAt, sql`now() - make_interval(mins => ${STUCK_AFTER_MINUTES})`),
          options.claimedBefore ? lt(pins.publishingStartedAt, options.claimedBefore) : undefined,
        ),
      ),
    )
    .limit(100);
  let posted = 0;
  let rescheduled = 0;
  for (const { pin, pinterestBoardId, connectionId } of stuck) {
    const boardId = pinterestBoardId;
    const found = boardId
      ? await withPinterestClient({ ...deps, workspaceId: pin.workspaceId, connectionId }, (client) =>
          findPostedPin(deps.db, client, boardId, pin),
        ).catch(() => null)
      : null;
    // The claim this sweep saw: a pin claimed again since (a new attempt) is not this sweep's.
    if (found && (await markPosted(deps, pin, found.id))) {
      posted++;
      continue;
    }
    // Unknown (Pinterest unreachable) also goes back to scheduled: the next claim looks again first.
    const back = await releasePublishingClaim(deps.db, pin);
    if (back) {
      rescheduled++;
      options.onRescheduled?.(back.id);
    }
  }
  return { posted, rescheduled };
}

/**
 * False when the pin is no longer this sweep's, or another pin took that Pinterest pin in the
 * meantime (the unique index says so).
 */
async function markPosted(
  deps: PublishingDeps,
  claim: PublishingClaim,
  pinterestPinId: string,
): Promise<boolean> {
  try {
    const updated = await recordPublished(deps.db, claim, {
      pinterestPinId,
      at: deps.clock.now(),
      clearRetryWait: false,
      actor: SYSTEM_ACTOR,
    });
    return updated !== undefined;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
