// Journeys that are not about signing in start signed in: the account is made through the
// API and the session seeded into local storage, as Epic Stack's fixtures do. The admin console's
// session is seeded the same way (admin.ts).
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { PlanName } from '../../../src/shared/plans';
import { uniqueEmail } from './browser';

export interface Session {
  token: string;
  user: unknown;
}

/** The password of every account registerViaApi makes. */
const PASSWORD = 'correct-horse-1';

// Each test file loads this module afresh: start at a random address so files spread out.
let accounts = Math.floor(Math.random() * 254);

/**
 * Signs up through the API. Each account comes from its own client address (the e2e server
 * trusts X-Forwarded-For), as different people would: the per-address sign-up limit is a
 * real rule that one test run must not trip over.
 */
export async function registerViaApi(prefix: string, plan: PlanName = 'enterprise'): Promise<Session> {
  accounts += 1;
  const response = await fetch(`${inject('baseURL')}/api/auth/register`, {
    method: 'POST',
    // 198.51.100.0/24 is a documentation range: a header value here, never an address we reach.
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${(accounts % 254) + 1}` },
    body: JSON.stringify({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: uniqueEmail(prefix),
      password: PASSWORD,
      subscriptionPlan: plan,
      billingCycle: 'monthly',
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Session;
}

/**
 * Another session of an account, as if signed in on another device (from `clientAddress`, so
 * the sign-in limit per address is not the test's): its token.
 */
export async function signInViaApi(
  email: string,
  clientAddress: string,
  password = PASSWORD,
): Promise<string> {
  const response = await fetch(`${inject('baseURL')}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Session).token;
}

/**
 * Puts `entries` in the local storage of `origin` (the page's base address by default), then
 * opens `path` there: how a stored session reaches a fresh page.
 */
export async function openWithStorage(
  page: Page,
  entries: Record<string, string>,
  path: string,
  origin = '',
): Promise<void> {
  await page.goto(`${origin}/about`);
  await page.evaluate((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, entries);
  await page.goto(`${origin}${path}`);
}

/** Opens `path` signed in as `session`. */
export async function openSignedIn(page: Page, session: Session, path: string): Promise<void> {
  await openWithStorage(page, { authToken: session.token, user: JSON.stringify(session.user) }, path);
}

/**
 * A call to the app's API as `session` (a JSON body when one is given) that must succeed: its
 * parsed answer. `base` is the server's address (the demo server's, for Pinterest journeys).
 */
export async function callApi<T>(
  session: Session,
  method: string,
  path: string,
  body?: unknown,
  base: string = inject('baseURL'),
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (await response.json()) as T;
}
