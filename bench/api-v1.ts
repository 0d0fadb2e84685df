// Issue 30: the public API's pin list (GET /api/v1/pins, an API key) against the web app's own
// (GET /api/pins, a session) on the same workspace and the same 50 newest pins, flat out on 8
// connections each, in turn twice so both meet the same warm server. The key's door costs a key
// lookup and a rate-limit count per request; the target is v1 at ≥ 70 % of the web route.
import { createBoard, createPin } from '../tests/factories/boards';
import { createUser } from '../tests/factories/users';
import { runLoad } from './load-driver';
import { startBenchServer, writeResults } from './support';

const PINS = 500;
const PAGE = 50;
const DURATION_MS = 5_000;
const CONNECTIONS = 8;
const ROUNDS = 2;
const TARGET_RATIO = 0.7;

export async function benchApiV1() {
  // A limit the load cannot reach: the bench measures the work of a request, not the 600 a minute.
  const server = await startBenchServer({
    rateLimits: { apiKeyRequests: { max: 100_000_000, windowMs: 60_000 } },
  });
  try {
    const db = server.app.db;
    const { token, workspaceId } = await createUser(db, { subscriptionPlan: 'enterprise' });
    const boards = await Promise.all([createBoard(db, workspaceId), createBoard(db, workspaceId)]);
    for (let index = 0; index < PINS; index += 1) {
      const board = boards[index % boards.length];
      if (board) await createPin(db, board, { title: `Pin ${index}` });
    }
    const made = await fetch(`${server.url}/api/api-keys`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'x-workspace-id': workspaceId,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ name: 'Bench', scopes: ['read'] }),
    });
    if (!made.ok) throw new Error(`key: ${made.status} ${await made.text()}`);
    const { key } = (await made.json()) as { key: string };

    const routes = {
      web: {
        path: `/api/pins?limit=${PAGE}`,
        headers: { authorization: `Bearer ${token}`, 'x-workspace-id': workspaceId },
      },
      v1: { path: `/api/v1/pins?limit=${PAGE}`, headers: { authorization: `Bearer ${key}` } },
    };
    const best = { web: 0, v1: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const name of ['web', 'v1'] as const) {
        const route = routes[name];
        const figures = await runLoad({
          url: server.url,
          path: route.path,
          headers: [route.headers],
          durationMs: DURATION_MS,
          connections: CONNECTIONS,
        });
        if (figures.errors > 0) throw new Error(`${name}: ${figures.errors} errors`);
        best[name] = Math.max(best[name], figures.requestsPerSecond);
      }
    }
    const ratio = best.v1 / best.web;
    const results = {
      pins: PINS,
      page: PAGE,
      connections: CONNECTIONS,
      database: process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite',
      webRequestsPerSecond: Math.round(best.web),
      v1RequestsPerSecond: Math.round(best.v1),
      ratio: Number(ratio.toFixed(3)),
      target: TARGET_RATIO,
      met: ratio >= TARGET_RATIO,
    };
    console.table([results]);
    console.log(`results: ${writeResults('api-v1', results)}`);
    return results;
  } finally {
    await server.close();
  }
}
