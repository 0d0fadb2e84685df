// What a background job declares: name, queue options, schedule, payload schema and handler.
// register-jobs.ts turns a list of them into pg-boss queues, cron schedules and workers.
import type { PgBoss, Queue } from 'pg-boss';
import { z } from 'zod';
import type { PublishingDeps } from '../modules/publishing';

/** What jobs log through: the process's pino logger, or a stand-in in tests. */
export interface JobLogger {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** What a handler may use: the queue (to send more jobs), the parts it works with, the logger. */
export interface JobContext<Deps> {
  boss: PgBoss;
  deps: Deps;
  log: JobLogger;
}

export interface JobDefinition<Payload, Deps> {
  name: string;
  /** Policy, retries, heartbeat: pg-boss applies them to every job of the queue. */
  queue: Omit<Queue, 'name'>;
  /** Cron expression (UTC) for a periodic job; absent for jobs that are only sent. */
  schedule?: string;
  /**
   * Sent once as a process starts its jobs (startJobs), to catch up on what came due while none
   * ran, with the payload `{ soleProcess, startedAt }`: soleProcess is true on PGlite, whose
   * database no other process opens; startedAt is when this process began starting its workers.
   */
  runAtStart?: boolean;
  /** Checked before the handler runs; a payload that fails it fails the job. */
  payload: z.ZodType<Payload>;
  /** Jobs a worker takes at one look and runs side by side (default 1). */
  batchSize?: number;
  /** Throwing fails the job, which the queue retries as its options say. */
  handler(payload: Payload, context: JobContext<Deps>): Promise<void>;
}

/** A definition with its payload check bound in, so jobs of different payloads share one list. */
export interface Job<Deps> extends Omit<JobDefinition<unknown, Deps>, 'payload' | 'handler'> {
  run(data: unknown, context: JobContext<Deps>): Promise<void>;
}

export function defineJob<Payload, Deps = PublishingDeps>(
  definition: JobDefinition<Payload, Deps>,
): Job<Deps> {
  const { payload, handler, ...job } = definition;
  return { ...job, run: (data, context) => handler(payload.parse(data), context) };
}

/**
 * A worker that dies (killed, machine lost) stops sending heartbeats: after this long its job is
 * failed and retried, instead of blocking the pin, or the next scan or sweep, for pg-boss's
 * 15-minute expiry.
 */
export const HEARTBEAT_SECONDS = 30;

/**
 * Periodic jobs (scans, sweeps, housekeeping): one run at a time across every process
 * ('singleton'), a dead worker's run given up after HEARTBEAT_SECONDS, no retries (the next
 * scheduled run is the retry).
 */
export const PERIODIC_QUEUE = {
  policy: 'singleton',
  heartbeatSeconds: HEARTBEAT_SECONDS,
  retryLimit: 0,
} as const;

/** The payload of a periodic job: none (the cron sends null, a test may send {}). */
export const NO_PAYLOAD = z.object({}).nullish();
