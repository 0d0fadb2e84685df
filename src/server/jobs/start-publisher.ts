// Starts the queue and its workers (publishing, housekeeping) in this process (the server by
// default, or `npm run worker`); answers the function that stops them, letting jobs in flight finish.
import type { DatabaseClient } from '../db/connection';
import type { PublishingDeps } from '../modules/publishing/publishing-deps';
import { startHousekeepingJobs } from './housekeeping-jobs';
import { type JobLogger, startPublishingJobs } from './publishing-jobs';
import { createJobQueue } from './queue';

/** Within main.ts's shutdown limit; a post cut off here is recovered by the sweep. */
const STOP_TIMEOUT_MS = 10_000;

export async function startPublisher(options: {
  client: DatabaseClient;
  deps: PublishingDeps;
  log: JobLogger;
}): Promise<() => Promise<void>> {
  const boss = createJobQueue(options.client);
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();
  await startPublishingJobs(boss, options.deps, options.log);
  await startHousekeepingJobs(boss, options.deps.db, options.log);
  return () => boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
}
