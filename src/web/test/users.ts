// The signed-in user the web tests use, as GET /api/user/profile and sign-in answer it, and their
// stored session.
import { expect } from 'vitest';
import type { z } from 'zod';
import type { userDto } from '../../shared/api/auth';
import type { SessionValue } from '../lib/session-context';
import { saveSession } from '../lib/session-storage';

export const testUser = {
  id: 'u1',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  subscription_plan: 'free',
  billing_cycle: 'monthly',
  subscription_status: 'active',
  trial_ends_at: null,
  time_zone: 'UTC',
  created_at: '2025-01-01T00:00:00.000Z',
} satisfies z.input<typeof userDto>;

/** The test user signed in, as a browser that signed in earlier is: the session in local storage. */
export function signInTestUser(): void {
  saveSession({ token: 'user-token', user: { id: 'u1', first_name: 'Ada', last_name: 'Lovelace' } });
}

/** The test user's session as useSession() gives it, for components rendered without the provider. */
export function signedInSession(extra: Partial<SessionValue> = {}): SessionValue {
  return {
    status: 'authenticated',
    user: { id: 'u1', first_name: 'Ada', last_name: 'Lovelace' },
    token: 'user-token',
    signedOut: false,
    login: () => {},
    logout: async () => {},
    updateUser: () => {},
    ...extra,
  };
}

/** The stored session is gone: neither the token nor the user is left in local storage. */
export function expectNoStoredSession(): void {
  expect(localStorage.getItem('authToken')).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
}
