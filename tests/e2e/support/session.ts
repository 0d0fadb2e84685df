// Journeys that are not about signing in start signed in: the account is made through the
// API and the session seeded into local storage, as Epic Stack's fixtures do.
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { PlanName } from '../../../src/shared/plans';
import { uniqueEmail } from './browser';

export interface Session {
  token: string;
  user: unknown;
}

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
      password: 'correct-horse-1',
      subscriptionPlan: plan,
      billingCycle: 'monthly',
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Session;
}

/** Opens `path` signed in as `session`. */
export async function openSignedIn(page: Page, session: Session, path: string): Promise<void> {
  await page.goto('/about');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
  await page.goto(path);
}
