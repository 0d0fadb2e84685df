// Sign-in with email and password. Unknown email and wrong password give the same answer in
// about the same time, so the endpoint does not reveal who has an account.
import type { LoginBody } from '../../../shared/api/auth';
import { AppError, INVALID_CREDENTIALS_MESSAGE } from '../../app-error';
import type { Database } from '../../db/connection';
import type { SessionKind, UserRow } from '../../db/schema';
import { findUserByEmail } from './find-user-by-email';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { createSession } from './sessions';

export async function logInUser(options: {
  db: Database;
  input: LoginBody;
  /** 'admin' also requires the admin role; admin tokens come only from the admin login. */
  kind?: SessionKind;
}): Promise<{ token: string; user: UserRow }> {
  const kind = options.kind ?? 'user';
  const user = await findUserByEmail({ db: options.db, email: options.input.email });
  const valid = user
    ? await verifyPassword(user.passwordHash, options.input.password)
    : await verifyAgainstDummy(options.input.password);
  if (!user || !valid || (kind === 'admin' && user.role !== 'admin')) {
    throw new AppError('invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
  }
  const session = await createSession({ db: options.db, userId: user.id, kind });
  return { token: session.token, user };
}
