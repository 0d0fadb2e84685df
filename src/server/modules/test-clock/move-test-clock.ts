// POST /api/test-clock: moves the app's clock, then demo billing's Stripe emulator to the same
// moment (it runs the trial ends, renewals and period-end cancellations that fell due and sends
// their webhooks to this app), waits for those webhooks, then runs the plan-expiry pass at the new
// time, and the analytics collection of every account due by then (the hourly look's work, ADR
// 0041). So the answer comes back with everything that was due already applied.
import type { Database } from '../../db/connection';
import { collectAccountAnalytics, findDueCollections } from '../analytics';
import { type BillingDeps, expirePlans } from '../billing';
import type { TestClock } from './test-clock';

/** What a collection run needs, the app's own (its clock is the test clock). */
export type CollectionDeps = Parameters<typeof collectAccountAnalytics>[0];

export async function moveTestClock(options: {
  db: Database;
  clock: TestClock;
  billing: BillingDeps | null;
  /** Collect the accounts due at the new time; left out, nothing is collected. */
  analytics?: CollectionDeps;
  to: Date;
}): Promise<{ now: string }> {
  const { clock } = options;
  const movedTo = clock.moveTo(options.to);
  const demoClock = options.billing?.demoClock;
  if (demoClock) {
    demoClock.advanceTo(movedTo);
    await demoClock.settled();
  }
  await expirePlans({ db: options.db, now: clock.now() });
  if (options.analytics) {
    // One account at a time, each to its end or its pause (a 429 or the budget: the job queue's
    // continuation picks those up as it would after any hourly look).
    for (const connectionId of await findDueCollections(options.db, clock.now())) {
      await collectAccountAnalytics(options.analytics, { connectionId });
    }
  }
  return { now: clock.now().toISOString() };
}
