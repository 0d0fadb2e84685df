// 'send-mail': sends the mail outbox (modules/mail). Every minute and once at start as a sweep,
// and at once when a commit queued email (outbox-wake-up.ts). 'stately': one run at a time across
// every process and at most one more waiting, so a burst of wake-ups makes one extra run, not many.
import type { Clock } from '../clock';
import type { Database } from '../db/connection';
import { deliverQueuedMail, type Mailer } from '../modules/mail';
import { defineJob, HEARTBEAT_SECONDS, type JobContext, NO_PAYLOAD } from './job-definition';

export const SEND_MAIL = 'send-mail';

export const sendMailJob = defineJob({
  name: SEND_MAIL,
  queue: { policy: 'stately', heartbeatSeconds: HEARTBEAT_SECONDS, retryLimit: 0 },
  schedule: '* * * * *',
  runAtStart: true,
  payload: NO_PAYLOAD,
  async handler(_payload, { deps, log }: JobContext<{ db: Database; mailer: Mailer; clock: Clock }>) {
    const delivered = await deliverQueuedMail({
      db: deps.db,
      mailer: deps.mailer,
      log,
      now: deps.clock.now(),
    });
    if (delivered.sent || delivered.failed) log.info(delivered, 'delivered queued mail');
  },
});
