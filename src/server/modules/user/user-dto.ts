// The user as the API shows it (userDto in src/shared/api/auth.ts): never the password hash. The
// plan fields are those of the person's personal workspace, the first they own (ADR 0034: each
// workspace holds its own plan; GET /api/user/billing answers for the workspace in use); Free
// for a person who owns none.
import type { User } from '../../../shared/api/auth';
import { ianaZoneName } from '../../../shared/time-zone-names';
import type { Database } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { personalWorkspace } from '../workspaces';

export async function toUserDto(db: Pick<Database, 'select'>, row: UserRow): Promise<User> {
  const personal = await personalWorkspace(db, row.id);
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    subscription_plan: personal?.subscriptionPlan ?? 'free',
    billing_cycle: personal?.billingCycle ?? 'monthly',
    subscription_status: personal?.subscriptionStatus ?? 'active',
    trial_ends_at: personal?.trialEndsAt?.toISOString() ?? null,
    // Rows saved before names were made canonical may hold ICU's old spelling.
    time_zone: ianaZoneName(row.timeZone),
    created_at: row.createdAt.toISOString(),
  };
}
