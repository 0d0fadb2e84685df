// Writes and clears the stored session (SPEC.md §3, §4) without the zod schema that reads it
// back (session-storage.ts): the prerendered public pages sign people in with this alone, so
// their scripts stay small.
import type { StoredSession } from './session-storage';

export const AUTH_TOKEN_KEY = 'authToken';
export const USER_KEY = 'user';

export function saveSession(session: StoredSession, storage: Storage = window.localStorage): void {
  storage.setItem(AUTH_TOKEN_KEY, session.token);
  storage.setItem(USER_KEY, JSON.stringify(session.user));
}

export function clearSession(storage: Storage = window.localStorage): void {
  storage.removeItem(AUTH_TOKEN_KEY);
  storage.removeItem(USER_KEY);
}
