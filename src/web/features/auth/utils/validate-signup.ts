// Client checks before the sign-up call, in the order of docs/product.md §5. The server checks
// everything again; these only save a round trip.
import { validateNewPassword } from '../../../lib/validate-new-password';

export interface SignupFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields.';

/** The first problem with the fields, or null when they may be sent. */
export function validateSignup(fields: SignupFields): string | null {
  const missing =
    !fields.firstName.trim() ||
    !fields.lastName.trim() ||
    !fields.email.trim() ||
    !fields.password ||
    !fields.confirmPassword;
  if (missing) return REQUIRED_FIELDS_MESSAGE;
  return validateNewPassword(fields.password, fields.confirmPassword);
}
