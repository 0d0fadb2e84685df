// The user as the API shows it (userDto in src/shared/api/auth.ts): never the password hash.
import type { User } from '../../../shared/api/auth';
import { ianaZoneName } from '../../../shared/time-zone-names';
import type { UserRow } from '../../db/schema';

export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    subscription_plan: row.subscriptionPlan,
    billing_cycle: row.billingCycle,
    subscription_status: row.subscriptionStatus,
    trial_ends_at: row.trialEndsAt ? row.trialEndsAt.toISOString() : null,
    // Rows saved before names were made canonical may hold ICU's old spelling.
    time_zone: ianaZoneName(row.timeZone),
    created_at: row.createdAt.toISOString(),
  };
}
