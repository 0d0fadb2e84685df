// Mark Posted: a scheduled pin the person posted themselves becomes posted at `now`, and moves to
// that moment: a posted pin belongs to the day and time it was posted (ADR 0031), whatever day it
// had been planned for. No Pinterest pin id is written, which is how a pin posted by hand is told
// from one Pinloom published (pinterest_url stays null).
import type { Database } from '../../db/connection';
import { lockWorkspace } from '../../db/lock-workspace';
import { type Actor, recordActivity } from '../activity';
import { getPin, type PinWithBoard, recordPinPostedByHand } from '../pins';
import type { ScheduledWorkspace } from './approve-pin';
import { statusConflict } from './pin-status-conflict';

export async function markPinPosted(options: {
  db: Database;
  now: Date;
  workspace: ScheduledWorkspace;
  pinId: string;
  /** Who says so, for the activity log. */
  actor: Actor;
}): Promise<PinWithBoard> {
  const workspaceId = options.workspace.id;
  const found = await getPin({ db: options.db, workspaceId, pinId: options.pinId });
  // It leaves its day for today, so it waits for the schedule's counts (approvals, moves) under
  // the workspace's lock. It is not refused when today already holds five: the person has
  // posted it, and the record says so; the 5-a-day rule is about what Pinloom schedules.
  const posted = await options.db.transaction(async (tx) => {
    await lockWorkspace(tx, options.workspace.id);
    const pin = await recordPinPostedByHand(tx, { workspaceId, pinId: found.pin.id, at: options.now });
    if (pin) {
      await recordActivity(tx, {
        workspaceId,
        action: 'pin.marked_posted',
        actor: options.actor,
        subject: pin.title,
        now: options.now,
      });
    }
    return pin;
  });
  if (!posted) {
    const { pin } = await getPin({ db: options.db, workspaceId, pinId: options.pinId });
    throw statusConflict('Only a scheduled pin can be marked as posted', pin.status);
  }
  return { pin: posted, boardName: found.boardName };
}
