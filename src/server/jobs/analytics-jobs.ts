// Analytics collection (ADR 0041): 'collect-analytics' looks every hour for accounts whose
// workspace's day has no completed collection yet (so each account is read once a day, after its
// own midnight) and sends one 'collect-account-analytics' per account. That job reads the account
// and its pins within a budget of calls; after a 429 or a used budget it sends itself again to
// start after Pinterest's Retry-After (or the budget's pause), going on from where it stopped.
import { z } from 'zod';
import { collectAccountAnalytics, findDueCollections } from '../modules/analytics';
import { defineJob, HEARTBEAT_SECONDS, NO_PAYLOAD, PERIODIC_QUEUE } from './job-definition';

/** @internal for tests and benchmarks, not production code */
export const COLLECT_ANALYTICS = 'collect-analytics';
/** @internal for tests and benchmarks, not production code */
export const COLLECT_ACCOUNT_ANALYTICS = 'collect-account-analytics';

const collectAnalyticsJob = defineJob({
  name: COLLECT_ANALYTICS,
  queue: PERIODIC_QUEUE,
  schedule: '20 * * * *',
  payload: NO_PAYLOAD,
  async handler(_payload, { boss, deps, log }) {
    const due = await findDueCollections(deps.db, deps.clock.now());
    let queued = 0;
    for (const connectionId of due) {
      if (await boss.send(COLLECT_ACCOUNT_ANALYTICS, { connectionId }, { singletonKey: connectionId }))
        queued++;
    }
    if (queued) log.info({ queued }, 'queued analytics collections');
  },
});

const collectAccountAnalyticsJob = defineJob({
  name: COLLECT_ACCOUNT_ANALYTICS,
  // 'stately' per account (singletonKey): one waiting and one running at most, so the running job
  // can queue its own continuation while the hourly look cannot pile up more.
  queue: { policy: 'stately', heartbeatSeconds: HEARTBEAT_SECONDS, retryLimit: 2, retryDelay: 300 },
  payload: z.object({ connectionId: z.uuid() }),
  async handler({ connectionId }, { boss, deps, log }) {
    const result = await collectAccountAnalytics(deps, { connectionId });
    log.info({ connectionId, ...result }, 'collect account analytics');
    if (result.outcome === 'later') {
      await boss.send(
        COLLECT_ACCOUNT_ANALYTICS,
        { connectionId },
        { singletonKey: connectionId, startAfter: result.afterSeconds },
      );
    }
  },
});

export const ANALYTICS_JOBS = [collectAnalyticsJob, collectAccountAnalyticsJob];
