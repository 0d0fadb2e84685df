// The signup page's password rules (docs/product.md §5), for every form that sets a new password: sign-up,
// the reset link's page and Settings. The server checks them again (src/shared/api).
import { BLANK_PASSWORD_MESSAGE, isBlankPassword } from '../../shared/blank-password';
import { MIN_PASSWORD_LENGTH } from '../../shared/plans';

const PASSWORD_MISMATCH_MESSAGE = 'Passwords do not match';
const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 8 characters long';
/** The hint under a new password field. */
export const NEW_PASSWORD_HINT = 'Must be at least 8 characters long';

/** The first problem with a new password and its confirmation, or null; both are assumed filled in. */
export function validateNewPassword(password: string, confirmPassword: string): string | null {
  if (password !== confirmPassword) return PASSWORD_MISMATCH_MESSAGE;
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (isBlankPassword(password)) return BLANK_PASSWORD_MESSAGE;
  return null;
}
