// The publisher as job definitions (name, payload, handler) run by pg-boss with retries:
// 'publish-due-pins' (every minute) enqueues one 'publish-pin' job per due pin, singleton per pin;
// 'publish-pin' publishes it (after a 429/5xx/timeout the pin waits Pinterest's Retry-After or a
// backoff, and a later scan queues it again); 'sweep-publishing' (every
// 5 minutes) recovers pins a dead worker left in 'publishing'.
import type { JobResult, PgBoss } from 'pg-boss';
import { z } from 'zod';
import { type DuePin, findDuePins } from '../modules/publishing/find-due-pins';
import { PublishRetryError, publishPin } from '../modules/publishing/publish-pin';
import type { PublishingDeps } from '../modules/publishing/publishing-deps';
import { sweepPublishing } from '../modules/publishing/sweep-publishing';

export const PUBLISH_DUE_PINS = 'publish-due-pins';
export const PUBLISH_PIN = 'publish-pin';
export const SWEEP_PUBLISHING = 'sweep-publishing';

const publishPinPayload = z.object({ pinId: z.uuid() });

/**
 * Pins one process publishes side by side (Pinterest calls are waiting, not computing). While
 * batches come back full the worker fetches again at once; one pin a look, a polling interval
 * apart, made 1,000 due pins take over half an hour.
 */
export const PUBLISH_BATCH_SIZE = 10;
/**
 * A worker that dies (killed, machine lost) stops sending heartbeats: after this long its job is
 * failed and retried, instead of blocking the pin, or the next scan or sweep, for pg-boss's
 * 15-minute expiry.
 */
const HEARTBEAT_SECONDS = 30;

export interface JobLogger {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface PublishingJobOptions {
  /** How often idle workers look for jobs; pg-boss's default (2 s) unless a test needs faster. */
  pollingIntervalSeconds?: number;
  /** Cron schedules for the two periodic jobs; tests turn them off and call them directly. */
  schedules?: boolean;
}

/** Creates the queues and cron schedules; idempotent, so every process may do it at start. */
export async function createPublishingQueues(
  boss: PgBoss,
  options: PublishingJobOptions = {},
): Promise<void> {
  // 'exclusive': one queued, retrying or active job per pin (singletonKey = pin id). Pinterest's
  // waits are the pin's publish_not_before (pg-boss 12 cannot delay a retry per failure); the
  // queue's own retries, from 60 s doubling to 15 minutes, are for failures of ours.
  await boss.createQueue(PUBLISH_PIN, {
    policy: 'exclusive',
    heartbeatSeconds: HEARTBEAT_SECONDS,
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    retryDelayMax: 900,
  });
  // 'singleton': two processes' cron runs never scan at the same moment (the claim makes it safe anyway).
  const periodic = { policy: 'singleton', heartbeatSeconds: HEARTBEAT_SECONDS, retryLimit: 0 } as const;
  await boss.createQueue(PUBLISH_DUE_PINS, periodic);
  await boss.createQueue(SWEEP_PUBLISHING, periodic);
  if (options.schedules !== false) {
    await boss.schedule(PUBLISH_DUE_PINS, '* * * * *');
    await boss.schedule(SWEEP_PUBLISHING, '*/5 * * * *');
  }
}

/** Creates the queues and starts this process's workers for them. */
export async function startPublishingJobs(
  boss: PgBoss,
  deps: PublishingDeps,
  log: JobLogger,
  options: PublishingJobOptions = {},
): Promise<void> {
  await createPublishingQueues(boss, options);
  const polling = options.pollingIntervalSeconds
    ? { pollingIntervalSeconds: options.pollingIntervalSeconds }
    : {};
  await boss.work(PUBLISH_DUE_PINS, polling, async () => {
    const queued = await enqueueDuePins(boss, deps);
    if (queued) log.info({ queued }, 'queued due pins');
  });
  const batch = { batchSize: PUBLISH_BATCH_SIZE, burstWhenBatchFull: true, perJobResults: true } as const;
  await boss.work(PUBLISH_PIN, { ...polling, ...batch }, (jobs) =>
    // Each pin's job settles on its own: one pin's retry does not send the batch back with it.
    Promise.all(
      jobs.map(async (job): Promise<JobResult> => {
        const { pinId } = publishPinPayload.parse(job.data);
        try {
          const result = await publishPin(deps, { pinId });
          log.info(
            { pinId, outcome: result.outcome, ...('reason' in result ? { reason: result.reason } : {}) },
            'publish pin',
          );
          return { id: job.id, status: 'completed' };
        } catch (error) {
          // Pinterest said later (429, 5xx, no answer): the pin is scheduled again with the wait
          // it asked for, and a later scan queues it for then. This job is done.
          if (error instanceof PublishRetryError) {
            log.info({ pinId, retryAfterSeconds: error.retryAfterSeconds }, 'publish pin later');
            return { id: job.id, status: 'completed' };
          }
          // Anything else (the database, a bug): the queue retries the job with backoff.
          return { id: job.id, status: 'failed', output: { message: String(error) } };
        }
      }),
    ),
  );
  await boss.work(SWEEP_PUBLISHING, polling, async () => {
    const swept = await sweepPublishing(deps);
    if (swept.posted || swept.rescheduled) log.info(swept, 'swept pins stuck in publishing');
  });
}

/**
 * The scan runs each minute (pg-boss cron); pins due before the next one are queued now, each
 * to start at its scheduled time, so a pin goes out on time rather than up to a minute late.
 */
export const SCAN_AHEAD_SECONDS = 90;
const SCAN_PAGE = 500;

/**
 * One 'publish-pin' job per due (or soon due) pin, every page of them; a pin that already has
 * a job is not queued twice (the queue's singleton). A pin moved earlier after it was queued
 * keeps its job's start (at most SCAN_AHEAD_SECONDS late); one moved later is turned away by
 * the claim when the job starts, and queued again by a later scan.
 */
export async function enqueueDuePins(
  boss: PgBoss,
  deps: Pick<PublishingDeps, 'db'>,
  { pageSize = SCAN_PAGE }: { pageSize?: number } = {},
): Promise<number> {
  let queued = 0;
  let after: DuePin | undefined;
  for (;;) {
    const due = await findDuePins(deps.db, { withinSeconds: SCAN_AHEAD_SECONDS, after, limit: pageSize });
    for (const pin of due) {
      const options = { singletonKey: pin.id, startAfter: pin.startAfter };
      if (await boss.send(PUBLISH_PIN, { pinId: pin.id }, options)) queued++;
    }
    if (due.length < pageSize) return queued;
    after = due.at(-1);
  }
}
