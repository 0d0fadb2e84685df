// Fixtures of the admin console's web tests: user rows and a user's detail, typed by the contract.
import type { z } from 'zod';
import type { adminUserDetailResponse, adminUserRow } from '../../../../shared/api/admin';

type Row = z.input<typeof adminUserRow>;

export function userRow(id: string, extra: Partial<Row> = {}): Row {
  return {
    id,
    first_name: 'Ann',
    last_name: `User ${id}`,
    email: `${id}@example.com`,
    subscription_plan: 'starter',
    subscription_status: 'active',
    pins_generated_this_month: 12,
    pins_scheduled_today: 2,
    created_at: '2026-03-05T10:00:00.000Z',
    suspended_at: null,
    ...extra,
  };
}

export function userDetail(
  extra: Partial<z.input<typeof adminUserDetailResponse>['user']> = {},
): z.input<typeof adminUserDetailResponse> {
  return {
    user: {
      ...userRow('u7', { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' }),
      billing_cycle: 'monthly',
      trial_ends_at: '2026-03-12T10:00:00.000Z',
      time_zone: 'Europe/London',
      last_login_at: '2026-11-20T08:30:00.000Z',
      suspended_reason: null,
      ...extra,
    },
    usage: { month: { used: 42, limit: 100 }, day: { used: 3, limit: 3 } },
    boards: [
      { id: 'b1', name: 'Autumn recipes', pins_per_day: 2, pin_count: 31, linked_to_pinterest: true },
      { id: 'b2', name: 'Garden ideas', pins_per_day: 1, pin_count: 4, linked_to_pinterest: false },
    ],
    pins_by_status: { generated: 5, scheduled: 9, publishing: 0, posted: 20, failed: 1 },
    pinterest: { username: 'gracebakes', status: 'active', connected_at: '2026-04-01T09:00:00.000Z' },
    api_calls: {
      recent: [
        {
          id: 'c1',
          type: 'image',
          status_code: 200,
          model: 'gpt-image-1',
          provider: 'openai',
          prompt_preview: 'A pie',
          tokens: 1500,
          cost: 0.04,
          duration: 5200,
          timestamp: '2026-11-20T09:00:00.000Z',
          user_id: 'u7',
          user_email: 'grace@example.com',
          prompt_versions: null,
        },
        {
          id: 'c2',
          type: 'text',
          status_code: 429,
          model: 'gpt-4o',
          provider: 'openai',
          prompt_preview: 'Title',
          tokens: 230,
          cost: 0.00123,
          duration: 800,
          timestamp: '2026-11-20T08:59:00.000Z',
          user_id: 'u7',
          user_email: 'grace@example.com',
          prompt_versions: null,
        },
      ],
      calls_this_month: 57,
      cost_this_month: 1.23456,
    },
    workspaces: [
      {
        id: 'w1',
        name: 'Grace’s workspace',
        role: 'owner',
        joined_at: '2026-03-05T10:00:00.000Z',
        suspended_at: null,
      },
      {
        id: 'w2',
        name: 'Bakery Co',
        role: 'editor',
        joined_at: '2026-06-01T10:00:00.000Z',
        suspended_at: '2026-11-01T10:00:00.000Z',
      },
    ],
  };
}
