// Request and response contracts of the account calls (docs/product.md §7), shared by the
// server's route schemas and the web client.
import { z } from 'zod';
import { BLANK_PASSWORD_MESSAGE, isBlankPassword } from '../blank-password';
import { BILLING_CYCLES, MIN_PASSWORD_LENGTH, PLAN_NAMES } from '../plans';
import { ianaZoneName } from '../time-zone-names';

const MAX_NAME_LENGTH = 100;
const MAX_EMAIL_LENGTH = 254;
/** argon2 handles long inputs, but an unbounded password is a cheap denial of service. */
export const MAX_PASSWORD_LENGTH = 128;

export const emailAddress = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(MAX_EMAIL_LENGTH, `Email must be at most ${MAX_EMAIL_LENGTH} characters`)
  .email('Please enter a valid email address');

/** Line breaks and other control characters: a name goes into email headers and greetings. */
const CONTROL_CHARACTERS = /\p{Cc}/u;

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(MAX_NAME_LENGTH, `${label} must be at most ${MAX_NAME_LENGTH} characters`)
    .refine(
      (value) => !CONTROL_CHARACTERS.test(value),
      `${label} cannot contain line breaks or control characters`,
    );

/** True when the runtime knows `value` as an IANA zone name ("Europe/Paris", "UTC"), not an offset. */
export function isValidTimeZone(value: string): boolean {
  if (!/^[A-Za-z]/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * One stored name per zone: the runtime's spelling ("utc" → "UTC", "asia/kolkata" →
 * "Asia/Calcutta"), then the IANA database's current name ("Asia/Kolkata").
 */
export function canonicalTimeZone(value: string): string {
  return ianaZoneName(new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone);
}

const timeZone = () =>
  z
    .string({ error: 'Time zone must be a string' })
    .max(64, 'Time zone must be at most 64 characters')
    .refine(isValidTimeZone, 'Time zone is not a valid IANA time zone');

/** The signup page's password rules, for every new password (sign-up, reset, change). */
export const newPassword = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, 'Password must be at least 8 characters long')
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`)
  .refine((value) => !isBlankPassword(value), BLANK_PASSWORD_MESSAGE);

export const registerBody = z.strictObject({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: emailAddress,
  password: newPassword,
  subscriptionPlan: z.enum(PLAN_NAMES, { error: 'Choose a plan: free, starter, pro or enterprise' }),
  billingCycle: z.enum(BILLING_CYCLES, { error: 'Billing cycle must be monthly or yearly' }),
  /** IANA time zone of the browser, e.g. "Europe/Paris". Optional; UTC when absent. */
  timeZone: timeZone().optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.strictObject({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(MAX_EMAIL_LENGTH, `Email must be at most ${MAX_EMAIL_LENGTH} characters`),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
});
export type LoginBody = z.infer<typeof loginBody>;

export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'canceled'] as const;

export const userDto = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  subscription_plan: z.enum(PLAN_NAMES),
  billing_cycle: z.enum(BILLING_CYCLES),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES),
  /** ISO time the trial ends; null on the free plan. */
  trial_ends_at: z.string().nullable(),
  time_zone: z.string(),
  created_at: z.string(),
});
export type User = z.infer<typeof userDto>;

export const authResponse = z.object({ token: z.string(), user: userDto });

export const profileResponse = z.object({ user: userDto });

/** PUT /api/user/profile: every field optional, unknown fields refused. */
export const updateProfileBody = z.strictObject({
  first_name: name('First name').optional(),
  last_name: name('Last name').optional(),
  time_zone: timeZone().optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

const adminDto = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});

export const adminLoginResponse = z.object({ token: z.string(), admin: adminDto });
export type AdminLoginResponse = z.infer<typeof adminLoginResponse>;
