// Contracts of support by plan (ADR 0033): what the workspace's plan gives in support
// (GET /api/support/plan, for Help and Settings), and the account manager staff assign to an
// Enterprise customer (/api/admin/support/account-managers/{userId}).
import { z } from 'zod';
import { PLAN_NAMES } from '../plans';

/** A staff member as a customer sees them: whom to write to. */
const accountManagerDto = z.object({ name: z.string(), email: z.string() });

/** GET /api/support/plan → the support of the workspace the request is for. */
export const supportPlanResponse = z.object({
  tier: z.enum(PLAN_NAMES),
  first_response_hours: z.number().int(),
  channel: z.string(),
  /** Whether the workspace may ask for a phone call (Enterprise). */
  phone_support: z.boolean(),
  /** The owner's account manager; null for none. */
  account_manager: accountManagerDto.nullable(),
});
export type SupportPlan = z.infer<typeof supportPlanResponse>;

const staffMemberDto = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** Admin: GET/PUT /api/admin/support/account-managers/{userId}. */
export const accountManagerParams = z.strictObject({ userId: z.string() });
export const adminAccountManagerResponse = z.object({
  /** The customer's plan in force: only Enterprise may be given a manager. */
  plan: z.enum(PLAN_NAMES),
  account_manager: staffMemberDto.nullable(),
  /** The admin accounts that may be assigned. */
  candidates: z.array(staffMemberDto),
});
export type AdminAccountManager = z.infer<typeof adminAccountManagerResponse>;
/** null takes the manager away. */
export const accountManagerBody = z.strictObject({
  admin_id: z.string({ error: 'admin_id is required (null to remove the manager)' }).nullable(),
});
