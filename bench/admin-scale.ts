// The admin console at scale, on PostgreSQL: 10,000 customers, 50,000 boards, 1,000,000 pins with
// their generations, and 100,000 AI calls, seeded with generate_series in a throwaway database.
// Each read the console makes is timed through the real app (inject: routing, admin session,
// validation, the use-case, the response schema), median and p95 of 20 runs after 2 warm-ups,
// and the plans of the statements it ran are written with EXPLAIN (ANALYZE, BUFFERS).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../src/server/app';
import { LOCAL_AI_CONFIG } from '../src/server/config';
import { createFileMediaStorage } from '../src/server/integrations/storage/media-storage';
import { ensureAdminAccount } from '../src/server/modules/admin';
import { UNREACHABLE_PINTEREST } from '../tests/setup/pinterest';
import { createThrowawayDatabase, postgresReachable } from '../tests/setup/throwaway-postgres';
import { percentile, writeResults } from './support';

const USERS = 10_000;
const BOARDS_PER_USER = 5;
const PINS_PER_BOARD = 20;
const API_CALLS = 100_000;
const RUNS = 20;
const WARM_UPS = 2;
const TARGET_MS = 100;
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { email: 'bench.admin@example.com', password: 'bench-admin-password' };

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
const ZONES = ['UTC', 'Europe/London', 'Europe/Paris', 'America/New_York', 'America/Los_Angeles'];
const MORE_ZONES = [
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
 * 100,000 AI calls over the last 89 days, a third images, 1 in 20 a 500 and 1 in 33 a 429.
 */
const SEED = [
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
     (${list([...ZONES, ...MORE_ZONES])})[1 + i % 10],
     now() - i * interval '52 minutes',
     now() - (i % 100) * interval '1 hour'
   from generate_series(1, ${USERS}) i`,
  `insert into boards (user_id, name, style_config, sort_order, pins_per_day, pinterest_board_id)
   select u.id, 'Board ' || g, '{}', g, 1 + g % 3, case when g = 0 then 'pb-' || u.id end
   from users u cross join generate_series(0, ${BOARDS_PER_USER - 1}) g
   where u.role = 'user'`,
  `insert into pins (user_id, board_id, title, description, image_key, status, scheduled_time,
     posted_at, created_at)
   select b.user_id, b.id, 'Pin ' || k, 'A pin written for the admin benchmark', 'pins/bench.png',
     s.status, case when s.status <> 'generated' then s.at end,
     case when s.status = 'posted' then s.at end,
     now() - (99 - k) * interval '1 day' - m * interval '1 minute'
   from boards b
   cross join generate_series(0, ${PINS_PER_BOARD - 1}) n
   cross join lateral (select b.sort_order * ${PINS_PER_BOARD} + n as k,
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
   from generate_series(1, ${API_CALLS}) i
   join (select id, row_number() over (order by created_at) as n from users where role = 'user') u
     on u.n = 1 + i % ${USERS}`,
];

async function seed(pool: pg.Pool): Promise<Record<string, number>> {
  const client = await pool.connect();
  const seconds: Record<string, number> = {};
  try {
    // Nothing here needs to survive a crash: the database is thrown away.
    await client.query('set synchronous_commit = off');
    await client.query(`set maintenance_work_mem = '256MB'`);
    for (const statement of SEED) {
      const table = /insert into (\w+)/.exec(statement)?.[1] ?? 'seed';
      const started = performance.now();
      await client.query(statement);
      seconds[table] = Number(((performance.now() - started) / 1000).toFixed(1));
    }
    const started = performance.now();
    await client.query('vacuum analyze');
    seconds.vacuumAnalyze = Number(((performance.now() - started) / 1000).toFixed(1));
  } finally {
    client.release();
  }
  return seconds;
}

interface Recorded {
  text: string;
  values: unknown[];
}

/** Keeps the statements the app sends through the pool while `on`, to EXPLAIN them afterwards. */
function recordStatements(pool: pg.Pool) {
  const recorder = { on: false, statements: [] as Recorded[] };
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args) => {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[]?];
    if (recorder.on) {
      const text = typeof config === 'string' ? config : config.text;
      const params = values ?? (typeof config === 'string' ? [] : (config.values ?? []));
      // The session lookup is the same on every admin route; its plan is the auth module's.
      if (!text.includes('"sessions"')) recorder.statements.push({ text, values: params });
    }
    return query(...args);
  };
  return recorder;
}

export async function benchAdminScale() {
  // The scale is PostgreSQL's (PGlite is the small installation's): without a server, say so and go on.
  if (!process.env.BENCH_DATABASE_URL && !(await postgresReachable())) {
    console.log('admin-scale: skipped, no PostgreSQL at 127.0.0.1:5432 (set BENCH_DATABASE_URL)');
    return null;
  }
  const database = await createThrowawayDatabase('pinloom_bench_admin', {
    serverUrl: SERVER_URL,
    connections: 10,
  });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pinloom-bench-admin-'));
  let app: FastifyInstance | null = null;
  try {
    const seedStarted = performance.now();
    const seedSeconds = await seed(database.pool);
    const seedTotal = Number(((performance.now() - seedStarted) / 1000).toFixed(1));
    console.log(`seeded in ${seedTotal} s`, seedSeconds);

    app = await buildApp({
      config: {
        logLevel: 'warn',
        trustProxy: false,
        appSecret: 'bench-secret-bench-secret-bench-secret',
        ai: LOCAL_AI_CONFIG,
      },
      database: { ...database.handle, close: async () => {} },
      media: createFileMediaStorage(path.join(dataDir, 'media')),
      webRoot: null,
      pinterest: UNREACHABLE_PINTEREST,
    });
    await app.ready();
    await ensureAdminAccount({ db: app.db, ...ADMIN });
    const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN });
    const authorization = `Bearer ${(login.json() as { token: string }).token}`;
    const server = app;
    const get = async (url: string) => {
      const response = await server.inject({ method: 'GET', url, headers: { authorization } });
      if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
      return response.json();
    };

    // A customer with everything (an enterprise plan in a far zone), and one AI call.
    const someone = (await get('/api/admin/users?search=user9999%40example.com')).users[0];
    const call = (await get('/api/admin/api-history?limit=1'))[0];
    const requests: [string, string][] = [
      ['stats', '/api/admin/stats'],
      ['recent users', '/api/admin/users/recent'],
      ['users, page 1', '/api/admin/users'],
      ['users, page 250', '/api/admin/users?page=250'],
      ['users, search "smith"', '/api/admin/users?search=smith'],
      ['users, search an email', '/api/admin/users?search=user4242%40'],
      ['users, search, no match', '/api/admin/users?search=nobody-at-all'],
      ['user detail', `/api/admin/users/${someone.id}`],
      ['API history (100)', '/api/admin/api-history'],
      ['API history, image errors', '/api/admin/api-history?type=image&status=error'],
      ['API history, one user', `/api/admin/api-history?user=${encodeURIComponent(someone.email)}`],
      ['API totals', '/api/admin/api-history/totals'],
      ['API totals, text errors', '/api/admin/api-history/totals?type=text&status=error'],
      ['API call detail', `/api/admin/api-history/${call.id}`],
    ];

    const rows = [];
    for (const [name, url] of requests) {
      for (let i = 0; i < WARM_UPS; i += 1) await get(url);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const started = performance.now();
        await get(url);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const ms = (p: number) => Number(percentile(times, p).toFixed(1));
      rows.push({ request: name, medianMs: ms(50), p95Ms: ms(95), underTarget: ms(95) < TARGET_MS });
    }

    // The plans, each statement as the app sent it with its parameters.
    const recorder = recordStatements(database.pool);
    const plans: string[] = [];
    for (const [name, url] of requests) {
      recorder.statements = [];
      recorder.on = true;
      await get(url);
      recorder.on = false;
      for (const { text, values } of recorder.statements) {
        const result = (await database.pool.query(`explain (analyze, buffers) ${text}`, values)) as {
          rows: { 'QUERY PLAN': string }[];
        };
        plans.push(
          `## ${name}: GET ${url}\n\n\`\`\`sql\n${text}\n\`\`\`\n\nparameters: ${JSON.stringify(values)}\n\n` +
            `\`\`\`\n${result.rows.map((row) => row['QUERY PLAN']).join('\n')}\n\`\`\`\n`,
        );
      }
    }
    const plansFile = path.join(import.meta.dirname, 'results', 'admin-scale-plans.md');
    writeFileSync(
      plansFile,
      `# Query plans of the admin console at scale\n\nWritten by \`npm run bench -- admin-scale\` on ${new Date().toISOString()}: ` +
        `${USERS.toLocaleString('en-US')} users, ${(USERS * BOARDS_PER_USER).toLocaleString('en-US')} boards, ` +
        `${(USERS * BOARDS_PER_USER * PINS_PER_BOARD).toLocaleString('en-US')} pins, ${API_CALLS.toLocaleString('en-US')} AI calls (PostgreSQL).\n\n${plans.join('\n')}`,
    );

    const results = {
      benchmark: `admin console reads (inject, ${RUNS} runs after ${WARM_UPS} warm-ups) over ${USERS.toLocaleString('en-US')} users, ${(USERS * BOARDS_PER_USER).toLocaleString('en-US')} boards, ${(USERS * BOARDS_PER_USER * PINS_PER_BOARD).toLocaleString('en-US')} pins and generations, ${API_CALLS.toLocaleString('en-US')} AI calls on PostgreSQL`,
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      target: `p95 under ${TARGET_MS} ms for each`,
      seedSeconds: { total: seedTotal, ...seedSeconds },
      rows,
    };
    console.log(`\n${results.benchmark}`);
    console.table(rows);
    console.log(`written to ${writeResults('admin-scale', results)} and ${plansFile}`);
    return results;
  } finally {
    await app?.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
