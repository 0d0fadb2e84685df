// The plan-expiry job's work (jobs/billing-jobs.ts, every minute and at start): a trial that ended
// without a subscription, and a canceled subscription whose period has ended, put the workspace on
// the Free plan (ADR 0020, 0034). Limits already follow at the exact moment (allowance's planInForce);
// this writes it down so the plan shown and the plan held agree. Idempotent: a workspace already
// moved no longer matches.
import type { Database } from '../../db/connection';
import { setPlanOfEndedSubscriptions, setPlanOfLapsedTrials } from '../workspaces';
import { FREE_PLAN_FIELDS } from './plan-fields';

export async function expirePlans(options: {
  db: Database;
  now: Date;
}): Promise<{ trials: number; canceled: number }> {
  const { db, now } = options;
  const trials = await setPlanOfLapsedTrials(db, now, FREE_PLAN_FIELDS);
  const canceled = await setPlanOfEndedSubscriptions(db, now, FREE_PLAN_FIELDS);
  return { trials, canceled };
}
