// Rows that can never matter again: sessions past their expiry or signed out, rate-limit windows
// long over, OAuth states of connects nobody finished, and activity log entries older than the log
// keeps (ACTIVITY_KEPT_DAYS), API Idempotency-Key answers past their 24 hours, and webhook deliveries
// that ended more than WEBHOOK_DELIVERIES_KEPT_DAYS ago. The hourly 'housekeeping' job deletes them,
// so these tables stay the size of what is live (each insert path only tidies its own key).
import { lt } from 'drizzle-orm';
import { ACTIVITY_KEPT_DAYS } from '../../../shared/api/activity';
import type { Database } from '../../db/connection';
import { pinterestOauthStates, rateLimitHits } from '../../db/schema';
import { deleteActivityBefore } from '../activity';
import { deleteExpiredIdempotencyKeys } from '../api-keys';
import { deleteEndedSessions } from '../auth';
import { deleteOldWebhookDeliveries } from '../webhooks';

/**
 * Far longer than the longest rate-limit window (an hour), so no live counter is touched.
 * @internal for tests and benchmarks, not production code
 */
export const RATE_LIMIT_WINDOW_KEEP_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DeletedRows {
  sessions: number;
  rateLimitWindows: number;
  oauthStates: number;
  activityEvents: number;
  idempotencyKeys: number;
  webhookDeliveries: number;
}

export async function deleteExpiredRows(options: { db: Database; now: Date }): Promise<DeletedRows> {
  const { db } = options;
  const now = options.now;
  const deletedSessions = await deleteEndedSessions(db, now);
  const windows = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.windowStart, new Date(now.getTime() - RATE_LIMIT_WINDOW_KEEP_MS)))
    .returning({ key: rateLimitHits.key });
  const states = await db
    .delete(pinterestOauthStates)
    .where(lt(pinterestOauthStates.expiresAt, now))
    .returning({ stateHash: pinterestOauthStates.stateHash });
  const activityEvents = await deleteActivityBefore(
    db,
    new Date(now.getTime() - ACTIVITY_KEPT_DAYS * DAY_MS),
  );
  const idempotencyKeys = await deleteExpiredIdempotencyKeys(db, now);
  const webhookDeliveries = await deleteOldWebhookDeliveries(db, now);
  return {
    idempotencyKeys,
    webhookDeliveries,
    sessions: deletedSessions,
    rateLimitWindows: windows.length,
    oauthStates: states.length,
    activityEvents,
  };
}
