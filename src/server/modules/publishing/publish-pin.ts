// Publishes one pin to Pinterest, exactly once: the conditional update from 'scheduled' to
// 'publishing' is the claim (a second worker gets no row), and a pin whose earlier attempt may have
// reached Pinterest is looked for on the board before it is posted again.
import { and, eq, lte, sql } from 'drizzle-orm';
import { PINTEREST_SCOPES } from '../../../shared/api/pinterest';
import { AppError } from '../../app-error';
import { boards, type PinRow, pins, pinterestConnections } from '../../db/schema';
import { PinterestError } from '../../integrations/pinterest/errors';
import type { Pin } from '../../integrations/pinterest/types';
import { PIN_NOT_FOUND_MESSAGE } from '../pins';
import { NOT_CONNECTED_MESSAGE, reconnectMessage, withPinterestClient } from '../pinterest';
import { findPostedPin } from './find-posted-pin';
import type { PublishingDeps } from './publishing-deps';

export const NOT_SCHEDULED_MESSAGE = 'Only a scheduled pin can be published';
export const NOT_DUE_MESSAGE = 'The pin is not due yet';
export const BOARD_NOT_LINKED_MESSAGE = 'The pin’s board is not linked to a Pinterest board';
const IMAGE_MISSING_MESSAGE = 'The pin’s image is missing';

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
 * After this many claims that Pinterest answered with a 429, 5xx or nothing, the pin fails with
 * the last reason, for the person to retry: with the backoff below that is about an hour.
 */
export const MAX_PUBLISH_ATTEMPTS = 8;

/** Wait before the next attempt when Pinterest names none: 60 s, doubling, at most 15 minutes. */
export function retryBackoffSeconds(attempts: number): number {
  return Math.min(900, 60 * 2 ** Math.max(0, attempts - 1));
}

/** Outcomes of a post whose result Pinterest did not tell us: the pin may exist. */
const AMBIGUOUS = new Set(['timeout', 'network', 'server']);

export async function publishPin(deps: PublishingDeps, options: { pinId: string }): Promise<PublishResult> {
  const { db } = deps;
  const [found] = await db
    .select({
      pin: pins,
      pinterestBoardId: boards.pinterestBoardId,
      connection: pinterestConnections.status,
      scope: pinterestConnections.scope,
    })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .leftJoin(pinterestConnections, eq(pinterestConnections.userId, pins.userId))
    .where(eq(pins.id, options.pinId));
  if (!found) return { outcome: 'skipped', reason: PIN_NOT_FOUND_MESSAGE };
  if (found.pin.status !== 'scheduled') return { outcome: 'skipped', reason: NOT_SCHEDULED_MESSAGE };
  // Unlinked or disconnected: the pin waits, scheduled, until the user fixes it.
  if (!found.pinterestBoardId) return { outcome: 'skipped', reason: BOARD_NOT_LINKED_MESSAGE };
  if (!found.connection) return { outcome: 'skipped', reason: NOT_CONNECTED_MESSAGE };
  if (found.connection !== 'connected') return { outcome: 'skipped', reason: reconnectMessage(found.scope) };
  const boardId = found.pinterestBoardId;

  const [claimed] = await db
    .update(pins)
    .set({
      status: 'publishing',
      publishAttempts: sql`${pins.publishAttempts} + 1`,
      publishingStartedAt: sql`now()`,
    })
    .where(and(eq(pins.id, options.pinId), eq(pins.status, 'scheduled'), lte(pins.scheduledTime, sql`now()`)))
    .returning();
  if (!claimed) {
    const [now] = await db.select({ status: pins.status }).from(pins).where(eq(pins.id, options.pinId));
    return {
      outcome: 'skipped',
      reason: now?.status === 'scheduled' ? NOT_DUE_MESSAGE : NOT_SCHEDULED_MESSAGE,
    };
  }

  try {
    const image = claimed.imageKey ? await deps.media.read(claimed.imageKey) : null;
    if (!image)
      return {
        outcome: 'failed',
        pin: await markFailed(deps, claimed.id, IMAGE_MISSING_MESSAGE),
        reason: IMAGE_MISSING_MESSAGE,
      };
    const posted = await post(deps, claimed, boardId, image);
    if (posted instanceof PinterestError) return await settleFailure(deps, claimed, posted);
    const [done] = await db
      .update(pins)
      .set({
        status: 'posted',
        pinterestPinId: posted.id,
        postedAt: sql`now()`,
        failureReason: null,
        publishNotBefore: null,
      })
      .where(and(eq(pins.id, claimed.id), eq(pins.status, 'publishing')))
      .returning();
    return { outcome: 'posted', pin: done ?? claimed };
  } catch (error) {
    // Anything unexpected (the database, the connection gone): give the pin back, report.
    await release(deps, claimed.id);
    if (error instanceof AppError && error.code === 'conflict')
      return { outcome: 'skipped', reason: error.message };
    throw error;
  }
}

/** The Pinterest pin, or the PinterestError that stopped it. Other errors are thrown. */
async function post(
  deps: PublishingDeps,
  pin: PinRow,
  boardId: string,
  image: Buffer,
): Promise<Pin | PinterestError> {
  return withPinterestClient(
    {
      ...deps,
      userId: pin.userId,
      ...(deps.pinterestTimeoutMs ? { timeoutMs: deps.pinterestTimeoutMs } : {}),
    },
    async (client) => {
      try {
        // An earlier claim may have reached Pinterest (a lost answer, a worker that died).
        if (pin.publishAttempts > 1) {
          const earlier = await findPostedPin(client, boardId, pin);
          if (earlier) return earlier;
        }
        return await client.createPin({
          boardId,
          title: pin.title,
          description: pin.description,
          altText: pin.altText,
          image: { base64: image.toString('base64'), contentType: 'image/png' },
        });
      } catch (error) {
        if (!(error instanceof PinterestError)) throw error;
        if (AMBIGUOUS.has(error.kind)) {
          // Resolve it now if Pinterest answers; otherwise the next attempt looks first anyway.
          const created = await findPostedPin(client, boardId, pin).catch(() => null);
          if (created) return created;
        }
        return error;
      }
    },
  );
}

async function settleFailure(
  deps: PublishingDeps,
  pin: PinRow,
  error: PinterestError,
): Promise<PublishResult> {
  const pinId = pin.id;
  const missing = missingScopesIn(error);
  if (missing.length > 0) {
    // Not the pin's fault: the connection cannot post at all. Pause it (as a dead refresh token
    // does) and give the pin back, so it goes out once the person reconnects.
    const reason = await pauseConnection(deps, pin.userId, missing);
    await release(deps, pinId);
    return { outcome: 'skipped', reason };
  }
  if (error.retryable && pin.publishAttempts < MAX_PUBLISH_ATTEMPTS) {
    // Pinterest's Retry-After when it gives one; the scan does not queue the pin before then.
    const waitSeconds = error.retryAfterSeconds ?? retryBackoffSeconds(pin.publishAttempts);
    await release(deps, pinId, waitSeconds);
    throw new PublishRetryError(error, waitSeconds);
  }
  // 'client' carries Pinterest's message (already redacted of tokens); 'unauthorized' says why.
  const reason = error.retryable
    ? `Pinterest did not take the pin after ${MAX_PUBLISH_ATTEMPTS} tries: ${error.message}`
    : error.kind === 'unauthorized'
      ? 'Pinterest refused Pinloom’s access to your account'
      : error.message;
  return { outcome: 'failed', pin: await markFailed(deps, pinId, reason), reason };
}

/** Pinterest's 403 for a token without a scope the call needs (code 29, "Missing scope: …"). */
function missingScopesIn(error: PinterestError): string[] {
  if (error.status !== 403 || error.code !== 29) return [];
  const named = /missing scopes?:\s*([\w:, ]+)/i.exec(error.message)?.[1] ?? '';
  return named.split(/[\s,]+/).filter((scope) => /^\w+:\w+$/.test(scope));
}

/** needs_reconnect, with the scopes Pinterest says are missing taken out of the granted list. */
async function pauseConnection(deps: PublishingDeps, userId: string, missing: string[]): Promise<string> {
  const [row] = await deps.db
    .select({ scope: pinterestConnections.scope })
    .from(pinterestConnections)
    .where(eq(pinterestConnections.userId, userId));
  const granted = (row?.scope ? row.scope.split(/[\s,]+/) : [...PINTEREST_SCOPES]).filter(
    (scope) => scope && !missing.includes(scope),
  );
  const scope = granted.join(',');
  await deps.db
    .update(pinterestConnections)
    .set({ status: 'needs_reconnect', scope })
    .where(eq(pinterestConnections.userId, userId));
  return reconnectMessage(scope);
}

async function markFailed(deps: PublishingDeps, pinId: string, reason: string): Promise<PinRow> {
  const [row] = await deps.db
    .update(pins)
    .set({ status: 'failed', failureReason: reason })
    .where(and(eq(pins.id, pinId), eq(pins.status, 'publishing')))
    .returning();
  return row as PinRow;
}

/** Back to scheduled, so a later scan (after `waitSeconds`, if given) can claim it again. */
async function release(deps: PublishingDeps, pinId: string, waitSeconds?: number): Promise<void> {
  await deps.db
    .update(pins)
    .set({
      status: 'scheduled',
      ...(waitSeconds ? { publishNotBefore: sql`now() + make_interval(secs => ${waitSeconds})` } : {}),
    })
    .where(and(eq(pins.id, pinId), eq(pins.status, 'publishing')));
}
