// A session in browser storage is two keys kept together: the bearer token and the account beside
// it as JSON (the user's, or the admin's). Both are written, read and removed as one; no zod here,
// so the prerendered public pages can write a session with this alone.
import { reportFailure } from './report-failure';

/** Where a session's token and its account are stored. */
export interface PairKeys {
  token: string;
  account: string;
}

export function savePair(keys: PairKeys, token: string, account: unknown, storage: Storage): void {
  storage.setItem(keys.token, token);
  storage.setItem(keys.account, JSON.stringify(account));
}

export function clearPair(keys: PairKeys, storage: Storage): void {
  storage.removeItem(keys.token);
  storage.removeItem(keys.account);
}

/** How to read a session back: its keys, the check of its account, and what a failed check records. */
export interface PairReader<T> {
  keys: PairKeys;
  parse: (raw: unknown) => T;
  failure: string;
}

/**
 * The token and the account `parse` reads, or null unless both keys are stored. An account that
 * cannot be parsed is recorded as `failure` and both keys removed, so a half-broken session never
 * lingers.
 */
export function readPair<T>(
  { keys, parse, failure }: PairReader<T>,
  storage: Storage,
): { token: string; account: T } | null {
  const token = storage.getItem(keys.token);
  const rawAccount = storage.getItem(keys.account);
  if (!token || !rawAccount) return null;
  try {
    return { token, account: parse(JSON.parse(rawAccount)) };
  } catch (error) {
    reportFailure(failure, error);
    clearPair(keys, storage);
    return null;
  }
}
