// Contracts of phone support (ADR 0033): a member of an Enterprise workspace asks for a call
// (/api/support/phone-calls), staff see the requests in the admin console's Support tab and mark
// them done (/api/admin/support/phone-calls).
import { z } from 'zod';
import { isoInstant } from './common';

/** requested: waiting for staff to call; done: staff called (or answered otherwise). */
export const PHONE_CALL_STATUSES = ['requested', 'done'] as const;
export type PhoneCallStatus = (typeof PHONE_CALL_STATUSES)[number];

export const PHONE_REASON_MAX_LENGTH = 1000;
const PHONE_MAX_LENGTH = 30;
/** Digits with the usual separators, an optional leading +; 7 to 15 digits (E.164's most). */
const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]*$/;
const digitCount = (value: string) => value.replace(/\D/g, '').length;
const PHONE_NUMBER_MESSAGE = 'Phone number must be 7 to 15 digits, e.g. +1 415 555 0100';
export const PREFERRED_TIME_PAST_MESSAGE = 'Preferred time must be in the future';

export const phoneCallBody = z.strictObject({
  phone: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required')
    .max(PHONE_MAX_LENGTH, PHONE_NUMBER_MESSAGE)
    .refine((value) => PHONE_PATTERN.test(value), PHONE_NUMBER_MESSAGE)
    .refine((value) => digitCount(value) >= 7 && digitCount(value) <= 15, PHONE_NUMBER_MESSAGE),
  /** When the customer would like the call; the server refuses a time already past. */
  preferred_at: z.string({ error: 'Preferred time is required' }).pipe(isoInstant('Preferred time')),
  reason: z
    .string({ error: 'Reason is required' })
    .trim()
    .min(1, 'Reason is required')
    .max(
      PHONE_REASON_MAX_LENGTH,
      `Reason must be at most ${PHONE_REASON_MAX_LENGTH.toLocaleString('en-US')} characters`,
    ),
});
export type PhoneCallBody = z.infer<typeof phoneCallBody>;

export const phoneCallDto = z.object({
  id: z.string(),
  phone: z.string(),
  preferred_at: z.string(),
  reason: z.string(),
  status: z.enum(PHONE_CALL_STATUSES),
  created_at: z.string(),
  /** When staff marked it done; null while it waits. */
  done_at: z.string().nullable(),
});
export type PhoneCall = z.infer<typeof phoneCallDto>;

/** POST /api/support/phone-calls → 201; GET /api/support/phone-calls/{id}. */
export const phoneCallResponse = z.object({ phone_call: phoneCallDto });
/** GET /api/support/phone-calls → the person's requests, newest first. */
export const phoneCallListResponse = z.object({ phone_calls: z.array(phoneCallDto) });

export const PHONE_CALL_NOT_FOUND_MESSAGE = 'Phone call request not found';

/** Admin: a request with who asked and where. */
const adminPhoneCallDto = phoneCallDto.extend({
  customer_name: z.string(),
  customer_email: z.string(),
  user_id: z.string(),
  workspace_id: z.string(),
  workspace_name: z.string(),
});
export type AdminPhoneCall = z.infer<typeof adminPhoneCallDto>;

/** GET /api/admin/support/phone-calls?status → requested ones first, soonest preferred time first. */
export const adminPhoneCallQuery = z.strictObject({
  status: z
    .enum(PHONE_CALL_STATUSES, { error: `status must be one of ${PHONE_CALL_STATUSES.join(', ')}` })
    .optional(),
});
export const adminPhoneCallListResponse = z.object({ phone_calls: z.array(adminPhoneCallDto) });
/** PUT /api/admin/support/phone-calls/{id}/status {status} → the request. */
export const phoneCallStatusBody = z.strictObject({
  status: z.enum(PHONE_CALL_STATUSES, { error: `status must be one of ${PHONE_CALL_STATUSES.join(', ')}` }),
});
export const adminPhoneCallResponse = z.object({ phone_call: adminPhoneCallDto });
