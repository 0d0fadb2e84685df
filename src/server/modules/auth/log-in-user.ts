// Sign-in with email and password. Unknown email and wrong password give the same answer in
// about the same time, so the endpoint does not reveal who has an account (nor, without the
// password, whether it is suspended). Failures count against the email (login-limits.ts), the
// same for the app and the admin sign-in. A sign-in records the account's last sign-in.
import type { LoginBody } from '../../../shared/api/auth';
import { ACCOUNT_SUSPENDED_MESSAGE, AppError, INVALID_CREDENTIALS_MESSAGE } from '../../app-error';
import type { Database } from '../../db/connection';
import type { SessionKind, UserRow } from '../../db/schema';
import {
  clientAddressKey,
  consumeRateLimits,
  type LoginFailureLimits,
  type RateLimitRules,
} from '../../http/rate-limit';
import { recordLogin } from '../user';
import { findUserByEmail } from './find-user-by-email';
import { beginLoginAttempt, loginSucceeded } from './login-limits';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { createSession } from './sessions';

export async function logInUser(options: {
  db: Database;
  input: LoginBody;
  /** 'admin' also requires the admin role; admin tokens come only from the admin login. */
  kind?: SessionKind;
  /** The client's address (request.ip). */
  address: string;
  limits: LoginFailureLimits;
  now: Date;
}): Promise<{ token: string; user: UserRow }> {
  const { db, input } = options;
  const kind = options.kind ?? 'user';
  const now = options.now;
  const attempt = await beginLoginAttempt({
    db,
    email: input.email,
    address: options.address,
    limits: options.limits,
    now,
  });
  const user = await findUserByEmail({ db, email: input.email });
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid || (kind === 'admin' && user.role !== 'admin')) {
    throw new AppError('invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
  }
  await loginSucceeded({ db, attempt });
  // Only now, after the right password, is a suspension told (and not counted as a failure).
  if (user.suspendedAt) throw new AppError('account_suspended', ACCOUNT_SUSPENDED_MESSAGE);
  return db.transaction(async (tx) => {
    const session = await createSession({ db: tx, userId: user.id, kind, now });
    const signedIn = await recordLogin(tx, user.id, now);
    return { token: session.token, user: signedIn ?? user };
  });
}

/** Every sign-in attempt from one address, whatever the email, app and admin sign-in together. */
export function consumeLoginPerAddress(options: {
  db: Database;
  rateLimits: RateLimitRules;
  ip: string;
  now: Date;
}): Promise<void> {
  return consumeRateLimits({
    db: options.db,
    now: options.now,
    checks: [
      { key: `login:address:${clientAddressKey(options.ip)}`, rule: options.rateLimits.loginPerAddress },
    ],
  });
}
