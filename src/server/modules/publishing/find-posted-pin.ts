// Pinterest has no idempotency key, and PinCreate has no field of ours that the person would not
// see: before posting a pin again after an attempt whose outcome is unknown (a 5xx, a timeout, a
// worker that died mid-post), look for it on the board by what it says, among the board's pins
// no other Pinloom pin holds (pins.pinterest_pin_id is unique, so this is also enforced).
import { and, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { type PinRow, pins } from '../../db/schema';
import type { PinterestClient } from '../../integrations/pinterest/client';
import type { Pin } from '../../integrations/pinterest/types';

/** Tolerance for the difference between our clock and Pinterest's. */
const CLOCK_SKEW_MS = 60_000;

type PinToFind = Pick<PinRow, 'id' | 'title' | 'description' | 'createdAt' | 'publishingStartedAt'>;

/**
 * The board's pin that this pin became, or null. A candidate has this pin's title and description
 * and was created after the pin row was (every attempt came later, so the window covers all of
 * them), and no other Pinloom pin holds it. Identical pins are told apart only by that: of the free
 * candidates, the one created nearest after this pin's last claim is taken, else the nearest before.
 */
export async function findPostedPin(
  db: Database,
  client: PinterestClient,
  boardId: string,
  pin: PinToFind,
): Promise<Pin | null> {
  const since = pin.createdAt.getTime() - CLOCK_SKEW_MS;
  const candidates: Pin[] = [];
  // Every page: the first match may be another pin's, held already.
  await client.findBoardPin(boardId, (candidate) => {
    if (sameWords(candidate.title, pin.title) && sameDescription(candidate, pin)) {
      // A pin without a readable creation time still counts: posting twice is the worse mistake.
      const created = createdAt(candidate);
      if (Number.isNaN(created) || created >= since) candidates.push(candidate);
    }
    return false;
  });
  if (candidates.length === 0) return null;
  const held = await db
    .select({ pinterestPinId: pins.pinterestPinId })
    .from(pins)
    .where(
      and(
        inArray(
          pins.pinterestPinId,
          candidates.map((candidate) => candidate.id),
        ),
        ne(pins.id, pin.id),
      ),
    );
  const taken = new Set(held.map((row) => row.pinterestPinId));
  const free = candidates.filter((candidate) => !taken.has(candidate.id));
  const attempt = (pin.publishingStartedAt ?? pin.createdAt).getTime() - CLOCK_SKEW_MS;
  const rank = (candidate: Pin) => {
    const created = createdAt(candidate);
    if (Number.isNaN(created)) return Number.MAX_SAFE_INTEGER;
    // After the claim: nearest first. Before it (an earlier attempt's): after all of those.
    return created >= attempt ? created - attempt : Number.MAX_SAFE_INTEGER / 2 + (attempt - created);
  };
  return free.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

function createdAt(candidate: Pin): number {
  return candidate.created_at ? Date.parse(candidate.created_at) : Number.NaN;
}

/** Pinterest may tidy spaces; the words must be the same. */
function sameWords(theirs: string | null | undefined, ours: string): boolean {
  return normalize(theirs) === normalize(ours);
}

/** A candidate Pinterest answers without a description may still be ours. */
function sameDescription(candidate: Pin, pin: PinToFind): boolean {
  return candidate.description == null || sameWords(candidate.description, pin.description);
}

function normalize(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}
