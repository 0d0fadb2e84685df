// Claims the due pins of a worker's batch in one statement, with the same conditions as the claim
// of one pin (publishing-claim.ts): on the embedded database every statement waits its turn, and a
// burst of due pins spent most of its time on the look, the flag and the claim of each pin
// separately. A pin not claimed here is looked at on its own, which says why it stays.
import { inArray } from 'drizzle-orm';
import { boardConnectionId } from '../../db/board-account';
import { boards } from '../../db/schema';
import { isFeatureEnabled } from '../flags';
import { claimDuePins } from '../pins';
import { type BatchClaim, type ClaimedPin, leaseSeconds, release } from './publishing-claim';
import type { PublishingDeps } from './publishing-deps';

/**
 * Each pin of `pinIds` that can go now, claimed ('publishing', leased), with its Pinterest board.
 * @internal for tests and benchmarks, not production code
 */
export async function claimPins(deps: PublishingDeps, pinIds: string[]): Promise<Map<string, ClaimedPin>> {
  const { db } = deps;
  const claims = new Map<string, ClaimedPin>();
  if (pinIds.length === 0) return claims;
  if (!(await isFeatureEnabled({ db, flag: 'auto_publishing_enabled' }))) return claims;
  const claimed = await claimDuePins(db, {
    pinIds,
    dueBy: deps.clock.now(),
    leaseSeconds: leaseSeconds(deps),
  });
  if (claimed.length === 0) return claims;
  const linked = await db
    .select({ id: boards.id, pinterestBoardId: boards.pinterestBoardId, connectionId: boardConnectionId })
    .from(boards)
    .where(inArray(boards.id, [...new Set(claimed.map((pin) => pin.boardId))]));
  const byBoard = new Map(linked.map((board) => [board.id, board]));
  for (const pin of claimed) {
    const { pinterestBoardId: boardId, connectionId } = byBoard.get(pin.boardId) ?? {};
    // Unlinked or without an account in the instant since the claim: given back, and looked at on its own.
    if (boardId && connectionId) claims.set(pin.id, { claimed: pin, boardId, connectionId });
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
