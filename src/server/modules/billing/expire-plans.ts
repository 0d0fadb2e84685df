// The plan-expiry job's work (jobs/billing-jobs.ts, every minute and at start): a trial that ended
// without a subscription, and a canceled subscription whose period has ended, put the account on
// the Free plan (ADR 0020). Limits already follow at the exact moment (allowance's planInForce);
// this writes it down so the plan shown and the plan held agree. Idempotent: an account already
// moved no longer matches.
import { and, eq, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { users } from '../../db/schema';
import { FREE_PLAN_FIELDS } from './plan-fields';

export async function expirePlans(options: {
  db: Database;
  now: Date;
}): Promise<{ trials: number; canceled: number }> {
  const { db, now } = options;
  const trials = await db
    .update(users)
    .set(FREE_PLAN_FIELDS)
    .where(
      and(
        eq(users.subscriptionStatus, 'trialing'),
        isNull(users.stripeSubscriptionId),
        isNotNull(users.trialEndsAt),
        lte(users.trialEndsAt, now),
      ),
    )
    .returning({ id: users.id });
  const canceled = await db
    .update(users)
    .set(FREE_PLAN_FIELDS)
    .where(
      and(
        eq(users.subscriptionStatus, 'canceled'),
        ne(users.subscriptionPlan, 'free'),
        or(isNull(users.currentPeriodEnd), lte(users.currentPeriodEnd, now)),
      ),
    )
    .returning({ id: users.id });
  return { trials: trials.length, canceled: canceled.length };
}
