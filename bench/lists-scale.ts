import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { users } from '../src/server/db/schema';
import { createSession } from '../src/server/modules/auth';
import { getter, RUNS, timeRequests, WARM_UPS, withScaleApp, writePlans } from './scale-requests';
import { SCALE, SCALE_PINS } from './seed-scale';
import { writeResults } from './support';

const TARGET_MS = 100;
/** In the middle of the seed: nothing about them is first or last. */
const CUSTOMER = 'user5000@example.com';

export async function benchListsScale() {
  return withScaleApp('lists-scale', async (app, database) => {
    // The seed's customers have no password: a session of their own, as signing in would make.
    const [customer] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, CUSTOMER));
    if (!customer) throw new Error(`${CUSTOMER} is not in the scale data`);
    const { token } = await createSession({
      db: app.db,
      userId: customer.id,
      kind: 'user',
      now: app.clock.now(),
    });
    const get = getter(app, token);
    const board = ((await get('/api/boards')) as { boards: { id: string }[] }).boards[2];
    if (!board) throw new Error('the customer has no boards');
    const requests: [string, string][] = [
      ['timeline', '/api/timeline'],
      ['pins (newest first)', '/api/pins'],
      ['review queue', '/api/pins?status=generated&order=oldest'],
      ['pins of a board', `/api/pins?board_id=${board.id}`],
      ['boards', '/api/boards'],
      ['a board’s pins', `/api/boards/${board.id}/pins`],
      ['support tickets', '/api/support/tickets'],
    ];
    const rows = await timeRequests(get, requests, TARGET_MS);
    const plansFile = path.join(import.meta.dirname, 'results', 'lists-scale-plans.md');
    const size =
      `${SCALE.users.toLocaleString('en-US')} users, ${(SCALE.users * SCALE.boardsPerUser).toLocaleString('en-US')} boards, ` +
      `${SCALE_PINS.toLocaleString('en-US')} pins, ${SCALE.apiCalls.toLocaleString('en-US')} AI calls, ` +
      `${SCALE.tickets.toLocaleString('en-US')} support tickets`;
    await writePlans(
      database.pool,
      get,
      requests,
      plansFile,
      `# Query plans of the customer's lists at scale\n\nWritten by \`npm run bench -- lists-scale\` on ${new Date().toISOString()}: ${size} (PostgreSQL); the customer is ${CUSTOMER} (5 boards, 100 pins, 2 tickets).`,
    );
    const results = {
      benchmark: `a customer's lists (inject, ${RUNS} runs after ${WARM_UPS} warm-ups) among ${size} on PostgreSQL`,
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      target: `p95 under ${TARGET_MS} ms for each`,
      seedSeconds: database.seedSeconds,
      rows,
    };
    console.log(`\n${results.benchmark}`);
    console.table(rows);
    console.log(`written to ${writeResults('lists-scale', results)} and ${plansFile}`);
    return results;
  });
}
