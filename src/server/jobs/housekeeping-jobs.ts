// 'housekeeping' (hourly, at minute 17): deletes expired sessions, old rate-limit windows,
// abandoned OAuth states and activity log entries past ACTIVITY_KEPT_DAYS, and purges accounts deleted DELETED_ACCOUNT_RETENTION_DAYS ago, rows and
// images (modules/housekeeping), and sent mail older than MAIL_RETENTION_DAYS (modules/mail). One
// run at a time across every process.
import type { Clock } from '../clock';
import type { Database } from '../db/connection';
import type { MediaStorage } from '../integrations/storage/media-storage';
import { deleteExpiredRows, purgeDeletedAccounts } from '../modules/housekeeping';
import { deleteOldMail } from '../modules/mail';
import { defineJob, type JobContext, NO_PAYLOAD, PERIODIC_QUEUE } from './job-definition';

/** @internal for tests and benchmarks, not production code */
export const HOUSEKEEPING = 'housekeeping';

export const housekeepingJob = defineJob({
  name: HOUSEKEEPING,
  queue: PERIODIC_QUEUE,
  schedule: '17 * * * *',
  payload: NO_PAYLOAD,
  async handler(_payload, { deps, log }: JobContext<{ db: Database; media: MediaStorage; clock: Clock }>) {
    const now = deps.clock.now();
    const deleted = await deleteExpiredRows({ db: deps.db, now });
    if (Object.values(deleted).some((n) => n > 0)) {
      log.info(deleted, 'deleted expired rows');
    }
    const purged = await purgeDeletedAccounts({ db: deps.db, media: deps.media, log, now });
    if (purged.accounts) log.info(purged, 'purged deleted accounts');
    const oldMail = await deleteOldMail({ db: deps.db, now });
    if (oldMail) log.info({ emails: oldMail }, 'deleted old outbox mail');
  },
});
