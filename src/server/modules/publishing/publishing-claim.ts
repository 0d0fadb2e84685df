// The claim of one pin: the conditional update from 'scheduled' to 'publishing' (a second worker
// gets no row), held by a lease the worker's heartbeat renews, and given back when the pin must
// wait. The look before it says why a pin that cannot go now is left as it was.
import { eq } from 'drizzle-orm';
import { boardConnectionId } from '../../db/board-account';
import { boards, type PinRow, pins, pinterestConnections, users, workspaces } from '../../db/schema';
import { isFeatureEnabled } from '../flags';
import {
  claimPinForPublishing,
  PIN_NOT_FOUND_MESSAGE,
  releasePublishingClaim,
  renewPublishingLease,
} from '../pins';
import { NOT_CONNECTED_MESSAGE, reconnectMessage } from '../pinterest';
import {
  AUTO_PUBLISHING_PAUSED_MESSAGE,
  DELETED_ACCOUNT_MESSAGE,
  SUSPENDED_ACCOUNT_MESSAGE,
  SUSPENDED_WORKSPACE_MESSAGE,
} from './held-reasons';
import type { PublishingDeps } from './publishing-deps';
import type { PublishResult } from './publishing-outcome';

export const NOT_SCHEDULED_MESSAGE = 'Only a scheduled pin can be published';
/** @internal for tests and benchmarks, not production code */
export const NOT_DUE_MESSAGE = 'The pin is not due yet';
/** @internal for tests and benchmarks, not production code */
export const BOARD_NOT_LINKED_MESSAGE = 'The pin’s board is not linked to a Pinterest board';

/**
 * How long a claim holds a pin without news from its worker. The worker renews it three times a
 * lease while the post is in flight; once it has passed, the worker is taken for dead and the
 * sweep (every SWEEP_EVERY_SECONDS, jobs/publishing-jobs.ts) recovers the pin.
 */
const PUBLISHING_LEASE_SECONDS = 30;

/** A pin this worker holds ('publishing', its lease running) and the Pinterest board it goes to. */
export interface ClaimedPin {
  claimed: PinRow;
  /** The Pinterest board, and the account (pinterest_connections.id) it is published with. */
  boardId: string;
  connectionId: string;
}

/**
 * Claims the pin for a batch of pins at once (claim-pins.ts): the claim when it was among those
 * taken, null when it was not (the pin is then looked at on its own, which says why).
 */
export type BatchClaim = (pinId: string) => Promise<ClaimedPin | null>;

/** Looks at one pin and claims it if it can go now; otherwise says why it was left as it was. */
export async function claimPin(
  deps: PublishingDeps,
  options: { pinId: string; manual?: boolean },
): Promise<ClaimedPin | Extract<PublishResult, { outcome: 'skipped' }>> {
  const { db } = deps;
  const [found] = await db
    .select({
      pin: pins,
      pinterestBoardId: boards.pinterestBoardId,
      connectionId: pinterestConnections.id,
      connection: pinterestConnections.status,
      scope: pinterestConnections.scope,
      suspendedAt: users.suspendedAt,
      workspaceSuspendedAt: workspaces.suspendedAt,
      deletedAt: users.deletedAt,
    })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
    // The workspace is held with the account of the owner who pays for it (ADR 0032).
    .innerJoin(workspaces, eq(workspaces.id, pins.workspaceId))
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    // The account the board publishes with: its own, else the workspace's default.
    .leftJoin(pinterestConnections, eq(pinterestConnections.id, boardConnectionId))
    .where(eq(pins.id, options.pinId));
  if (!found) return { outcome: 'skipped', reason: PIN_NOT_FOUND_MESSAGE };
  if (found.pin.status !== 'scheduled') return { outcome: 'skipped', reason: NOT_SCHEDULED_MESSAGE };
  // Held, not failed: a job queued before the hold began leaves the pin scheduled for a later scan.
  if (found.deletedAt) return { outcome: 'skipped', reason: DELETED_ACCOUNT_MESSAGE };
  if (found.suspendedAt) return { outcome: 'skipped', reason: SUSPENDED_ACCOUNT_MESSAGE };
  if (found.workspaceSuspendedAt) return { outcome: 'skipped', reason: SUSPENDED_WORKSPACE_MESSAGE };
  if (!options.manual && !(await isFeatureEnabled({ db, flag: 'auto_publishing_enabled' }))) {
    return { outcome: 'skipped', reason: AUTO_PUBLISHING_PAUSED_MESSAGE };
  }
  // Unlinked or disconnected: the pin waits, scheduled, until someone in the workspace fixes it.
  if (!found.pinterestBoardId) return { outcome: 'skipped', reason: BOARD_NOT_LINKED_MESSAGE };
  if (!found.connection || !found.connectionId) return { outcome: 'skipped', reason: NOT_CONNECTED_MESSAGE };
  if (found.connection !== 'connected') return { outcome: 'skipped', reason: reconnectMessage(found.scope) };
  const boardId = found.pinterestBoardId;
  const connectionId = found.connectionId;

  // A suspension or deletion written since the look above: the pin stays held.
  const claimed = await claimPinForPublishing(db, {
    pinId: options.pinId,
    dueBy: deps.clock.now(),
    leaseSeconds: leaseSeconds(deps),
  });
  if (!claimed) {
    const [now] = await db.select({ status: pins.status }).from(pins).where(eq(pins.id, options.pinId));
    return {
      outcome: 'skipped',
      reason: now?.status === 'scheduled' ? NOT_DUE_MESSAGE : NOT_SCHEDULED_MESSAGE,
    };
  }
  return { claimed, boardId, connectionId };
}

export function leaseSeconds(deps: PublishingDeps): number {
  return deps.publishingLeaseSeconds ?? PUBLISHING_LEASE_SECONDS;
}

/** Runs `work` while renewing the claim's lease, so the sweep never takes back a live post. */
export async function withLease<T>(
  deps: PublishingDeps,
  claimed: PinRow,
  work: () => Promise<T>,
): Promise<T> {
  const renew = () =>
    renewPublishingLease(deps.db, claimed, leaseSeconds(deps)).then(
      () => {},
      // A missed beat is not fatal: the lease outlasts two more.
      () => {},
    );
  const heartbeat = setInterval(renew, (leaseSeconds(deps) * 1000) / 3);
  try {
    return await work();
  } finally {
    clearInterval(heartbeat);
  }
}

/**
 * Back to scheduled, so a later scan (after `waitSeconds`, if given) can claim it again;
 * `uncount` when the claim never reached Pinterest and must not count towards MAX_PUBLISH_ATTEMPTS.
 */
export async function release(
  deps: PublishingDeps,
  claimed: PinRow,
  waitSeconds?: number,
  { uncount = false } = {},
): Promise<void> {
  await releasePublishingClaim(deps.db, claimed, {
    ...(waitSeconds ? { notBefore: new Date(deps.clock.now().getTime() + waitSeconds * 1000) } : {}),
    uncount,
  });
}
