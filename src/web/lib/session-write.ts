// Writes and clears the stored session (docs/product.md §3, §4), and reads its token, without the zod
// schema that reads the stored user back (session-storage.ts, session-user.ts): the prerendered public pages sign
// people in with this alone, and the API client needs only the token, so neither carries zod.
import { clearCurrentWorkspaceId } from './current-workspace';
import type { SessionUser, StoredSession } from './session-user';
import { clearPair, type PairKeys, savePair } from './stored-pair';

export const AUTH_TOKEN_KEY = 'authToken';
export const USER_KEY = 'user';
export const SESSION_KEYS: PairKeys = { token: AUTH_TOKEN_KEY, account: USER_KEY };

/**
 * The bearer token of the stored session: null unless both keys are stored (docs/product.md §4). The user
 * beside it is checked once, when the app starts (session-provider.tsx, readStoredSession).
 */
export function readStoredToken(storage: Storage = window.localStorage): string | null {
  const token = storage.getItem(AUTH_TOKEN_KEY);
  return token && storage.getItem(USER_KEY) ? token : null;
}

/** A sign-in answer, checked against its contract already, as the session to keep: it needs a token. */
export function sessionFromAnswer({ token, user }: { token: string; user: SessionUser }): StoredSession {
  if (!token) throw new Error('The server sent an unexpected answer');
  return { token, user };
}

export function saveSession(session: StoredSession, storage: Storage = window.localStorage): void {
  savePair(SESSION_KEYS, session.token, session.user, storage);
}

/** Signs this browser out: the session, and the workspace this tab worked in. */
export function clearSession(storage: Storage = window.localStorage): void {
  clearPair(SESSION_KEYS, storage);
  clearCurrentWorkspaceId();
}
