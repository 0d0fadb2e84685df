// The administrator of the e2e server (global-setup.ts starts it with ADMIN_EMAIL and
// ADMIN_PASSWORD): signing in through /admin/login as staff would, or through the API.
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';

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

/** An admin call made outside the browser, to compare the page with the API. */
export async function adminApi<T>(path: string): Promise<T> {
  const baseURL = inject('baseURL');
  const login = await fetch(`${baseURL}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${baseURL}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}
