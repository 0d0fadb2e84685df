// Reads and writes the administrator session (docs/product.md §3): 'adminToken' and 'admin' (JSON)
// in local storage, and the path to return to after admin sign-in in session storage.
import type { z } from 'zod';
import { adminLoginResponse } from '../../shared/api/auth';
import { clearPair, type PairReader, readPair, savePair } from './stored-pair';

const ADMIN_KEYS = { token: 'adminToken', account: 'admin' };
const ADMIN_REDIRECT_PATH_KEY = 'adminRedirectPath';

/** The admin as the sign-in answer sent it (the shared contract), extra fields kept. */
const storedAdmin = adminLoginResponse.shape.admin.loose();
type AdminAccount = z.output<typeof storedAdmin>;

export interface StoredAdminSession {
  token: string;
  admin: AdminAccount;
}

const ADMIN_READER: PairReader<AdminAccount> = {
  keys: ADMIN_KEYS,
  parse: (raw) => storedAdmin.parse(raw),
  failure: 'Could not read the stored admin; signing out of the admin portal.',
};

/** The stored admin session, or null; an unparseable admin object clears both keys. */
export function readAdminSession(storage: Storage = window.localStorage): StoredAdminSession | null {
  const pair = readPair(ADMIN_READER, storage);
  return pair && { token: pair.token, admin: pair.account };
}

export function saveAdminSession(session: StoredAdminSession, storage: Storage = window.localStorage): void {
  savePair(ADMIN_KEYS, session.token, session.admin, storage);
}

export function clearAdminSession(storage: Storage = window.localStorage): void {
  clearPair(ADMIN_KEYS, storage);
}

/** Only paths inside the admin area are remembered, so the value can never send anyone off-site. */
function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin?');
}

export function rememberAdminRedirectPath(path: string, storage: Storage = window.sessionStorage): void {
  if (isAdminPath(path)) storage.setItem(ADMIN_REDIRECT_PATH_KEY, path);
}

/** The remembered path (removed once read), or '/admin' when none. */
export function takeAdminRedirectPath(storage: Storage = window.sessionStorage): string {
  const path = storage.getItem(ADMIN_REDIRECT_PATH_KEY);
  storage.removeItem(ADMIN_REDIRECT_PATH_KEY);
  return path && isAdminPath(path) && path !== '/admin/login' ? path : '/admin';
}
