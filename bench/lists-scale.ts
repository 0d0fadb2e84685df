// The customer's lists at scale, on PostgreSQL (bench/seed-scale.ts: 10,000 customers, 1,000,000
// pins, 100,000 AI calls, 20,000 support tickets): the timeline, the pins list, the review queue,
// the boards and a board's pins, the Help page's tickets, for one customer among them all. Timed
// through the real app (inject) and their plans written with EXPLAIN (ANALYZE, BUFFERS) into
// results/lists-scale-plans.md. The admin console's lists are admin-scale.ts's.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { LOCAL_AI_CONFIG } from '../src/server/config';
import { users } from '../src/server/db/schema';
import { createFileMediaStorage } from '../src/server/integrations/storage/media-storage';
import { createSession } from '../src/server/modules/auth';
import { UNREACHABLE_PINTEREST } from '../tests/setup/pinterest';
import { getter, RUNS, timeRequests, WARM_UPS, writePlans } from './scale-requests';
import { SCALE, SCALE_PINS, scaleDatabase } from './seed-scale';
import { writeResults } from './support';

const TARGET_MS = 100;
/** In the middle of the seed: nothing about them is first or last. */
const CUSTOMER = 'user5000@example.com';

export async function benchListsScale() {
  const database = await scaleDatabase();
  if (!database) {
    console.log('lists-scale: skipped, no PostgreSQL at 127.0.0.1:5432 (set BENCH_DATABASE_URL)');
    return null;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pinloom-bench-lists-'));
  let app: FastifyInstance | null = null;
  try {
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
    // The seed's customers have no password: a session of their own, as signing in would make.
    const [customer] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, CUSTOMER));
    if (!customer) throw new Error(`${CUSTOMER} is not in the scale data`);
    const { token } = await createSession({ db: app.db, userId: customer.id, kind: 'user' });
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
  } finally {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
