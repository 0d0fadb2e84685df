// Rows that can never matter again: sessions past their expiry or signed out, rate-limit windows
// long over, and OAuth states of connects nobody finished. The hourly 'housekeeping' job deletes
// them, so these tables stay the size of what is live (each insert path only tidies its own key).
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { pinterestOauthStates, rateLimitHits } from '../../db/schema';
import { deleteEndedSessions } from '../auth';

/**
 * Far longer than the longest rate-limit window (an hour), so no live counter is touched.
 * @internal for tests and benchmarks, not production code
 */
export const RATE_LIMIT_WINDOW_KEEP_MS = 24 * 60 * 60 * 1000;

export interface DeletedRows {
  sessions: number;
  rateLimitWindows: number;
  oauthStates: number;
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
  return { sessions: deletedSessions, rateLimitWindows: windows.length, oauthStates: states.length };
}
