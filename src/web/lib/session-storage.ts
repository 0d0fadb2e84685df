// Reads and writes the signed-in session in local storage (docs/product.md §3, §4): the user's
// bearer token under 'authToken' and the user object as JSON under 'user'.

import type { SessionUser, StoredSession } from './session-user';
import { sessionUser } from './session-user';
import { SESSION_KEYS } from './session-write';
import { type PairReader, readPair } from './stored-pair';

export type { SessionUser, StoredSession } from './session-user';
export { AUTH_TOKEN_KEY, clearSession, saveSession, USER_KEY } from './session-write';

const SESSION_READER: PairReader<SessionUser> = {
  keys: SESSION_KEYS,
  parse: (raw) => sessionUser.parse(raw),
  failure: 'Could not read the stored user; signing out.',
};

/**
 * The stored session, or null. Both keys must be present; a stored user that cannot be
 * parsed is logged and the whole session removed, so a half-broken session never lingers.
 */
export function readStoredSession(storage: Storage = window.localStorage): StoredSession | null {
  const pair = readPair(SESSION_READER, storage);
  return pair && { token: pair.token, user: pair.account };
}
