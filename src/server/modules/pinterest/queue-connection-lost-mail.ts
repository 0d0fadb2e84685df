// "Pinterest connection lost — reconnect": queued by whoever moves a connection from connected to
// needs_reconnect (a dead refresh token, a missing scope), in the transaction of that change, so
// the email goes once per loss however many pins ran into it.
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { pins, users } from '../../db/schema';
import { queueMail } from '../mail';
import type { PinterestDeps } from './pinterest-deps';

/** The Pinloom page where a person reconnects Pinterest (the connection card). */
const RECONNECT_PATH = '/settings/pinterest';

/** Where people open Pinloom: PUBLIC_URL, or the origin of the Pinterest callback when not given. */
export function appOrigin(pinterest: Pick<PinterestDeps, 'config' | 'publicUrl'>): string {
  return pinterest.publicUrl ?? new URL(pinterest.config.redirectUri).origin;
}

export async function queueConnectionLostMail(
  tx: Pick<Database, 'select' | 'insert' | 'execute'>,
  options: { userId: string; origin: string; now: Date },
): Promise<void> {
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, options.userId));
  if (!user || user.deletedAt) return;
  const [held] = await tx
    .select({ pins: count() })
    .from(pins)
    .where(and(eq(pins.userId, options.userId), inArray(pins.status, ['scheduled', 'publishing'])));
  await queueMail(
    tx,
    {
      to: user.email,
      userId: options.userId,
      kind: 'pinterest_connection_lost',
      data: {
        firstName: user.firstName,
        reconnectUrl: `${options.origin}${RECONNECT_PATH}`,
        heldPins: held?.pins ?? 0,
      },
    },
    options.now,
  );
}
