// 'plan-expiry' (every minute, and once at start to catch up): trials that ran out and canceled
// subscriptions whose period ended go to the Free plan (modules/billing, ADR 0020). One run at a
// time across every process.
import type { Clock } from '../clock';
import type { Database } from '../db/connection';
import { expirePlans } from '../modules/billing';
import { defineJob, type JobContext, NO_PAYLOAD, PERIODIC_QUEUE } from './job-definition';

export const planExpiryJob = defineJob({
  name: 'plan-expiry',
  queue: PERIODIC_QUEUE,
  schedule: '* * * * *',
  runAtStart: true,
  payload: NO_PAYLOAD,
  async handler(_payload, { deps, log }: JobContext<{ db: Database; clock: Clock }>) {
    const moved = await expirePlans({ db: deps.db, now: deps.clock.now() });
    if (moved.trials || moved.canceled) log.info(moved, 'moved accounts to the Free plan');
  },
});
