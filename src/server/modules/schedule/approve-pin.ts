// Review → schedule: a generated pin becomes scheduled at the time asked for, else at the time
// wished for while it was in review (if still ahead), else at the next available time. Never
// with an image another pin of its board has, nor too close to a pin of its board with the
// same link: a chosen time is refused, a picked one is moved and says so.
import { PAST_TIME_MESSAGE } from '../../../shared/api/schedule';
import { AppError } from '../../app-error';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { lockWorkspace } from '../../db/lock-workspace';
import type { PinRow, WorkspaceRow } from '../../db/schema';
import { type Actor, recordActivity } from '../activity';
import type { BestHours } from '../analytics';
import { getPin, markPinScheduled, type PinWithBoard } from '../pins';
import { emitWebhookEvent, pinEventData } from '../webhooks';
import { assertDayHasRoom } from './day-slots';
import { findNextAvailableTime, type PostingSettings, type Suggestion } from './find-next-available-time';
import { assertImageUnique, assertLinkSpacing } from './link-spacing';
import { statusConflict } from './pin-status-conflict';

export async function approvePin(options: {
  db: Database;
  clock: Clock;
  workspace: ScheduledWorkspace;
  pinId: string;
  /** Who approves it (a member, or a client on a review link), for the activity log. */
  actor: Actor;
  /** ISO 8601; absent means "the wished time or the next free slot". */
  scheduledTime?: string;
}): Promise<Approval> {
  return options.db.transaction(async (tx) => {
    // Locked before counting: twenty approvals at once still leave at most 5 pins a day. The
    // workspace's row, which holds the posting settings too (ADR 0036).
    const settings = await lockWorkspace(tx, options.workspace.id);
    return approveLockedPin({
      tx,
      workspaceId: options.workspace.id,
      settings,
      clock: options.clock,
      pinId: options.pinId,
      actor: options.actor,
      asked: options.scheduledTime,
    });
  });
}

/**
 * The approved pin, why its time is later than usual when the link rule moved it, and the best
 * hours it was placed in (ADR 0045).
 */
export type Approval = PinWithBoard & Pick<Suggestion, 'notice' | 'reason'>;

/**
 * Whose schedule: the workspace's pins; its row is the lock and holds the posting settings. The
 * owner's id names whose API history a new drawing of an edited pin goes in.
 */
export type ScheduledWorkspace = Pick<WorkspaceRow, 'id' | 'ownerId'>;

/**
 * One approval inside a transaction that already holds the workspace's lock (approvePin, and
 * bulkApprovePins for each of its pins). Refusals are AppErrors thrown before anything is
 * written, so the transaction stays usable for the next pin.
 */
export async function approveLockedPin(options: {
  tx: Database;
  workspaceId: string;
  settings: PostingSettings;
  clock: Clock;
  pinId: string;
  actor: Actor;
  asked?: string;
  /** The best hours, read once for a bulk approval; absent: read when a free slot is looked for. */
  preferred?: BestHours | null;
}): Promise<Approval> {
  const { tx, workspaceId, settings } = options;
  const { pin, boardName } = await getPin({ db: tx, workspaceId, pinId: options.pinId });
  if (pin.status !== 'generated') {
    throw statusConflict('Only a pin waiting in review can be approved', pin.status);
  }
  // No time makes a second copy of an image on a board acceptable: refused before any is chosen.
  await assertImageUnique({ db: tx, pin });
  const { time, notice, reason } = await chooseTime({
    tx,
    workspaceId,
    settings,
    pin,
    clock: options.clock,
    asked: options.asked,
    ...(options.preferred !== undefined && { preferred: options.preferred }),
  });
  const approved = await markPinScheduled(tx, pin.id, time);
  if (!approved) throw new Error(`pin ${pin.id} vanished under the workspace's lock`);
  await recordActivity(tx, {
    workspaceId,
    action: 'pin.approved',
    actor: options.actor,
    subject: pin.title,
    now: options.clock.now(),
  });
  await emitWebhookEvent(tx, {
    workspaceId,
    type: 'pin.approved',
    data: pinEventData(approved),
    now: options.clock.now(),
  });
  return { pin: approved, boardName, notice, reason };
}

async function chooseTime(options: {
  tx: Database;
  workspaceId: string;
  settings: PostingSettings;
  pin: PinRow;
  clock: Clock;
  asked: string | undefined;
  preferred?: BestHours | null;
}): Promise<Suggestion> {
  const { tx, workspaceId, settings, pin, clock, preferred } = options;
  const now = clock.now();
  const wished = options.asked ? new Date(options.asked) : pin.scheduledTime;
  if (options.asked && wished && wished <= now) throw new AppError('validation_error', PAST_TIME_MESSAGE);
  // A time wished for in review that has passed meanwhile is dropped, not refused.
  if (!wished || wished <= now) {
    return findNextAvailableTime({
      db: tx,
      workspaceId,
      settings,
      clock,
      pin,
      ...(preferred !== undefined && { preferred }),
    });
  }
  await assertDayHasRoom({
    db: tx,
    workspaceId,
    timeZone: settings.timeZone,
    at: wished,
    exceptPinId: pin.id,
  });
  // A time the person chose is theirs to change: refused with the next allowed one, not moved.
  await assertLinkSpacing({ db: tx, workspaceId, settings, pin, time: wished, now });
  return { time: wished, notice: null, reason: null };
}
