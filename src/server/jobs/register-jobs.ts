// Turns job definitions into pg-boss queues, cron schedules and this process's workers.
import type { JobResult, PgBoss } from 'pg-boss';
import type { Job, JobLogger } from './job-definition';

export interface RegisterJobsOptions {
  /** How often idle workers look for jobs; pg-boss's default (2 s) unless a test needs faster. */
  pollingIntervalSeconds?: number;
  /** The cron schedules of periodic jobs; tests turn them off and send the jobs themselves. */
  schedules?: boolean;
}

/**
 * Creates the queues and cron schedules; idempotent, so every process may do it at start.
 * @internal for tests and benchmarks, not production code
 */
export async function createQueues<Deps>(
  boss: PgBoss,
  jobs: readonly Job<Deps>[],
  options: RegisterJobsOptions = {},
): Promise<void> {
  for (const job of jobs) await boss.createQueue(job.name, job.queue);
  if (options.schedules === false) return;
  for (const job of jobs) if (job.schedule) await boss.schedule(job.name, job.schedule);
}

/** This process's workers, by queue, so a job can wake them (wakeWorkers). */
const workersOf = new WeakMap<PgBoss, Map<string, string[]>>();

/**
 * Makes this process's workers for `name` look for jobs now rather than at their next poll (up
 * to the polling interval away): for jobs that become due at a known instant.
 */
export function wakeWorkers(boss: PgBoss, name: string): void {
  for (const id of workersOf.get(boss)?.get(name) ?? []) boss.notifyWorker(id);
}

/** Creates the queues and starts this process's worker for each job. */
export async function registerJobs<Deps>(
  boss: PgBoss,
  jobs: readonly Job<Deps>[],
  { deps, log }: { deps: Deps; log: JobLogger },
  options: RegisterJobsOptions = {},
): Promise<void> {
  await createQueues(boss, jobs, options);
  const context = { boss, deps, log };
  const polling = options.pollingIntervalSeconds
    ? { pollingIntervalSeconds: options.pollingIntervalSeconds }
    : {};
  for (const job of jobs) {
    // While batches come back full the worker fetches again at once, rather than a polling interval later.
    const batch = job.batchSize ? { batchSize: job.batchSize, burstWhenBatchFull: true } : {};
    const workerId = await boss.work(
      job.name,
      { ...polling, ...batch, perJobResults: true } as const,
      (batchJobs) =>
        // Each job settles on its own: one job's failure does not send the batch back with it.
        Promise.all(
          batchJobs.map(async ({ id, data }): Promise<JobResult> => {
            try {
              await job.run(data, context);
              return { id, status: 'completed' };
            } catch (error) {
              return { id, status: 'failed', output: { message: String(error) } };
            }
          }),
        ),
    );
    const workers = workersOf.get(boss) ?? new Map<string, string[]>();
    workersOf.set(boss, workers);
    workers.set(job.name, [...(workers.get(job.name) ?? []), workerId]);
  }
}
