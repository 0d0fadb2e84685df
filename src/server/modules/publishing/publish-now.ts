// "Post now" for some of a user's scheduled pins: each one's time moves to now (if later), then
// it goes through publishPin like a due pin would, so the exactly-once claim still holds. A
// person's own request: switching automatic publishing off (auto_publishing_enabled) does not
// stop it, while a suspended account's pins stay held (its sessions are ended anyway).
import { and, eq, inArray } from 'drizzle-orm';
import { DAY_CAPACITY } from '../../../shared/api/schedule';
import { AppError } from '../../app-error';
import { lockUser } from '../../db/lock-user';
import { pins } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { findBoard } from '../boards';
import { bringPinForwardToNow, PIN_NOT_FOUND_MESSAGE, type PinWithBoard } from '../pins';
import { toAppError } from '../pinterest';
import { dayHasRoomAt } from '../schedule';
import { ImageMissingError, NOT_SCHEDULED_MESSAGE, PublishRetryError, publishPin } from './publish-pin';
import type { PublishingDeps } from './publishing-deps';

export type PublishNowItem =
  | { id: string; outcome: 'posted'; pin: PinWithBoard }
  /** `problem` is what a single-pin route answers: 502 for a refusal, 429/503 while it waits. */
  | { id: string; outcome: 'failed'; error: string; problem: AppError }
  | { id: string; outcome: 'skipped'; reason: string };

export async function publishNow(
  deps: PublishingDeps,
  options: { userId: string; pinIds: string[] },
): Promise<PublishNowItem[]> {
  const ids = [...new Set(options.pinIds)];
  const valid = ids.filter(isUuid);
  const owned = valid.length
    ? await deps.db
        .select({ id: pins.id, status: pins.status, boardId: pins.boardId })
        .from(pins)
        .where(and(inArray(pins.id, valid), eq(pins.userId, options.userId)))
    : [];
  const byId = new Map(owned.map((row) => [row.id, row]));
  const items: PublishNowItem[] = [];
  // One at a time: Pinterest's rate limits are per account, and these all share one.
  for (const id of ids) {
    const found = byId.get(id);
    if (!found) {
      items.push({ id, outcome: 'skipped', reason: PIN_NOT_FOUND_MESSAGE });
      continue;
    }
    if (found.status !== 'scheduled') {
      items.push({ id, outcome: 'skipped', reason: NOT_SCHEDULED_MESSAGE });
      continue;
    }
    if (!(await moveToNow(deps, options.userId, id))) {
      items.push({ id, outcome: 'skipped', reason: TODAY_FULL_MESSAGE });
      continue;
    }
    const board = await findBoard({ db: deps.db, userId: options.userId, boardId: found.boardId });
    items.push(await publishOne(deps, id, board.name));
  }
  return items;
}

/** @internal for tests and benchmarks, not production code */
export const TODAY_FULL_MESSAGE = `Today already has ${DAY_CAPACITY} pins, so this one cannot be published now. It stays on its scheduled day.`;

/**
 * Brings a later pin's time to now, which moves it onto today: under the user's lock and
 * only while today has room, as for any other move (the 5-pins-a-day rule). False when full.
 */
async function moveToNow(deps: PublishingDeps, userId: string, pinId: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const [pin] = await tx.select({ scheduledTime: pins.scheduledTime }).from(pins).where(eq(pins.id, pinId));
    const now = deps.clock.now();
    if (!pin?.scheduledTime || pin.scheduledTime <= now) return true;
    if (!(await dayHasRoomAt({ db: tx, userId, timeZone: user.timeZone, at: now, exceptPinId: pinId }))) {
      return false;
    }
    await bringPinForwardToNow(tx, pinId, now);
    return true;
  });
}

async function publishOne(deps: PublishingDeps, id: string, boardName: string): Promise<PublishNowItem> {
  try {
    const result = await publishPin(deps, { pinId: id, manual: true });
    if (result.outcome === 'posted') return { id, outcome: 'posted', pin: { pin: result.pin, boardName } };
    if (result.outcome === 'skipped') return { id, outcome: 'skipped', reason: result.reason };
    const problem = new AppError('provider_error', `Pinterest refused the pin: ${result.reason}`);
    return { id, outcome: 'failed', error: result.reason, problem };
  } catch (error) {
    if (error instanceof ImageMissingError) {
      // The server's own misconfiguration: the pin waits, scheduled; the file path stays in the log.
      const problem = new AppError('service_unavailable', error.message);
      return { id, outcome: 'failed', error: error.message, problem };
    }
    if (!(error instanceof PublishRetryError)) throw error;
    // The pin is scheduled again and due: the queue retries it; the user reads why it waits.
    const problem = toAppError(error.pinterestError) as AppError;
    return { id, outcome: 'failed', error: problem.message, problem };
  }
}
