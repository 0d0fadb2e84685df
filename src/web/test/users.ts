// The signed-in user the web tests use, as GET /api/user/profile and sign-in answer it.
import type { z } from 'zod';
import type { userDto } from '../../shared/api/auth';

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
