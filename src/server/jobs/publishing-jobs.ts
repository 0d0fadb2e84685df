// The publisher's jobs: 'publish-due-pins' (every minute) enqueues one 'publish-pin' job per due
// pin, singleton per pin; 'publish-pin' publishes it (after a 429/5xx/timeout the pin waits
// Pinterest's Retry-After or a backoff, and a later scan queues it again); 'sweep-publishing'
// (every 15 seconds) recovers pins whose worker died mid-post (their lease ran out) and queues
// them again at once.
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import {
  type BatchClaim,
  batchClaims,
  type DuePin,
  findDuePins,
  ImageMissingError,
  type PublishingDeps,
  PublishRetryError,
  publishPin,
  sweepPublishing,
} from '../modules/publishing';
import { defineJob, HEARTBEAT_SECONDS, NO_PAYLOAD, PERIODIC_QUEUE } from './job-definition';
import { wakeWorkers } from './register-jobs';

/** @internal for tests and benchmarks, not production code */
export const PUBLISH_DUE_PINS = 'publish-due-pins';
/** @internal for tests and benchmarks, not production code */
export const PUBLISH_PIN = 'publish-pin';
/** @internal for tests and benchmarks, not production code */
export const SWEEP_PUBLISHING = 'sweep-publishing';

/**
 * Pins one process publishes side by side (Pinterest calls are waiting, not computing). While
 * batches come back full the worker fetches again at once; one pin a look, a polling interval
 * apart, made 1,000 due pins take over half an hour.
 * @internal for tests and benchmarks, not production code
 */
export const PUBLISH_BATCH_SIZE = 50;

/** One claimer per process's deps: the jobs of a batch start together and are claimed together. */
const claimers = new WeakMap<PublishingDeps, BatchClaim>();
function batchClaimFor(deps: PublishingDeps): BatchClaim {
  let claim = claimers.get(deps);
  if (!claim) {
    claim = batchClaims(deps);
    claimers.set(deps, claim);
  }
  return claim;
}

const publishDuePinsJob = defineJob({
  name: PUBLISH_DUE_PINS,
  // Two processes' cron runs never scan at the same moment (the claim makes it safe anyway).
  queue: PERIODIC_QUEUE,
  schedule: '* * * * *',
  runAtStart: true,
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
      const result = await publishPin(deps, { pinId, batchClaim: batchClaimFor(deps) });
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
      // A configuration fault, not the pin's: it waits, scheduled, until the image can be read.
      if (error instanceof ImageMissingError) {
        log.error(
          { pinId, file: error.location, retryAfterSeconds: error.retryAfterSeconds },
          'pin image missing: every process that publishes must share DATA_DIR/media (or the same object storage)',
        );
        return;
      }
      // Anything else (the database, a bug): the queue retries the job with backoff.
      throw error;
    }
  },
});

/**
 * How often the sweep runs: each run queues the next (throttled, so one across processes), and
 * the cron every minute starts the chain again should it break. With the 30-second lease, a dead
 * worker's pin is back within 45 s plus a polling interval.
 * @internal for tests and benchmarks, not production code
 */
export const SWEEP_EVERY_SECONDS = 15;

const sweepPublishingJob = defineJob({
  name: SWEEP_PUBLISHING,
  queue: PERIODIC_QUEUE,
  schedule: '* * * * *',
  runAtStart: true,
  // At start on PGlite (soleProcess) no other process can be publishing: every pin claimed before
  // this process started is a dead run's, taken back at once rather than when its lease runs out.
  payload: z
    .object({ soleProcess: z.boolean().optional(), startedAt: z.iso.datetime().optional() })
    .nullish(),
  async handler(payload, { boss, deps, log }) {
    try {
      const rescheduled: string[] = [];
      const swept = await sweepPublishing(deps, {
        claimedBefore: payload?.soleProcess && payload.startedAt ? new Date(payload.startedAt) : undefined,
        onRescheduled: (pinId) => rescheduled.push(pinId),
      });
      if (swept.posted || swept.rescheduled) log.info(swept, 'swept pins stuck in publishing');
      if (rescheduled.length) await requeue(boss, deps, rescheduled);
    } finally {
      await boss.sendThrottled(
        SWEEP_PUBLISHING,
        null,
        { startAfter: SWEEP_EVERY_SECONDS },
        SWEEP_EVERY_SECONDS,
      );
    }
  },
});

/**
 * Queues pins the sweep scheduled again at once. Their dead worker's 'publish-pin' job is still
 * active (or waiting for pg-boss's retry, minutes away) and would keep the pin's singleton: it is
 * cancelled. Should that worker live after all, the claim still lets only one post through.
 */
async function requeue(
  boss: PgBoss,
  deps: Pick<PublishingDeps, 'db' | 'clock'>,
  pinIds: string[],
): Promise<void> {
  for (const pinId of pinIds) {
    const stale = (await boss.findJobs(PUBLISH_PIN, { key: pinId }))
      .filter((job) => job.state === 'active' || job.state === 'retry')
      .map((job) => job.id);
    if (stale.length) await boss.cancel(PUBLISH_PIN, stale);
  }
  await enqueueDuePins(boss, deps);
}

export const PUBLISHING_JOBS = [publishDuePinsJob, publishPinJob, sweepPublishingJob];

/**
 * The scan runs each minute (pg-boss cron); pins due before the next one are queued now, each
 * to start at its scheduled time, so a pin goes out on time rather than up to a minute late.
 * @internal for tests and benchmarks, not production code
 */
export const SCAN_AHEAD_SECONDS = 90;
const SCAN_PAGE = 500;
/** The second look after pins come due (see enqueueDuePins). */
const WAKE_AGAIN_MS = 500;

/**
 * One 'publish-pin' job per due (or soon due) pin, every page of them; a pin that already has
 * a job is not queued twice (the queue's singleton). A pin moved earlier after it was queued
 * keeps its job's start (at most SCAN_AHEAD_SECONDS late); one moved later is turned away by
 * the claim when the job starts, and queued again by a later scan.
 * @internal for tests and benchmarks, not production code
 */
export async function enqueueDuePins(
  boss: PgBoss,
  deps: Pick<PublishingDeps, 'db' | 'clock'>,
  { pageSize = SCAN_PAGE }: { pageSize?: number } = {},
): Promise<number> {
  let queued = 0;
  let after: DuePin | undefined;
  for (;;) {
    const now = deps.clock.now();
    const due = await findDuePins(deps.db, {
      now,
      withinSeconds: SCAN_AHEAD_SECONDS,
      after,
      limit: pageSize,
    });
    const wakeIn = new Set<number>();
    for (const pin of due) {
      const options = { singletonKey: pin.id, startAfter: delaySeconds(pin.startAfter, now) };
      if (await boss.send(PUBLISH_PIN, { pinId: pin.id }, options)) {
        queued++;
        wakeIn.add(Math.ceil(options.startAfter * 10) * 100);
      }
    }
    // This process's workers look when the pins come due, not up to a polling interval later; and
    // again a moment after, as the queue counts a job's start from when it was written.
    for (const ms of wakeIn) {
      for (const at of [ms, ms + WAKE_AGAIN_MS]) setTimeout(() => wakeWorkers(boss, PUBLISH_PIN), at).unref();
    }
    if (due.length < pageSize) return queued;
    after = due.at(-1);
  }
}

/**
 * How long after the app's `now` the job for an instant starts, in seconds: pg-boss adds it to the
 * database's own now(), so a job starts on time whatever clock the database keeps (a moved
 * TEST_CLOCK, or a process whose clock is not the database's).
 */
function delaySeconds(at: Date, now: Date): number {
  return Math.max(0, at.getTime() - now.getTime()) / 1000;
}
