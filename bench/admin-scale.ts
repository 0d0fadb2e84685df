import os from 'node:os';
import path from 'node:path';
import { ensureAdminAccount } from '../src/server/modules/admin';
import { getter, RUNS, timeRequests, WARM_UPS, withScaleApp, writePlans } from './scale-requests';
import { SCALE, SCALE_PINS } from './seed-scale';
import { writeResults } from './support';

const TARGET_MS = 100;
const ADMIN = { email: 'bench.admin@example.com', password: 'bench-admin-password' };

export async function benchAdminScale() {
  // The scale data (bench/seed-scale.ts), shared with the other benchmarks at scale.
  return withScaleApp('admin-scale', async (app, database) => {
    await ensureAdminAccount({ db: app.db, ...ADMIN, now: app.clock.now() });
    const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN });
    const get = getter(app, (login.json() as { token: string }).token);

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
      ['support tickets, page 1', '/api/admin/support/tickets'],
      ['support tickets, open', '/api/admin/support/tickets?status=open'],
      ['support tickets, page 100', '/api/admin/support/tickets?page=100'],
    ];

    const rows = await timeRequests(get, requests, TARGET_MS);
    const plansFile = path.join(import.meta.dirname, 'results', 'admin-scale-plans.md');
    await writePlans(
      database.pool,
      get,
      requests,
      plansFile,
      `# Query plans of the admin console at scale\n\nWritten by \`npm run bench -- admin-scale\` on ${new Date().toISOString()}: ` +
        `${SCALE.users.toLocaleString('en-US')} users, ${(SCALE.users * SCALE.boardsPerUser).toLocaleString('en-US')} boards, ` +
        `${SCALE_PINS.toLocaleString('en-US')} pins, ${SCALE.apiCalls.toLocaleString('en-US')} AI calls, ${SCALE.tickets.toLocaleString('en-US')} support tickets (PostgreSQL).`,
    );

    const results = {
      benchmark: `admin console reads (inject, ${RUNS} runs after ${WARM_UPS} warm-ups) over ${SCALE.users.toLocaleString('en-US')} users, ${(SCALE.users * SCALE.boardsPerUser).toLocaleString('en-US')} boards, ${SCALE_PINS.toLocaleString('en-US')} pins and generations, ${SCALE.apiCalls.toLocaleString('en-US')} AI calls on PostgreSQL`,
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      target: `p95 under ${TARGET_MS} ms for each`,
      seedSeconds: database.seedSeconds,
      rows,
    };
    console.log(`\n${results.benchmark}`);
    console.table(rows);
    console.log(`written to ${writeResults('admin-scale', results)} and ${plansFile}`);
    return results;
  });
}
