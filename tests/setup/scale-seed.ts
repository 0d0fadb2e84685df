// The scale data's SQL (the benchmarks' 10,000 customers and 1,000,000 pins, and the migration tests'
// small copy of it), written against the schema as it stood at SEED_SCHEMA: later migrations carry it
// forward as they carry an installation's data, so every seeded database has also been migrated.

/** How much of everything: the benchmarks' SCALE, or a test's handful. */
export interface Scale {
  users: number;
  boardsPerUser: number;
  pinsPerBoard: number;
  apiCalls: number;
  tickets: number;
}

/** The migration the seed's SQL was written for. */
export const SEED_SCHEMA = '0018_trial_claims';

const FIRST_NAMES = ['Ada', 'Grace', 'Lin', 'Maya', 'Omar', 'Priya', 'Kofi', 'Sofia', 'Yuki', 'Lars'];
const LAST_NAMES = [
  'Smith',
  'Okafor',
  'Lindqvist',
  'Garcia',
  'Chen',
  'Novak',
  'Haddad',
  'Silva',
  'Kim',
  'Byrne',
];
const ZONES = [
  'UTC',
  'Europe/London',
  'Europe/Paris',
  'America/New_York',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Asia/Kolkata',
];

const list = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(', ')}]`;

/**
 * Every statement of the seed. Per user: 5 boards of 20 pins, one pin a day from 69 days ago to 30
 * ahead at the user's own minute of the day (posted or failed before now, scheduled after, every
 * tenth still in review); each pin's generation the day it was made, from 99 days ago to today.
 * 100,000 AI calls over the last 89 days, a third images, 1 in 20 a 500 and 1 in 33 a 429. Two
 * support tickets for every user, over the last 200 days (open, answered or closed), of 1 to 4
 * messages each.
 */
export function scaleSeedStatements(scale: Scale): string[] {
  return [
    `insert into users (email, first_name, last_name, password_hash, subscription_plan,
     subscription_status, time_zone, created_at, last_login_at)
   select 'user' || i || '@example.com',
     (${list(FIRST_NAMES)})[1 + i % 10],
     (${list(LAST_NAMES)})[1 + (i / 10) % 10] || (i / 100),
     'not-a-password-hash',
     case when i % 10 < 6 then 'free' when i % 10 < 8 then 'starter' when i % 10 = 8 then 'pro'
       else 'enterprise' end,
     case when i % 10 < 6 then 'active' when i % 7 = 0 then 'trialing' when i % 13 = 0 then 'past_due'
       when i % 17 = 0 then 'canceled' else 'active' end,
     (${list(ZONES)})[1 + i % 10],
     now() - i * interval '52 minutes',
     now() - (i % 100) * interval '1 hour'
   from generate_series(1, ${scale.users}) i`,
    `insert into boards (user_id, name, style_config, sort_order, pins_per_day, pinterest_board_id)
   select u.id, 'Board ' || g, '{}', g, 1 + g % 3, case when g = 0 then 'pb-' || u.id end
   from users u cross join generate_series(0, ${scale.boardsPerUser - 1}) g
   where u.role = 'user'`,
    `insert into pins (user_id, board_id, title, description, image_key, status, scheduled_time,
     posted_at, created_at)
   select b.user_id, b.id, 'Pin ' || k, 'A pin written for the scale benchmarks', 'pins/bench.png',
     s.status, case when s.status <> 'generated' then s.at end,
     case when s.status = 'posted' then s.at end,
     now() - (99 - k) * interval '1 day' - m * interval '1 minute'
   from boards b
   cross join generate_series(0, ${scale.pinsPerBoard - 1}) n
   cross join lateral (select b.sort_order * ${scale.pinsPerBoard} + n as k,
     abs(hashtext(b.user_id::text)) % 1440 as m) km
   cross join lateral (select
     now() + (k - 69) * interval '1 day' + (m - 720) * interval '1 minute' as at,
     case when k % 10 = 0 then 'generated' when k >= 69 then 'scheduled'
       when k % 15 = 0 then 'failed' else 'posted' end as status) s`,
    `insert into pin_generations (user_id, pin_id, created_at)
   select user_id, id, created_at from pins`,
    `insert into api_calls (user_id, type, provider, model, status_code, prompt, tokens, cost,
     duration_ms, request_body, response_body, error_message, created_at)
   select case when i % 50 <> 0 then u.id end,
     case when i % 3 = 0 then 'image' else 'text' end, 'openai',
     case when i % 3 = 0 then 'dall-e-3' else 'gpt-4o' end,
     case when i % 20 = 0 then 500 when i % 33 = 0 then 429 else 200 end,
     'Call ' || i || ': ' || repeat('Write a pin title for a board about cosy autumn kitchens. ', 6),
     case when i % 3 = 0 then 0 else 350 end, case when i % 3 = 0 then 0.04 else 0.0021 end,
     200 + i % 3000, '{"model":"gpt-4o","messages":[]}', '{"choices":[]}',
     case when i % 20 = 0 then 'The provider answered 500' end,
     now() - i * interval '77 seconds'
   from generate_series(1, ${scale.apiCalls}) i
   join (select id, row_number() over (order by created_at) as n from users where role = 'user') u
     on u.n = 1 + i % ${scale.users}`,
    `insert into support_tickets (user_id, name, email, subject, category, status, created_at, updated_at)
   select u.id, u.first_name || ' ' || u.last_name, u.email, 'Question ' || i,
     (array['general', 'billing', 'technical', 'account', 'feedback'])[1 + i % 5],
     case when i % 10 = 0 then 'open' when i % 10 < 4 then 'answered' else 'closed' end,
     now() - i * interval '864 seconds', now() - i * interval '864 seconds' + interval '1 hour'
   from generate_series(1, ${scale.tickets}) i
   join (select id, first_name, last_name, email, row_number() over (order by created_at) as n
     from users where role = 'user') u on u.n = 1 + i % ${scale.users}`,
    `insert into support_messages (ticket_id, author, author_name, body, created_at)
   select t.id, case when m % 2 = 0 then 'customer' else 'staff' end, t.name,
     'Message ' || m || ' about ' || t.subject, t.created_at + m * interval '10 minutes'
   from support_tickets t cross join generate_series(0, t.number % 4) m`,
  ];
}
