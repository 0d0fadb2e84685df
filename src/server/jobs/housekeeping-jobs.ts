// 'housekeeping' (hourly, at minute 17): deletes expired sessions, old rate-limit windows and
// abandoned OAuth states (modules/housekeeping). One run at a time across every process.
import type { Database } from '../db/connection';
import { deleteExpiredRows } from '../modules/housekeeping';
import { defineJob, type JobContext, NO_PAYLOAD, PERIODIC_QUEUE } from './job-definition';

export const HOUSEKEEPING = 'housekeeping';

export const housekeepingJob = defineJob({
  name: HOUSEKEEPING,
  queue: PERIODIC_QUEUE,
  schedule: '17 * * * *',
  payload: NO_PAYLOAD,
  async handler(_payload, { deps, log }: JobContext<{ db: Database }>) {
    const deleted = await deleteExpiredRows({ db: deps.db });
    if (deleted.sessions || deleted.rateLimitWindows || deleted.oauthStates) {
      log.info(deleted, 'deleted expired rows');
    }
  },
});
