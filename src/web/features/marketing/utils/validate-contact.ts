// The contact form's checks before it sends (POST /api/contact): the rules and texts of the
// server's contract, contactBody in src/shared/api/support.ts, written out without zod so the
// prerendered /contact page stays light, as the sign-up form checks its fields
// (ADR 0016). validate-contact.test.ts holds the two equal: the same first problem, or the same
// body to send, for any fields.
import type { ContactBody } from '../../../../shared/api/support';

const NAME_MAX_LENGTH = 100;
const EMAIL_MAX_LENGTH = 254;
const MESSAGE_MAX_LENGTH = 5000;
const WEBSITE_MAX_LENGTH = 200;
/** zod's email pattern (z.regexes.email), which contactBody's `.email()` uses. */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export interface ContactFields {
  name: string;
  email: string;
  message: string;
  website: string;
}

type Checked = { problem: string } | { body: ContactBody };

/** The first problem with the fields, in the contract's order, or the body to send (trimmed). */
export function validateContact(fields: ContactFields): Checked {
  const name = fields.name.trim();
  const email = fields.email.trim();
  const message = fields.message.trim();
  if (!name) return { problem: 'Name is required' };
  if (name.length > NAME_MAX_LENGTH) return { problem: `Name must be at most ${NAME_MAX_LENGTH} characters` };
  if (/[\r\n]/.test(name)) return { problem: 'Name must be on one line' };
  if (!email) return { problem: 'Email is required' };
  if (email.length > EMAIL_MAX_LENGTH) {
    return { problem: `Email must be at most ${EMAIL_MAX_LENGTH} characters` };
  }
  if (!EMAIL_PATTERN.test(email)) return { problem: 'Please enter a valid email address' };
  if (!message) return { problem: 'Message is required' };
  if (message.length > MESSAGE_MAX_LENGTH) {
    return { problem: `Message must be at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters` };
  }
  // Only bots fill the hidden field; zod's own text, as the contract gives it none.
  if (fields.website.length > WEBSITE_MAX_LENGTH) {
    return { problem: `Too big: expected string to have <=${WEBSITE_MAX_LENGTH} characters` };
  }
  return { body: { name, email, message, website: fields.website } };
}
