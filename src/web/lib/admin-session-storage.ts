// Reads and writes the administrator session (docs/product.md §3): 'adminToken' and 'admin' (JSON)
// in local storage, and the path to return to after admin sign-in in session storage.
import type { z } from 'zod';
import { adminLoginResponse } from '../../shared/api/auth';
import { reportFailure } from './report-failure';

const ADMIN_TOKEN_KEY = 'adminToken';
const ADMIN_KEY = 'admin';
const ADMIN_REDIRECT_PATH_KEY = 'adminRedirectPath';

/** The admin as the sign-in answer sent it (the shared contract), extra fields kept. */
const storedAdmin = adminLoginResponse.shape.admin.loose();
type AdminAccount = z.output<typeof storedAdmin>;

export interface StoredAdminSession {
  token: string;
  admin: AdminAccount;
}

/** The stored admin session, or null; an unparseable admin object clears both keys. */
export function readAdminSession(storage: Storage = window.localStorage): StoredAdminSession | null {
  const token = storage.getItem(ADMIN_TOKEN_KEY);
  const rawAdmin = storage.getItem(ADMIN_KEY);
  if (!token || !rawAdmin) return null;
  try {
    return { token, admin: storedAdmin.parse(JSON.parse(rawAdmin)) };
  } catch (error) {
    reportFailure('Could not read the stored admin; signing out of the admin portal.', error);
    clearAdminSession(storage);
    return null;
  }
}

export function saveAdminSession(session: StoredAdminSession, storage: Storage = window.localStorage): void {
  storage.setItem(ADMIN_TOKEN_KEY, session.token);
  storage.setItem(ADMIN_KEY, JSON.stringify(session.admin));
}

export function clearAdminSession(storage: Storage = window.localStorage): void {
  storage.removeItem(ADMIN_TOKEN_KEY);
  storage.removeItem(ADMIN_KEY);
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
