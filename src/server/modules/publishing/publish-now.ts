// "Post now" for some of a workspace's scheduled pins: each one's time moves to now (if later), then
// it goes through publishPin like a due pin would, so the exactly-once claim still holds. A
// person's own request: switching automatic publishing off (auto_publishing_enabled) does not
// stop it, while the pins of a workspace whose paying owner is suspended stay held.
import { and, eq, inArray } from 'drizzle-orm';
import { DAY_CAPACITY } from '../../../shared/api/schedule';
import { AppError } from '../../app-error';
import { lockWorkspace } from '../../db/lock-workspace';
import { pins, type WorkspaceRow } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import type { Actor } from '../activity';
import { findBoard } from '../boards';
import { bringPinForwardToNow, PIN_NOT_FOUND_MESSAGE, type PinWithBoard } from '../pins';
import { toAppError } from '../pinterest';
import { dayHasRoomAt } from '../schedule';
import { ImageMissingError, publishPin } from './publish-pin';
import { NOT_SCHEDULED_MESSAGE } from './publishing-claim';
import type { PublishingDeps } from './publishing-deps';
import { PublishRetryError } from './publishing-failure';

export type PublishNowItem =
  | { id: string; outcome: 'posted'; pin: PinWithBoard }
  /** `problem` is what a single-pin route answers: 502 for a refusal, 429/503 while it waits. */
  | { id: string; outcome: 'failed'; error: string; problem: AppError }
  | { id: string; outcome: 'skipped'; reason: string };

/** The workspace whose pins go, and the owner who pays for it (whose lock and time zone count). */
export type PublishingWorkspace = Pick<WorkspaceRow, 'id' | 'ownerId'>;

export async function publishNow(
  deps: PublishingDeps,
  options: {
    workspace: PublishingWorkspace;
    pinIds: string[];
    /** The member who asked, for the activity log. */
    actor: Actor;
  },
): Promise<PublishNowItem[]> {
  const { workspace } = options;
  const ids = [...new Set(options.pinIds)];
  const valid = ids.filter(isUuid);
  const owned = valid.length
    ? await deps.db
        .select({ id: pins.id, status: pins.status, boardId: pins.boardId })
        .from(pins)
        .where(and(inArray(pins.id, valid), eq(pins.workspaceId, workspace.id)))
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
    if (!(await moveToNow(deps, workspace, id))) {
      items.push({ id, outcome: 'skipped', reason: TODAY_FULL_MESSAGE });
      continue;
    }
    const board = await findBoard({ db: deps.db, workspaceId: workspace.id, boardId: found.boardId });
    items.push(await publishOne(deps, id, board.name, options.actor));
  }
  return items;
}

/** @internal for tests and benchmarks, not production code */
export const TODAY_FULL_MESSAGE = `Today already has ${DAY_CAPACITY} pins, so this one cannot be published now. It stays on its scheduled day.`;

/**
 * Brings a later pin's time to now, which moves it onto today: under the workspace's lock and
 * only while today (in its time zone) has room, as for any other move (the 5-pins-a-day rule).
 * False when full.
 */
async function moveToNow(
  deps: PublishingDeps,
  workspace: PublishingWorkspace,
  pinId: string,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const locked = await lockWorkspace(tx, workspace.id);
    const [pin] = await tx.select({ scheduledTime: pins.scheduledTime }).from(pins).where(eq(pins.id, pinId));
    const now = deps.clock.now();
    if (!pin?.scheduledTime || pin.scheduledTime <= now) return true;
    const room = await dayHasRoomAt({
      db: tx,
      workspaceId: workspace.id,
      timeZone: locked.timeZone,
      at: now,
      exceptPinId: pinId,
    });
    if (!room) return false;
    await bringPinForwardToNow(tx, pinId, now);
    return true;
  });
}

async function publishOne(
  deps: PublishingDeps,
  id: string,
  boardName: string,
  actor: Actor,
): Promise<PublishNowItem> {
  try {
    const result = await publishPin(deps, { pinId: id, manual: true, actor });
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
