// Publishes one pin to Pinterest, exactly once: the conditional update from 'scheduled' to
// 'publishing' is the claim (a second worker gets no row), held by a lease the worker's heartbeat
// renews, and a pin whose earlier attempt may have reached Pinterest is looked for on the board
// before it is posted again.
import { eq } from 'drizzle-orm';
import { PINTEREST_SCOPES } from '../../../shared/pinterest-access';
import { AppError } from '../../app-error';
import { boardConnectionId } from '../../db/board-account';
import { isUniqueViolation } from '../../db/errors';
import { boards, type PinRow, pins, pinterestConnections, users, workspaces } from '../../db/schema';
import { PinterestError } from '../../integrations/pinterest/errors';
import type { Pin } from '../../integrations/pinterest/types';
import { type Actor, SYSTEM_ACTOR } from '../activity';
import { isFeatureEnabled } from '../flags';
import {
  claimPinForPublishing,
  PIN_NOT_FOUND_MESSAGE,
  releasePublishingClaim,
  renewPublishingLease,
} from '../pins';
import {
  appOrigin,
  NOT_CONNECTED_MESSAGE,
  queueConnectionLostMail,
  reconnectMessage,
  withPinterestClient,
} from '../pinterest';
import { findPostedPin } from './find-posted-pin';
import {
  AUTO_PUBLISHING_PAUSED_MESSAGE,
  DELETED_ACCOUNT_MESSAGE,
  SUSPENDED_ACCOUNT_MESSAGE,
  SUSPENDED_WORKSPACE_MESSAGE,
} from './held-reasons';
import type { PublishingDeps } from './publishing-deps';
import { recordFailed, recordPublished } from './publishing-outcome';

export const NOT_SCHEDULED_MESSAGE = 'Only a scheduled pin can be published';
/** @internal for tests and benchmarks, not production code */
export const NOT_DUE_MESSAGE = 'The pin is not due yet';
/** @internal for tests and benchmarks, not production code */
export const BOARD_NOT_LINKED_MESSAGE = 'The pin’s board is not linked to a Pinterest board';
const IMAGE_MISSING_MESSAGE =
  'The pin’s image cannot be read where it is being published; it will be tried again';
const TAKEN_MESSAGE = 'The Pinterest pin found for this pin is another pin’s; it will be looked for again';

/**
 * How long a claim holds a pin without news from its worker. The worker renews it three times a
 * lease while the post is in flight; once it has passed, the worker is taken for dead and the
 * sweep (every SWEEP_EVERY_SECONDS, jobs/publishing-jobs.ts) recovers the pin.
 */
const PUBLISHING_LEASE_SECONDS = 30;

/**
 * A pin whose image this process cannot read waits this long before it is claimed again: a
 * configuration fault (a worker with a DATA_DIR of its own), never a reason to fail the pin.
 * @internal for tests and benchmarks, not production code
 */
export const IMAGE_MISSING_RETRY_SECONDS = 120;

export type PublishResult =
  | { outcome: 'posted'; pin: PinRow }
  /** Pinterest refused the pin for good (a 4xx other than 429): the reason is Pinterest's. */
  | { outcome: 'failed'; pin: PinRow; reason: string }
  /** Left as it was (still scheduled, or already claimed): nothing was sent to Pinterest. */
  | { outcome: 'skipped'; reason: string };

/**
 * Thrown when trying again later may work (429, 5xx, timeout): the pin is scheduled again, not to
 * be queued for `retryAfterSeconds` (Pinterest's Retry-After, or the backoff).
 */
export class PublishRetryError extends Error {
  override name = 'PublishRetryError';
  constructor(
    readonly pinterestError: PinterestError,
    readonly retryAfterSeconds: number,
  ) {
    super(pinterestError.message, { cause: pinterestError });
  }
}

/**
 * The pin's image is not in this process's media storage. The pin is scheduled again (to be
 * claimed after IMAGE_MISSING_RETRY_SECONDS, the claim not counted); the job logs it as an error.
 */
export class ImageMissingError extends Error {
  override name = 'ImageMissingError';
  readonly retryAfterSeconds = IMAGE_MISSING_RETRY_SECONDS;
  constructor(
    readonly pinId: string,
    /** Where the image was looked for (the file), for the operator; never shown to the person. */
    readonly location: string,
  ) {
    super(IMAGE_MISSING_MESSAGE);
  }
}

/**
 * After this many claims that Pinterest answered with a 429, 5xx or nothing, the pin fails with
 * the last reason, for the person to retry: with the backoff below that is about an hour.
 * @internal for tests and benchmarks, not production code
 */
export const MAX_PUBLISH_ATTEMPTS = 8;

/**
 * Wait before the next attempt when Pinterest names none: 60 s, doubling, at most 15 minutes.
 * @internal for tests and benchmarks, not production code
 */
export function retryBackoffSeconds(attempts: number): number {
  return Math.min(900, 60 * 2 ** Math.max(0, attempts - 1));
}

/** Outcomes of a post whose result Pinterest did not tell us: the pin may exist. */
const AMBIGUOUS = new Set(['timeout', 'network', 'server']);

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

export async function publishPin(
  deps: PublishingDeps,
  options: {
    pinId: string;
    /**
     * A person's own "publish now" (publish-now.ts), which the auto_publishing_enabled flag does
     * not stop: the flag pauses the automatic publisher only (ADR 0019). Left out: the queue's job.
     */
    manual?: boolean;
    /** Who publishes, for the activity log: the member of a "publish now"; left out, the system. */
    actor?: Actor;
    /** The queue's workers claim the pins of a batch in one statement; never with `manual`. */
    batchClaim?: BatchClaim;
  },
): Promise<PublishResult> {
  const batched = options.batchClaim && !options.manual ? await options.batchClaim(options.pinId) : null;
  const taken = batched ?? (await claimPin(deps, options));
  if (!('claimed' in taken)) return taken;
  return publishClaimed(deps, taken, options.actor ?? SYSTEM_ACTOR);
}

/** Looks at one pin and claims it if it can go now; otherwise says why it was left as it was. */
async function claimPin(
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

/** Posts a claimed pin and records the outcome; the pin is given back on anything unexpected. */
async function publishClaimed(
  deps: PublishingDeps,
  { claimed, boardId, connectionId }: ClaimedPin,
  actor: Actor,
): Promise<PublishResult> {
  const { db } = deps;
  try {
    const image = claimed.imageKey ? await deps.media.read(claimed.imageKey) : null;
    if (!image) {
      // Not the pin's fault: this process does not see the media the server stored (workers must
      // share DATA_DIR/media). It waits, scheduled, and the claim does not count as an attempt.
      await release(deps, claimed, IMAGE_MISSING_RETRY_SECONDS, { uncount: true });
      throw new ImageMissingError(
        claimed.id,
        claimed.imageKey ? deps.media.locate(claimed.imageKey) : 'no image key on the pin',
      );
    }
    const posted = await withLease(deps, claimed, () =>
      post(deps, claimed, { boardId, connectionId }, image),
    );
    if (posted instanceof PinterestError)
      return await settleFailure(deps, { claimed, connectionId }, posted, actor);
    let done: PinRow | undefined;
    try {
      done = await recordPublished(db, claimed, {
        pinterestPinId: posted.id,
        at: deps.clock.now(),
        clearRetryWait: true,
        actor,
      });
    } catch (error) {
      // Another pin holds that Pinterest pin (a twin's reconciliation took it first): this one
      // goes back to scheduled, and its next claim looks again among the pins nobody holds.
      if (!isUniqueViolation(error)) throw error;
      await release(deps, claimed);
      return { outcome: 'skipped', reason: TAKEN_MESSAGE };
    }
    return { outcome: 'posted', pin: done ?? claimed };
  } catch (error) {
    // Anything unexpected (the database, the connection gone): give the pin back, report.
    await release(deps, claimed);
    if (error instanceof AppError && error.code === 'conflict')
      return { outcome: 'skipped', reason: error.message };
    throw error;
  }
}

export function leaseSeconds(deps: PublishingDeps): number {
  return deps.publishingLeaseSeconds ?? PUBLISHING_LEASE_SECONDS;
}

/** Runs `work` while renewing the claim's lease, so the sweep never takes back a live post. */
async function withLease<T>(deps: PublishingDeps, claimed: PinRow, work: () => Promise<T>): Promise<T> {
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

/** The Pinterest pin, or the PinterestError that stopped it. Other errors are thrown. */
async function post(
  deps: PublishingDeps,
  pin: PinRow,
  { boardId, connectionId }: Omit<ClaimedPin, 'claimed'>,
  image: Buffer,
): Promise<Pin | PinterestError> {
  const imageUrl = pin.imageKey ? deps.media.internetUrl(pin.imageKey) : null;
  return withPinterestClient(
    {
      ...deps,
      workspaceId: pin.workspaceId,
      // The claim saw the connection live in the same statement; one read fewer per pin.
      checkedConnectionId: connectionId,
      ...(deps.pinterestTimeoutMs ? { timeoutMs: deps.pinterestTimeoutMs } : {}),
    },
    async (client) => {
      try {
        // An earlier claim may have reached Pinterest (a lost answer, a worker that died).
        if (pin.publishAttempts > 1) {
          const earlier = await findPostedPin(deps.db, client, boardId, pin);
          if (earlier) return earlier;
        }
        return await client.createPin({
          boardId,
          title: pin.title,
          description: pin.description,
          altText: pin.altText,
          link: pin.link ?? undefined,
          // From a public bucket (S3_PUBLIC_URL) Pinterest fetches the image itself (ADR 0023).
          image: imageUrl
            ? { url: imageUrl }
            : { base64: image.toString('base64'), contentType: 'image/png' },
        });
      } catch (error) {
        if (!(error instanceof PinterestError)) throw error;
        if (AMBIGUOUS.has(error.kind)) {
          // Resolve it now if Pinterest answers; otherwise the next attempt looks first anyway.
          const created = await findPostedPin(deps.db, client, boardId, pin).catch(() => null);
          if (created) return created;
        }
        return error;
      }
    },
  );
}

async function settleFailure(
  deps: PublishingDeps,
  { claimed: pin, connectionId }: Pick<ClaimedPin, 'claimed' | 'connectionId'>,
  error: PinterestError,
  actor: Actor,
): Promise<PublishResult> {
  const missing = missingScopesIn(error);
  if (missing.length > 0) {
    // Not the pin's fault: the connection cannot post at all. Pause it (as a dead refresh token
    // does) and give the pin back, so it goes out once the person reconnects.
    const reason = await pauseConnection(deps, { workspaceId: pin.workspaceId, connectionId }, missing);
    await release(deps, pin);
    return { outcome: 'skipped', reason };
  }
  if (error.retryable && pin.publishAttempts < MAX_PUBLISH_ATTEMPTS) {
    // Pinterest's Retry-After when it gives one; the scan does not queue the pin before then.
    const waitSeconds = error.retryAfterSeconds ?? retryBackoffSeconds(pin.publishAttempts);
    await release(deps, pin, waitSeconds);
    throw new PublishRetryError(error, waitSeconds);
  }
  // 'client' carries Pinterest's message (already redacted of tokens); 'unauthorized' says why.
  const reason = error.retryable
    ? `Pinterest did not take the pin after ${MAX_PUBLISH_ATTEMPTS} tries: ${error.message}`
    : error.kind === 'unauthorized'
      ? 'Pinterest refused Pinloom’s access to your account'
      : error.message;
  const failed = await recordFailed(deps.db, pin, { reason, actor, now: deps.clock.now() });
  return { outcome: 'failed', pin: failed ?? pin, reason };
}

/** Pinterest's 403 for a token without a scope the call needs (code 29, "Missing scope: …"). */
function missingScopesIn(error: PinterestError): string[] {
  if (error.status !== 403 || error.code !== 29) return [];
  const named = /missing scopes?:\s*([\w:, ]+)/i.exec(error.message)?.[1] ?? '';
  return named.split(/[\s,]+/).filter((scope) => /^\w+:\w+$/.test(scope));
}

/**
 * needs_reconnect, with the scopes Pinterest says are missing taken out of the granted list. The
 * workspace's paying owner is emailed once, by the pin whose failure moved the connection from
 * connected (the row lock makes the others wait and then see it paused).
 */
async function pauseConnection(
  deps: PublishingDeps,
  { workspaceId, connectionId }: { workspaceId: string; connectionId: string },
  missing: string[],
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const byId = eq(pinterestConnections.id, connectionId);
    const [row] = await tx
      .select({
        scope: pinterestConnections.scope,
        status: pinterestConnections.status,
        username: pinterestConnections.username,
      })
      .from(pinterestConnections)
      .where(byId)
      .for('update');
    const granted = (row?.scope ? row.scope.split(/[\s,]+/) : [...PINTEREST_SCOPES]).filter(
      (scope) => scope && !missing.includes(scope),
    );
    const scope = granted.join(',');
    await tx.update(pinterestConnections).set({ status: 'needs_reconnect', scope }).where(byId);
    if (row?.status === 'connected') {
      await queueConnectionLostMail(tx, {
        workspaceId,
        connectionId,
        username: row.username,
        origin: appOrigin(deps.pinterest),
        now: deps.clock.now(),
      });
    }
    return reconnectMessage(scope);
  });
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
