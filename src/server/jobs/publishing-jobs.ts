// The publisher's jobs: 'publish-due-pins' (every minute) enqueues one 'publish-pin' job per due
// pin, singleton per pin; 'publish-pin' publishes it (after a 429/5xx/timeout the pin waits
// Pinterest's Retry-After or a backoff, and a later scan queues it again); 'sweep-publishing'
// (every 5 minutes) recovers pins a dead worker left in 'publishing'.
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import {
  type DuePin,
  findDuePins,
  type PublishingDeps,
  PublishRetryError,
  publishPin,
  sweepPublishing,
} from '../modules/publishing';
import { defineJob, HEARTBEAT_SECONDS, NO_PAYLOAD, PERIODIC_QUEUE } from './job-definition';

export const PUBLISH_DUE_PINS = 'publish-due-pins';
export const PUBLISH_PIN = 'publish-pin';
export const SWEEP_PUBLISHING = 'sweep-publishing';

/**
 * Pins one process publishes side by side (Pinterest calls are waiting, not computing). While
 * batches come back full the worker fetches again at once; one pin a look, a polling interval
 * apart, made 1,000 due pins take over half an hour.
 */
export const PUBLISH_BATCH_SIZE = 10;

const publishDuePinsJob = defineJob({
  name: PUBLISH_DUE_PINS,
  // Two processes' cron runs never scan at the same moment (the claim makes it safe anyway).
  queue: PERIODIC_QUEUE,
  schedule: '* * * * *',
  payload: NO_PAYLOAD,
  async handler(_payload, { boss, deps, log }) {
    const queued = await enqueueDuePins(boss, deps);
    if (queued) log.info({ queued }, 'queued due pins');
  },
});

const publishPinJob = defineJob({
  name: PUBLISH_PIN,
  // 'exclusive': one queued, retrying or active job per pin (singletonKey = pin id). Pinterest's
  // waits are the pin's publish_not_before (pg-boss 12 cannot delay a retry per failure); the
  // queue's own retries, from 60 s doubling to 15 minutes, are for failures of ours.
  queue: {
    policy: 'exclusive',
    heartbeatSeconds: HEARTBEAT_SECONDS,
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    retryDelayMax: 900,
  },
  payload: z.object({ pinId: z.uuid() }),
  batchSize: PUBLISH_BATCH_SIZE,
  async handler({ pinId }, { deps, log }) {
    try {
      const result = await publishPin(deps, { pinId });
      log.info(
        { pinId, outcome: result.outcome, ...('reason' in result ? { reason: result.reason } : {}) },
        'publish pin',
      );
    } catch (error) {
      // Pinterest said later (429, 5xx, no answer): the pin is scheduled again with the wait it
      // asked for, and a later scan queues it for then. This job is done.
      if (error instanceof PublishRetryError) {
        log.info({ pinId, retryAfterSeconds: error.retryAfterSeconds }, 'publish pin later');
        return;
      }
      // Anything else (the database, a bug): the queue retries the job with backoff.
      throw error;
    }
  },
});

const sweepPublishingJob = defineJob({
  name: SWEEP_PUBLISHING,
  queue: PERIODIC_QUEUE,
  schedule: '*/5 * * * *',
  payload: NO_PAYLOAD,
  async handler(_payload, { deps, log }) {
    const swept = await sweepPublishing(deps);
    if (swept.posted || swept.rescheduled) log.info(swept, 'swept pins stuck in publishing');
  },
});

export const PUBLISHING_JOBS = [publishDuePinsJob, publishPinJob, sweepPublishingJob];

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
