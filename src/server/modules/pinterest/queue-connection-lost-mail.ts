// "Pinterest connection lost — reconnect": queued by whoever moves a connection from connected to
// needs_reconnect (a dead refresh token, a missing scope), in the transaction of that change, so
// the email goes once per loss however many pins ran into it.
import { and, count, eq, inArray } from 'drizzle-orm';
import { boardConnectionId } from '../../db/board-account';
import type { Database } from '../../db/connection';
import { boards, pins, users, workspaces } from '../../db/schema';
import { queueMail } from '../mail';
import { emitWebhookEvent } from '../webhooks';
import type { PinterestDeps } from './pinterest-deps';

/** The Pinloom page where a person reconnects Pinterest (the connection card). */
const RECONNECT_PATH = '/settings/pinterest';

/** Where people open Pinloom: PUBLIC_URL, or the origin of the Pinterest callback when not given. */
export function appOrigin(pinterest: Pick<PinterestDeps, 'config' | 'publicUrl'>): string {
  return pinterest.publicUrl ?? new URL(pinterest.config.redirectUri).origin;
}

export async function queueConnectionLostMail(
  tx: Pick<Database, 'select' | 'insert' | 'execute'>,
  /** `username`: the account that was lost; its boards' pins are the ones held. */
  options: { workspaceId: string; connectionId: string; username: string; origin: string; now: Date },
): Promise<void> {
  await emitWebhookEvent(tx, {
    workspaceId: options.workspaceId,
    type: 'pinterest.connection_lost',
    data: { connection_id: options.connectionId, username: options.username },
    now: options.now,
  });
  // Mail about a workspace goes to the owner who pays for it (ADR 0032), whoever connected it.
  const [owner] = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, deletedAt: users.deletedAt })
    .from(workspaces)
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(eq(workspaces.id, options.workspaceId));
  if (!owner || owner.deletedAt) return;
  const [held] = await tx
    .select({ pins: count() })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(
      and(
        eq(pins.workspaceId, options.workspaceId),
        inArray(pins.status, ['scheduled', 'publishing']),
        eq(boardConnectionId, options.connectionId),
      ),
    );
  await queueMail(
    tx,
    {
      to: owner.email,
      userId: owner.id,
      kind: 'pinterest_connection_lost',
      data: {
        firstName: owner.firstName,
        username: options.username,
        reconnectUrl: `${options.origin}${RECONNECT_PATH}`,
        heldPins: held?.pins ?? 0,
      },
    },
    options.now,
  );
}
