// What follows a change of the account's sign-in details (its email or its password), in the
// change's transaction: reset links sent before it stop working, and the address the account had
// is told, so that an intruder's change does not go unnoticed.
import type { Database } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { type MailKinds, queueMail } from '../mail';
import { forgetResetLinks } from '../password-reset';

type SignInChangeMail =
  | { kind: 'password_changed'; data: MailKinds['password_changed'] }
  | { kind: 'email_changed'; data: MailKinds['email_changed'] };

export async function tellOfSignInChange(
  tx: Pick<Database, 'delete' | 'insert' | 'execute'>,
  user: UserRow,
  mail: SignInChangeMail,
  now: Date,
): Promise<void> {
  await forgetResetLinks(tx, user.id);
  await queueMail(tx, { to: user.email, userId: user.id, ...mail }, now);
}
