// Contracts of account self-service: forgotten passwords, the password and email
// changes of Settings, the data export and account deletion. Field names are snake_case like
// the rest of /api/user; the reset token travels only in bodies, never in a logged address.

import { z } from 'zod';
import { emailAddress, MAX_PASSWORD_LENGTH, newPassword, userDto } from './auth';
import { boardDto } from './boards';
import { feedDto } from './feeds';
import { phoneCallDto } from './phone-calls';
import { pinDto } from './pins';
import { customPromptVersionDto } from './prompts';
import { userSettingsDto } from './schedule';
import { ticketDto } from './support';

/** A reset token is 32 random bytes in base64url: 43 characters. Anything longer is not ours. */
const MAX_TOKEN_LENGTH = 128;

/** How long a reset link works, and how long a deleted account's data is kept (docs/product.md §1). */
export const RESET_LINK_MINUTES = 60;
export const DELETED_ACCOUNT_RETENTION_DAYS = 30;

/** The one answer to every forgot-password request, known address or not (no enumeration). */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account uses that email, we have sent it a link to reset the password. The link works for 1 hour.';

const currentPassword = z
  .string({ error: 'Enter your current password' })
  .min(1, 'Enter your current password')
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

const resetToken = z
  .string({ error: 'The reset link is incomplete' })
  .min(1, 'The reset link is incomplete')
  .max(MAX_TOKEN_LENGTH, 'The reset link is not valid');

/** POST /api/auth/forgot-password → 200 forgotPasswordResponse, always (429 past the limits). */
export const forgotPasswordBody = z.strictObject({ email: emailAddress });
export const forgotPasswordResponse = z.object({ success: z.literal(true), message: z.string() });

/**
 * POST /api/auth/reset-password/check {token} → 200 {valid: true, email} where email is the
 * account's address, masked ("an•••@example.com"), or 400 with one of RESET_TOKEN_ERRORS.
 */
export const resetPasswordCheckBody = z.strictObject({ token: resetToken });
export const resetPasswordCheckResponse = z.object({ valid: z.literal(true), email: z.string() });

/** POST /api/auth/reset-password {token, password} → 200 authResponse (signed in fresh). */
export const resetPasswordBody = z.strictObject({ token: resetToken, password: newPassword });

/** Error codes of a link that cannot be used; the page says which and offers a new link. */
export const RESET_TOKEN_ERRORS = {
  reset_link_invalid: 'This reset link is not valid. Ask for a new one.',
  reset_link_expired: 'This reset link has expired. Ask for a new one.',
  reset_link_used: 'This reset link has already been used. Ask for a new one.',
} as const;
export type ResetTokenError = keyof typeof RESET_TOKEN_ERRORS;

/** PUT /api/user/password → 200 successResponse; the user's other sessions end. */
export const changePasswordBody = z.strictObject({
  current_password: currentPassword,
  new_password: newPassword,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** PUT /api/user/email → 200 profileResponse; the old address is told by email. 409 when in use. */
export const changeEmailBody = z.strictObject({ email: emailAddress, current_password: currentPassword });
export type ChangeEmailBody = z.infer<typeof changeEmailBody>;
export const EMAIL_IN_USE_MESSAGE = 'Another account already uses this email';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct';

/**
 * POST /api/user/delete-account {password} → 200 successResponse: sessions end, Pinterest is
 * disconnected, scheduled pins never publish, the email is free again; every row and image of
 * the account is removed DELETED_ACCOUNT_RETENTION_DAYS later.
 */
export const deleteAccountBody = z.strictObject({
  password: z
    .string({ error: 'Enter your password to confirm' })
    .min(1, 'Enter your password to confirm')
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;
/** The 400 (code wrong_current_password) of a delete with the wrong password: nothing changed. */
export const DELETE_ACCOUNT_WRONG_PASSWORD_MESSAGE =
  'That password is not correct. Your account has not been deleted.';

/** GET /api/user/export: a JSON file (Content-Disposition attachment) of the account's data. */
export const EXPORT_FORMAT_VERSION = 1;

/**
 * The export file. What the account holds in the API's own shapes, minus anything secret (the
 * password hash, session and Pinterest tokens, AI keys, Stripe ids). Images are absolute links to
 * the app's media, which serves them only until the account is purged.
 */
export const accountExport = z.object({
  format_version: z.literal(EXPORT_FORMAT_VERSION),
  exported_at: z.string(),
  profile: userDto,
  settings: userSettingsDto,
  /** The user's own AI providers (addresses and models; keys are never exported). */
  ai_providers: z.object({
    text_base_url: z.string().nullable(),
    text_model: z.string().nullable(),
    image_base_url: z.string().nullable(),
    image_model: z.string().nullable(),
  }),
  /** The workspace's default Pinterest account; `pinterest_accounts` lists every one (ADR 0032). */
  pinterest_account: z.object({ username: z.string(), connected_at: z.string() }).nullable(),
  pinterest_accounts: z.array(z.object({ username: z.string(), connected_at: z.string() })),
  boards: z.array(boardDto),
  /** The feeds and sitemaps the boards follow. */
  feeds: z.array(feedDto),
  pins: z.array(pinDto.omit({ filepath: true }).extend({ image_url: z.string().nullable() })),
  support_tickets: z.array(ticketDto),
  /** The person's phone call requests (Enterprise, ADR 0033): their number and reason are theirs. */
  phone_calls: z.array(phoneCallDto),
  /** Every version of the workspaces' own prompts (ADR 0037), oldest first. */
  custom_prompts: z.array(customPromptVersionDto),
});
export type AccountExport = z.infer<typeof accountExport>;

/** The export's file name: pinloom-data-YYYY-MM-DD.json, the date in the user's time zone. */
export const exportFileName = (localDate: string) => `pinloom-data-${localDate}.json`;
