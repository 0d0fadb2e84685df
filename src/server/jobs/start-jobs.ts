// Starts the job queue and a worker for every job (publishing, housekeeping, plan expiry) in this process (the
// server by default, or `npm run worker`); answers the function that stops them, letting jobs in
// flight finish.
import type { DatabaseClient } from '../db/connection';
import type { PublishingDeps } from '../modules/publishing';
import { planExpiryJob } from './billing-jobs';
import { housekeepingJob } from './housekeeping-jobs';
import type { JobLogger } from './job-definition';
import { PUBLISHING_JOBS } from './publishing-jobs';
import { createJobQueue } from './queue';
import { registerJobs } from './register-jobs';

const JOBS = [...PUBLISHING_JOBS, housekeepingJob, planExpiryJob];

/** Within main.ts's shutdown limit; a post cut off here is recovered by the sweep once its lease runs out. */
const STOP_TIMEOUT_MS = 10_000;

export async function startJobs(options: {
  client: DatabaseClient;
  deps: PublishingDeps;
  log: JobLogger;
}): Promise<() => Promise<void>> {
  const boss = createJobQueue(options.client);
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();
  // Before this process's workers can claim anything: what was claimed until now is a dead run's.
  const startedAt = new Date().toISOString();
  await registerJobs(boss, JOBS, { deps: options.deps, log: options.log });
  // Not at the next minute: pins due while no process ran, and a dead worker's pins, go now.
  const soleProcess = options.client.driver === 'pglite';
  for (const job of JOBS) if (job.runAtStart) await boss.send(job.name, { soleProcess, startedAt });
  return () => boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
}
