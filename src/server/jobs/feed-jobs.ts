// 'check-feeds' (every 15 minutes): reads the boards' feeds and sitemaps whose next check has come
// (each about every 4 hours, less often while failing) and makes pins from new articles into
// Review (modules/feeds). One run at a time across every process.
import type { Clock } from '../clock';
import type { AiConfig } from '../config-ai';
import type { Database } from '../db/connection';
import { DEFAULT_RATE_LIMITS } from '../http/rate-limit';
import type { Outbound } from '../integrations/outbound/outbound';
import type { MediaStorage } from '../integrations/storage/media-storage';
import { checkDueFeeds } from '../modules/feeds';
import type { PinterestDeps } from '../modules/pinterest';
import { defineJob, type JobContext, NO_PAYLOAD, PERIODIC_QUEUE } from './job-definition';

/** @internal for tests and benchmarks, not production code */
export const CHECK_FEEDS = 'check-feeds';

/** What the job needs to make pins as the generate routes do (generation/routes.ts). */
export interface FeedJobDeps {
  db: Database;
  media: MediaStorage;
  pinterest: Pick<PinterestDeps, 'demo'>;
  appSecret: string;
  ai: AiConfig;
  /** Made with the app's rules (createOutbound in main.ts / worker.ts). */
  outbound: Outbound;
  clock: Clock;
}

export const checkFeedsJob = defineJob({
  name: CHECK_FEEDS,
  queue: PERIODIC_QUEUE,
  schedule: '*/15 * * * *',
  payload: NO_PAYLOAD,
  async handler(_payload, { deps, log }: JobContext<FeedJobDeps>) {
    const result = await checkDueFeeds(
      { ...deps, providerFailureLimit: DEFAULT_RATE_LIMITS.providerFailuresPerUser },
      { now: deps.clock.now(), log },
    );
    if (result.checked || result.made || result.failed) log.info(result, 'checked feeds');
  },
});
