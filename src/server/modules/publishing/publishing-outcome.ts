// A publishing outcome written with its entry in the activity log, in one transaction: the pin's
// status and the log never disagree. The scheduled publisher and the sweep act as the system
// (SYSTEM_ACTOR); "publish now" and retry as the member who asked.
import type { Database } from '../../db/connection';
import type { PinRow } from '../../db/schema';
import { type Actor, recordActivity } from '../activity';
import { markPublishFailed, type PublishingClaim, recordPinPublished } from '../pins';
import { emitWebhookEvent, pinEventData } from '../webhooks';

/** What publishing one pin came to. */
export type PublishResult =
  | { outcome: 'posted'; pin: PinRow }
  /** Pinterest refused the pin for good (a 4xx other than 429): the reason is Pinterest's. */
  | { outcome: 'failed'; pin: PinRow; reason: string }
  /** Left as it was (still scheduled, or already claimed): nothing was sent to Pinterest. */
  | { outcome: 'skipped'; reason: string };

/** The posted pin, or undefined when the claim no longer holds it (nothing is logged then). */
export async function recordPublished(
  db: Database,
  claim: PublishingClaim,
  options: { pinterestPinId: string; at: Date; clearRetryWait: boolean; actor: Actor },
): Promise<PinRow | undefined> {
  const { actor, ...published } = options;
  return db.transaction(async (tx) => {
    const row = await recordPinPublished(tx, claim, published);
    if (row) {
      await recordActivity(tx, {
        workspaceId: row.workspaceId,
        action: 'pin.published',
        actor,
        subject: row.title,
        now: options.at,
      });
      await emitWebhookEvent(tx, {
        workspaceId: row.workspaceId,
        type: 'pin.published',
        data: pinEventData(row),
        now: options.at,
      });
    }
    return row;
  });
}

/** The failed pin, or undefined when the claim no longer holds it (nothing is logged then). */
export async function recordFailed(
  db: Database,
  claim: PublishingClaim,
  options: { reason: string; actor: Actor; now: Date },
): Promise<PinRow | undefined> {
  return db.transaction(async (tx) => {
    const row = await markPublishFailed(tx, claim, options.reason);
    if (row) {
      await recordActivity(tx, {
        workspaceId: row.workspaceId,
        action: 'pin.failed',
        actor: options.actor,
        subject: row.title,
        now: options.now,
      });
      await emitWebhookEvent(tx, {
        workspaceId: row.workspaceId,
        type: 'pin.failed',
        data: pinEventData(row, { reason: options.reason }),
        now: options.now,
      });
    }
    return row;
  });
}
