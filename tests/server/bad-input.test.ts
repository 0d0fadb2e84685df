// Every documented route, called by a signed-in user with malformed ids, bodies and queries,
// answers a 4xx with a message: never a 500, never an empty error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let token: string;
let routes: { method: string; url: string }[];

const GARBAGE_BODIES: unknown[] = [
  {},
  [],
  'text',
  42,
  null,
  {
    boardId: 12,
    name: ['x'],
    title: { a: 1 },
    scheduled_time: 'yesterday',
    date: '2026-13-45',
    board_ids: 'all',
  },
  { unknown_field: true },
  { name: 'x'.repeat(10_000), description: 'y'.repeat(10_000), title: 'z'.repeat(10_000) },
];
const GARBAGE_IDS = ['not-a-uuid', '00000000-0000-0000-0000-000000000000', '%00', "1' or '1'='1"];

beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await createUser(t.db, { subscriptionPlan: 'enterprise' }));
  const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => ['get', 'post', 'put', 'delete'].includes(method))
      .map((method) => ({ method: method.toUpperCase(), url: path })),
  );
});
afterAll(async () => {
  await t.app.close();
});

function withIds(url: string, id: string): string {
  return url.replace(/\{[^}]+\}/g, encodeURIComponent(id)).replace('/{*}', `/${encodeURIComponent(id)}`);
}

describe('malformed input', () => {
  it('knows the routes it walks', () => {
    expect(routes.length).toBeGreaterThan(25);
  });

  it('never answers a 500 to a malformed id, body or query', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      if (route.url.startsWith('/api/docs') || route.url === '/api/auth/logout') continue;
      for (const id of GARBAGE_IDS) {
        const url = `${withIds(route.url, id)}?limit=-5&offset=abc&status=nonsense&from=never&board_id=${encodeURIComponent(id)}`;
        const bodies = route.method === 'GET' || route.method === 'DELETE' ? [undefined] : GARBAGE_BODIES;
        for (const body of bodies) {
          const response = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: {
              ...bearer(token),
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            payload: body === undefined ? undefined : JSON.stringify(body),
          });
          const error = String(response.headers['content-type'] ?? '').includes('json')
            ? response.json().error
            : 'non-JSON';
          if (response.statusCode >= 500 || (response.statusCode >= 400 && !error)) {
            failures.push(
              `${route.method} ${url} ${JSON.stringify(body)?.slice(0, 60)} → ${response.statusCode} ${error}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
