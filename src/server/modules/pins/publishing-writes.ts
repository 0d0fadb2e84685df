// The pins table's writers for publishing (modules/README.md, "Every table has an owner"): the
// claim, its lease, and what becomes of a claimed pin. A claim is known by the pin's id and the
// attempt it counted, so a write of a claim that has since been taken back (a new attempt) does
// nothing. Leases are the database's time, the one every process that may take a pin back shares.
import { and, eq, exists, gt, inArray, isNotNull, lte, notExists, or, sql } from 'drizzle-orm';
import { boardConnectionId } from '../../db/board-account';
import type { Database } from '../../db/connection';
import { boards, type PinRow, pins, pinterestConnections, users, workspaces } from '../../db/schema';

/** A Database or a transaction on one. */
type Writer = Pick<Database, 'update' | 'select'>;

/** A pin as one publishing claim holds it. */
export type PublishingClaim = Pick<PinRow, 'id' | 'publishAttempts'>;

/** The row as this claim left it: a claim after an expired lease has another attempt number. */
function heldBy(claim: PublishingClaim) {
  return and(
    eq(pins.id, claim.id),
    eq(pins.status, 'publishing'),
    eq(pins.publishAttempts, claim.publishAttempts),
  );
}

/** Sets `values` on the pin while this claim still holds it; the row as it then stands. */
async function updateHeldPin(
  db: Writer,
  claim: PublishingClaim,
  values: Partial<typeof pins.$inferInsert>,
): Promise<PinRow | undefined> {
  const [pin] = await db.update(pins).set(values).where(heldBy(claim)).returning();
  return pin;
}

const claimed = (leaseSeconds: number) => ({
  status: 'publishing' as const,
  publishAttempts: sql`${pins.publishAttempts} + 1`,
  publishingStartedAt: sql`now()`,
  publishingLeaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
});

/**
 * A scheduled pin due by `dueBy` of a workspace not suspended, whose paying owner is neither
 * suspended nor deleted (a workspace follows that account, ADR 0032): what either claim takes. Every pin has its
 * workspace and every workspace its owner (non-null foreign keys).
 */
function dueOfLiveAccount(db: Writer, dueBy: Date) {
  return and(
    eq(pins.status, 'scheduled'),
    lte(pins.scheduledTime, dueBy),
    notExists(
      db
        .select({ id: users.id })
        .from(workspaces)
        .innerJoin(users, eq(users.id, workspaces.ownerId))
        .where(
          and(
            eq(workspaces.id, pins.workspaceId),
            or(isNotNull(workspaces.suspendedAt), isNotNull(users.suspendedAt), isNotNull(users.deletedAt)),
          ),
        ),
    ),
  );
}

/**
 * Claims one scheduled pin due by `dueBy`, unless its account has been suspended or deleted;
 * undefined when it cannot be claimed.
 */
export async function claimPinForPublishing(
  db: Writer,
  options: { pinId: string; dueBy: Date; leaseSeconds: number },
): Promise<PinRow | undefined> {
  const [pin] = await db
    .update(pins)
    .set(claimed(options.leaseSeconds))
    .where(and(eq(pins.id, options.pinId), dueOfLiveAccount(db, options.dueBy)))
    .returning();
  return pin;
}

/**
 * Claims, in one statement, each of `pinIds` that is scheduled and due by `dueBy`, of a live
 * account, on a linked board whose Pinterest account (db/board-account.ts) is connected.
 */
export async function claimDuePins(
  db: Writer,
  options: { pinIds: string[]; dueBy: Date; leaseSeconds: number },
): Promise<PinRow[]> {
  return db
    .update(pins)
    .set(claimed(options.leaseSeconds))
    .where(
      and(
        inArray(pins.id, options.pinIds),
        dueOfLiveAccount(db, options.dueBy),
        // The board is linked and the account it publishes with is connected.
        exists(
          db
            .select({ id: boards.id })
            .from(boards)
            .innerJoin(
              pinterestConnections,
              and(
                eq(pinterestConnections.workspaceId, boards.workspaceId),
                eq(pinterestConnections.id, boardConnectionId),
              ),
            )
            .where(
              and(
                eq(boards.id, pins.boardId),
                isNotNull(boards.pinterestBoardId),
                eq(pinterestConnections.status, 'connected'),
              ),
            ),
        ),
      ),
    )
    .returning();
}

/** Moves the claim's lease on (the worker's heartbeat). */
export async function renewPublishingLease(
  db: Writer,
  claim: PublishingClaim,
  leaseSeconds: number,
): Promise<void> {
  await db
    .update(pins)
    .set({ publishingLeaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(heldBy(claim));
}

/**
 * The claimed pin is on Pinterest as `pinterestPinId`; undefined when the claim no longer holds
 * it. Throws the unique violation when another pin holds that Pinterest pin.
 */
export async function recordPinPublished(
  db: Writer,
  claim: PublishingClaim,
  options: { pinterestPinId: string; at: Date; clearRetryWait: boolean },
): Promise<PinRow | undefined> {
  return updateHeldPin(db, claim, {
    status: 'posted',
    pinterestPinId: options.pinterestPinId,
    postedAt: options.at,
    failureReason: null,
    ...(options.clearRetryWait ? { publishNotBefore: null } : {}),
    publishingLeaseUntil: null,
  });
}

export async function markPublishFailed(
  db: Writer,
  claim: PublishingClaim,
  reason: string,
): Promise<PinRow | undefined> {
  return updateHeldPin(db, claim, { status: 'failed', failureReason: reason, publishingLeaseUntil: null });
}

/**
 * Back to scheduled, not queued before `notBefore` if given; `uncount` when the claim never
 * reached Pinterest and must not count as an attempt. Undefined when the claim no longer holds it.
 */
export async function releasePublishingClaim(
  db: Writer,
  claim: PublishingClaim,
  options: { notBefore?: Date; uncount?: boolean } = {},
): Promise<{ id: string } | undefined> {
  const [pin] = await db
    .update(pins)
    .set({
      status: 'scheduled',
      publishingLeaseUntil: null,
      ...(options.notBefore ? { publishNotBefore: options.notBefore } : {}),
      ...(options.uncount ? { publishAttempts: sql`${pins.publishAttempts} - 1` } : {}),
    })
    .where(heldBy(claim))
    .returning({ id: pins.id });
  return pin;
}

/** A failed pin of the workspace scheduled again, due at once if it had no time; undefined otherwise. */
export async function rescheduleFailedPin(
  db: Writer,
  options: { workspaceId: string; pinId: string; now: Date },
): Promise<PinRow | undefined> {
  const [pin] = await db
    .update(pins)
    .set({
      status: 'scheduled',
      failureReason: null,
      publishNotBefore: null,
      scheduledTime: sql`coalesce(${pins.scheduledTime}, ${options.now})`,
    })
    .where(
      and(eq(pins.id, options.pinId), eq(pins.workspaceId, options.workspaceId), eq(pins.status, 'failed')),
    )
    .returning();
  return pin;
}

/** A scheduled pin due after `now` becomes due now. */
export async function bringPinForwardToNow(db: Writer, pinId: string, now: Date): Promise<void> {
  await db
    .update(pins)
    .set({ scheduledTime: now })
    .where(and(eq(pins.id, pinId), eq(pins.status, 'scheduled'), gt(pins.scheduledTime, now)));
}
