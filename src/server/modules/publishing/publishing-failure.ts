// What a refusal or failure from Pinterest does to a claimed pin: the connection paused when it
// lacks a scope, the pin scheduled again while trying later may work, else failed for good.
import { eq } from 'drizzle-orm';
import { PINTEREST_SCOPES } from '../../../shared/pinterest-access';
import { pinterestConnections } from '../../db/schema';
import type { PinterestError } from '../../integrations/pinterest/errors';
import type { Actor } from '../activity';
import { appOrigin, queueConnectionLostMail, reconnectMessage } from '../pinterest';
import { type ClaimedPin, release } from './publishing-claim';
import type { PublishingDeps } from './publishing-deps';
import { type PublishResult, recordFailed } from './publishing-outcome';

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

export async function settleFailure(
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
