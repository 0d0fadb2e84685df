// Reads and writes the signed-in session in local storage (SPEC.md §3, §4): the user's
// bearer token under 'authToken' and the user object as JSON under 'user'.
import type { User } from '../../shared/api/auth';

export const AUTH_TOKEN_KEY = 'authToken';
export const USER_KEY = 'user';

/** The fields the app relies on; the rest of the user object is kept as the server sent it. */
export type SessionUser = Pick<User, 'id' | 'first_name' | 'last_name'> & Partial<Omit<User, 'id'>>;

export interface StoredSession {
  token: string;
  user: SessionUser;
}

/** True when a parsed value has what the app needs to show a signed-in user. */
export function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    (typeof user.id === 'string' || typeof user.id === 'number') &&
    typeof user.first_name === 'string' &&
    typeof user.last_name === 'string'
  );
}

/**
 * The stored session, or null. Both keys must be present; a stored user that cannot be
 * parsed is logged and the whole session removed, so a half-broken session never lingers.
 */
export function readStoredSession(storage: Storage = window.localStorage): StoredSession | null {
  const token = storage.getItem(AUTH_TOKEN_KEY);
  const rawUser = storage.getItem(USER_KEY);
  if (!token || !rawUser) return null;
  try {
    const user: unknown = JSON.parse(rawUser);
    if (!isSessionUser(user)) throw new Error('Stored user lacks id, first_name or last_name');
    return { token, user };
  } catch (error) {
    console.error('Could not read the stored user; signing out.', error);
    clearSession(storage);
    return null;
  }
}

export function saveSession(session: StoredSession, storage: Storage = window.localStorage): void {
  storage.setItem(AUTH_TOKEN_KEY, session.token);
  storage.setItem(USER_KEY, JSON.stringify(session.user));
}

export function clearSession(storage: Storage = window.localStorage): void {
  storage.removeItem(AUTH_TOKEN_KEY);
  storage.removeItem(USER_KEY);
}

/** Checks a sign-in or sign-up answer ({token, user}) before it becomes the session. */
export function toStoredSession(payload: unknown): StoredSession {
  if (typeof payload === 'object' && payload !== null) {
    const { token, user } = payload as Record<string, unknown>;
    if (typeof token === 'string' && token !== '' && isSessionUser(user)) return { token, user };
  }
  throw new Error('The server sent an unexpected answer');
}
