// Sign-up: creates the account and its first session in one transaction, so a failure leaves
// neither behind. Paid plans start a trial, once per person: the trial is claimed for the email in
// the same transaction, and an email that had one (under any account, deleted or not) is refused
// a paid sign-up with 409 trial_used (ADR 0027). The free plan is active at once. While staff have
// closed sign-ups (the signups_enabled flag, ADR 0019) no account is made.
import { canonicalTimeZone, type RegisterBody } from '../../../shared/api/auth';
import { TRIAL_DAYS } from '../../../shared/plans';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import type { UserRow } from '../../db/schema';
import { isFeatureEnabled } from '../flags';
import { claimTrial } from '../trials';
import { createUser } from '../user';
import { hashPassword } from './passwords';
import { createSession } from './sessions';

const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';
const SIGNUPS_CLOSED_MESSAGE = 'New sign-ups are paused at the moment. Please try again later.';
const TRIAL_USED_MESSAGE =
  'This email has already had a Pinloom free trial, so it cannot start another. Sign up on the Free plan, then choose a paid plan under Settings → Plan and billing to pay for it straight away.';
const DAY_MS = 24 * 60 * 60 * 1000;

export async function registerUser(options: {
  db: Database;
  input: RegisterBody;
  /** Keys the trial claims (modules/trials). */
  appSecret: string;
  now: Date;
}): Promise<{ token: string; user: UserRow }> {
  const { input, db } = options;
  if (!(await isFeatureEnabled({ db, flag: 'signups_enabled' }))) {
    throw new AppError('signups_closed', SIGNUPS_CLOSED_MESSAGE);
  }
  const now = options.now;
  const trialing = input.subscriptionPlan !== 'free';
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const user = await createUser(
        tx,
        {
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
          timeZone: input.timeZone ? canonicalTimeZone(input.timeZone) : 'UTC',
          createdAt: now,
          updatedAt: now,
        },
        {
          subscriptionPlan: input.subscriptionPlan,
          billingCycle: input.billingCycle,
          subscriptionStatus: trialing ? 'trialing' : 'active',
          trialEndsAt: trialing ? new Date(now.getTime() + TRIAL_DAYS * DAY_MS) : null,
        },
      );
      if (trialing) {
        const first = await claimTrial({
          db: tx,
          appSecret: options.appSecret,
          email: user.email,
          startedAt: now,
        });
        if (!first) throw new AppError('trial_used', TRIAL_USED_MESSAGE);
      }
      const session = await createSession({ db: tx, userId: user.id, kind: 'user', now });
      return { token: session.token, user };
    });
  } catch (error) {
    // The unique index on lower(email) decides, so two simultaneous sign-ups cannot both win.
    if (isUniqueViolation(error, 'users_email_lower_key'))
      throw new AppError('email_taken', EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}
