// Starts the job queue and a worker for every job (publishing, housekeeping, plan expiry, mail, feeds, analytics) in this process (the
// server by default, or `npm run worker`); answers the function that stops them, letting jobs in
// flight finish.
import type { DatabaseClient } from '../db/connection';
import { createMailer, MAIL_QUEUED_CHANNEL, type Mailer } from '../modules/mail';
import type { PublishingDeps } from '../modules/publishing';
import { WEBHOOKS_QUEUED_CHANNEL } from '../modules/webhooks';
import { ANALYTICS_JOBS } from './analytics-jobs';
import { planExpiryJob } from './billing-jobs';
import { checkFeedsJob, type FeedJobDeps } from './feed-jobs';
import { housekeepingJob } from './housekeeping-jobs';
import type { JobLogger } from './job-definition';
import { SEND_MAIL, sendMailJob } from './mail-jobs';
import { listenForCommits } from './outbox-wake-up';
import { PUBLISHING_JOBS } from './publishing-jobs';
import { createJobQueue } from './queue';
import { registerJobs } from './register-jobs';
import { SEND_WEBHOOKS, sendWebhooksJob } from './webhook-jobs';

const JOBS = [
  ...PUBLISHING_JOBS,
  housekeepingJob,
  planExpiryJob,
  sendMailJob,
  sendWebhooksJob,
  ...ANALYTICS_JOBS,
];

/** Within main.ts's shutdown limit; a post cut off here is recovered by the sweep once its lease runs out. */
const STOP_TIMEOUT_MS = 10_000;

export async function startJobs(options: {
  client: DatabaseClient;
  /** Every job reads the time from `deps.clock` (TEST_CLOCK's clock in browser tests). */
  deps: PublishingDeps;
  /**
   * What the feeds job adds (the AI config, the outbound fetcher); main.ts and worker.ts give it.
   * Without it (tests of other jobs) this process runs no 'check-feeds' worker.
   */
  feeds?: Pick<FeedJobDeps, 'ai' | 'outbound'>;
  /** The send-webhooks job's rules (ADR 0050); without them (or `feeds`' outbound) it sends nothing. */
  webhooks?: { requireHttps: boolean; publicUrl: string };
  /** How the send-mail job sends (createMailer from SMTP_URL); the log-only mailer unless given. */
  mailer?: Mailer;
  log: JobLogger;
}): Promise<() => Promise<void>> {
  const mailer = options.mailer ?? createMailer({ smtpUrl: undefined, from: '', log: options.log });
  const boss = createJobQueue(options.client);
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();
  // Before this process's workers can claim anything: what was claimed until now is a dead run's.
  // The system's real time, not the app's clock: it is compared with claims' lease times, which
  // are the database's (publishing-claim.ts).
  const startedAt = new Date().toISOString();
  const deps = { ...options.deps, mailer, ...options.feeds, webhooks: options.webhooks };
  const jobs = options.feeds ? [...JOBS, checkFeedsJob] : JOBS;
  await registerJobs<typeof deps>(boss, jobs as typeof JOBS, { deps, log: options.log });
  // Not at the next minute: pins due while no process ran, and a dead worker's pins, go now.
  const soleProcess = options.client.driver === 'pglite';
  for (const job of JOBS) if (job.runAtStart) await boss.send(job.name, { soleProcess, startedAt });
  const wake = (job: string) => () => {
    boss
      .send(job, null)
      .catch((error: unknown) => options.log.error({ err: error, job }, 'waking a sender failed'));
  };
  const stopListening = await listenForCommits(
    options.client,
    { [MAIL_QUEUED_CHANNEL]: wake(SEND_MAIL), [WEBHOOKS_QUEUED_CHANNEL]: wake(SEND_WEBHOOKS) },
    options.log,
  );
  return async () => {
    await stopListening();
    await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
  };
}
