// Client checks before the sign-up call, in the order of SPEC.md §5. The server checks
// everything again; these only save a round trip.
import { BLANK_PASSWORD_MESSAGE, isBlankPassword } from '../../../../shared/api/auth';
import { MIN_PASSWORD_LENGTH } from '../../../../shared/plans';

export interface SignupFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields.';
const PASSWORD_MISMATCH_MESSAGE = 'Passwords do not match';
const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 8 characters long';

/** The first problem with the fields, or null when they may be sent. */
export function validateSignup(fields: SignupFields): string | null {
  const missing =
    !fields.firstName.trim() ||
    !fields.lastName.trim() ||
    !fields.email.trim() ||
    !fields.password ||
    !fields.confirmPassword;
  if (missing) return REQUIRED_FIELDS_MESSAGE;
  if (fields.password !== fields.confirmPassword) return PASSWORD_MISMATCH_MESSAGE;
  if (fields.password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (isBlankPassword(fields.password)) return BLANK_PASSWORD_MESSAGE;
  return null;
}
