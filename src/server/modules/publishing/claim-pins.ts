// Claims the due pins of a worker's batch in one statement, with the same conditions as the claim
// of one pin (publish-pin.ts): on the embedded database every statement waits its turn, and a
// burst of due pins spent most of its time on the look, the flag and the claim of each pin
// separately. A pin not claimed here is looked at on its own, which says why it stays.
import { and, eq, exists, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { boards, pins, pinterestConnections, users } from '../../db/schema';
import { isFeatureEnabled } from '../flags';
import { type BatchClaim, type ClaimedPin, leaseSeconds, release } from './publish-pin';
import type { PublishingDeps } from './publishing-deps';

/** Each pin of `pinIds` that can go now, claimed ('publishing', leased), with its Pinterest board. */
export async function claimPins(deps: PublishingDeps, pinIds: string[]): Promise<Map<string, ClaimedPin>> {
  const { db } = deps;
  const claims = new Map<string, ClaimedPin>();
  if (pinIds.length === 0) return claims;
  if (!(await isFeatureEnabled({ db, flag: 'auto_publishing_enabled' }))) return claims;
  const claimed = await db
    .update(pins)
    .set({
      status: 'publishing',
      publishAttempts: sql`${pins.publishAttempts} + 1`,
      // The lease is the database's time, as for one pin's claim.
      publishingStartedAt: sql`now()`,
      publishingLeaseUntil: sql`now() + make_interval(secs => ${leaseSeconds(deps)})`,
    })
    .where(
      and(
        inArray(pins.id, pinIds),
        eq(pins.status, 'scheduled'),
        lte(pins.scheduledTime, deps.clock.now()),
        exists(
          db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, pins.userId), isNull(users.suspendedAt), isNull(users.deletedAt))),
        ),
        exists(
          db
            .select({ id: boards.id })
            .from(boards)
            .where(and(eq(boards.id, pins.boardId), isNotNull(boards.pinterestBoardId))),
        ),
        exists(
          db
            .select({ userId: pinterestConnections.userId })
            .from(pinterestConnections)
            .where(
              and(eq(pinterestConnections.userId, pins.userId), eq(pinterestConnections.status, 'connected')),
            ),
        ),
      ),
    )
    .returning();
  if (claimed.length === 0) return claims;
  const linked = await db
    .select({ id: boards.id, pinterestBoardId: boards.pinterestBoardId })
    .from(boards)
    .where(inArray(boards.id, [...new Set(claimed.map((pin) => pin.boardId))]));
  const remoteBoard = new Map(linked.map((board) => [board.id, board.pinterestBoardId]));
  for (const pin of claimed) {
    const boardId = remoteBoard.get(pin.boardId);
    // Unlinked in the instant since the claim: given back, and looked at on its own.
    if (boardId) claims.set(pin.id, { claimed: pin, boardId });
    else await release(deps, pin, undefined, { uncount: true });
  }
  return claims;
}

/**
 * A BatchClaim for a queue worker: the pins asked for in the same turn of the event loop (a
 * batch's jobs all start together) are claimed in one statement. Should that statement fail,
 * each pin is looked at on its own, as without it.
 */
export function batchClaims(deps: PublishingDeps): BatchClaim {
  let waiting: { pinId: string; resolve: (claim: ClaimedPin | null) => void }[] = [];
  const flush = async () => {
    const asked = waiting;
    waiting = [];
    const claims = await claimPins(
      deps,
      asked.map((entry) => entry.pinId),
    ).catch(() => new Map<string, ClaimedPin>());
    // A claim goes to one asker: a pin asked for twice is posted by the first only.
    for (const { pinId, resolve } of asked) {
      const claim = claims.get(pinId) ?? null;
      claims.delete(pinId);
      resolve(claim);
    }
  };
  return (pinId) =>
    new Promise((resolve) => {
      waiting.push({ pinId, resolve });
      if (waiting.length === 1) setImmediate(flush);
    });
}
