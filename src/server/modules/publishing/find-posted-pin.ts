// Pinterest has no idempotency key: before posting a pin again after an attempt whose outcome is
// unknown (a timeout, a worker that died mid-post), look for it on the board.
import type { PinRow } from '../../db/schema';
import type { PinterestClient } from '../../integrations/pinterest/client';
import type { Pin } from '../../integrations/pinterest/types';

/** Tolerance for the difference between our clock and Pinterest's. */
const CLOCK_SKEW_MS = 60_000;

/**
 * The board's pin with this pin's title created after the pin row was: every attempt to post it
 * came later, so this window covers all of them (publishing_started_at only covers the last one).
 */
export function findPostedPin(
  client: PinterestClient,
  boardId: string,
  pin: Pick<PinRow, 'title' | 'createdAt'>,
): Promise<Pin | null> {
  const since = pin.createdAt.getTime() - CLOCK_SKEW_MS;
  return client.findBoardPin(boardId, (candidate) => {
    if (candidate.title !== pin.title) return false;
    const created = candidate.created_at ? Date.parse(candidate.created_at) : Number.NaN;
    // A pin without a readable creation time still matches: posting twice is the worse mistake.
    return Number.isNaN(created) || created >= since;
  });
}
