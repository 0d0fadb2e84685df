// Mark Posted: a scheduled pin the person posted themselves becomes posted at `now`, and moves to
// that moment: a posted pin belongs to the day and time it was posted (ADR 0031), whatever day it
// had been planned for. No Pinterest pin id is written, which is how a pin posted by hand is told
// from one Pinloom published (pinterest_url stays null).
import type { Database } from '../../db/connection';
import { lockUser } from '../../db/lock-user';
import { getPin, type PinWithBoard, recordPinPostedByHand } from '../pins';
import { statusConflict } from './pin-status-conflict';

export async function markPinPosted(options: {
  db: Database;
  now: Date;
  userId: string;
  pinId: string;
}): Promise<PinWithBoard> {
  const found = await getPin({ db: options.db, userId: options.userId, pinId: options.pinId });
  // It leaves its day for today, so it waits for the schedule's counts (approvals, moves) under
  // the user's lock. It is not refused when today already holds five: the person has posted it,
  // and the record says so; the 5-a-day rule is about what Pinloom schedules.
  const posted = await options.db.transaction(async (tx) => {
    await lockUser(tx, options.userId);
    return recordPinPostedByHand(tx, { userId: options.userId, pinId: found.pin.id, at: options.now });
  });
  if (!posted) {
    const { pin } = await getPin({ db: options.db, userId: options.userId, pinId: options.pinId });
    throw statusConflict('Only a scheduled pin can be marked as posted', pin.status);
  }
  return { pin: posted, boardName: found.boardName };
}
