// Reads and writes the signed-in session in local storage (docs/product.md §3, §4): the user's
// bearer token under 'authToken' and the user object as JSON under 'user'.

import { reportFailure } from './report-failure';
import type { StoredSession } from './session-user';
import { sessionUser } from './session-user';
import { AUTH_TOKEN_KEY, clearSession, USER_KEY } from './session-write';

export type { SessionUser, StoredSession } from './session-user';
export { AUTH_TOKEN_KEY, clearSession, saveSession, USER_KEY } from './session-write';

/**
 * The stored session, or null. Both keys must be present; a stored user that cannot be
 * parsed is logged and the whole session removed, so a half-broken session never lingers.
 */
export function readStoredSession(storage: Storage = window.localStorage): StoredSession | null {
  const token = storage.getItem(AUTH_TOKEN_KEY);
  const rawUser = storage.getItem(USER_KEY);
  if (!token || !rawUser) return null;
  try {
    return { token, user: sessionUser.parse(JSON.parse(rawUser)) };
  } catch (error) {
    reportFailure('Could not read the stored user; signing out.', error);
    clearSession(storage);
    return null;
  }
}
