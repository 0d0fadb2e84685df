// 'housekeeping' (hourly, at minute 17): deletes expired sessions, old rate-limit windows and
// abandoned OAuth states (modules/housekeeping). One run at a time across every process.
import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/connection';
import { deleteExpiredRows } from '../modules/housekeeping/delete-expired-rows';
import type { JobLogger } from './publishing-jobs';

export const HOUSEKEEPING = 'housekeeping';

export async function startHousekeepingJobs(
  boss: PgBoss,
  db: Database,
  log: JobLogger,
  options: { schedules?: boolean; pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await boss.createQueue(HOUSEKEEPING, { policy: 'singleton', retryLimit: 0 });
  if (options.schedules !== false) await boss.schedule(HOUSEKEEPING, '17 * * * *');
  const polling = options.pollingIntervalSeconds
    ? { pollingIntervalSeconds: options.pollingIntervalSeconds }
    : {};
  await boss.work(HOUSEKEEPING, polling, async () => {
    const deleted = await deleteExpiredRows({ db });
    if (deleted.sessions || deleted.rateLimitWindows || deleted.oauthStates) {
      log.info(deleted, 'deleted expired rows');
    }
  });
}
