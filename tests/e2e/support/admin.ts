// The administrator of the e2e server (global-setup.ts starts it with ADMIN_EMAIL and
// ADMIN_PASSWORD): signing in through /admin/login as staff would, or through the API.
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { openWithStorage } from './session';

const ADMIN_EMAIL = 'admin@pinloom.test';
const ADMIN_PASSWORD = 'admin-password-1';

/** Signs in at /admin/login and waits for the console. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Admin email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in to Admin Portal' }).click();
  await page.waitForURL('**/admin');
  await page.getByRole('heading', { name: 'Admin console' }).waitFor();
}

interface AdminSession {
  token: string;
  admin: unknown;
}

/** Signs in through the API, from `clientAddress` when given (the e2e server trusts X-Forwarded-For). */
export async function adminSignInViaApi(clientAddress?: string): Promise<AdminSession> {
  const login = await fetch(`${inject('baseURL')}/api/admin/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(clientAddress ? { 'X-Forwarded-For': clientAddress } : {}),
    },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  return (await login.json()) as AdminSession;
}

/** The admin session's local storage, as the console keeps it. */
function adminStorage({ token, admin }: AdminSession): Record<string, string> {
  return { adminToken: token, admin: JSON.stringify(admin) };
}

/** Opens `path` of the console signed in as staff, without going through /admin/login. */
export async function openAdminSignedIn(page: Page, path: string, clientAddress?: string): Promise<void> {
  await openWithStorage(page, adminStorage(await adminSignInViaApi(clientAddress)), path);
}

/** An admin call made outside the browser, to compare the page with the API. */
export async function adminApi<T>(path: string): Promise<T> {
  const { token } = await adminSignInViaApi();
  const response = await fetch(`${inject('baseURL')}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}
