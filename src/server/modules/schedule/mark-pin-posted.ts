// Mark Posted: a scheduled pin the person posted themselves becomes posted, posted_at now.
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { pins } from '../../db/schema';
import { getPin, type PinWithBoard } from '../pins';
import { statusConflict } from './pin-status-conflict';

export async function markPinPosted(options: {
  db: Database;
  clock: Clock;
  userId: string;
  pinId: string;
}): Promise<PinWithBoard> {
  const found = await getPin({ db: options.db, userId: options.userId, pinId: options.pinId });
  // The status condition makes the change atomic without a lock: posting keeps the pin on its
  // day, so no slot count can change, and a pin that moved on meanwhile is refused below.
  const [posted] = await options.db
    .update(pins)
    .set({ status: 'posted', postedAt: options.clock.now() })
    .where(and(eq(pins.id, found.pin.id), eq(pins.userId, options.userId), eq(pins.status, 'scheduled')))
    .returning();
  if (!posted) {
    const { pin } = await getPin({ db: options.db, userId: options.userId, pinId: options.pinId });
    throw statusConflict('Only a scheduled pin can be marked as posted', pin.status);
  }
  return { pin: posted, boardName: found.boardName };
}
