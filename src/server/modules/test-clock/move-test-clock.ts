// POST /api/test-clock: moves the app's clock, then demo billing's Stripe emulator to the same
// moment (it runs the trial ends, renewals and period-end cancellations that fell due and sends
// their webhooks to this app), waits for those webhooks, then runs the plan-expiry pass at the new
// time. So the answer comes back with everything that was due already applied.
import type { Database } from '../../db/connection';
import { type BillingDeps, expirePlans } from '../billing';
import type { TestClock } from './test-clock';

export async function moveTestClock(options: {
  db: Database;
  clock: TestClock;
  billing: BillingDeps | null;
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
  return { now: clock.now().toISOString() };
}
