// The two kinds of session never open each other's doors, on every route the API documents
// (/api/docs/json): an admin route refuses no token and a user token; a user route refuses an
// admin token. Nor do API keys and sessions (ADR 0046): every session route refuses a key, and
// every /api/v1 route a session. Generated from the route table, so a new route is covered the day
// it is added.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAdmin, createUser } from '../factories/users';
import { fillPath, listOperations, type Operation } from '../setup/openapi-operations';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let userToken: string;
let adminToken: string;
/** A write key of an Enterprise workspace: it opens /api/v1 and nothing else. */
let apiKey: string;
let operations: Operation[];
/** Operations that declare a bearer token (OpenAPI `security`). */
let guarded: Set<string>;

const key = (op: Operation) => `${op.method} ${op.path}`;
const SOME_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  userToken = (await createUser(t.db)).token;
  const enterprise = await createUser(t.db, { subscriptionPlan: 'enterprise' });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: bearer(enterprise.token),
    payload: { name: 'Everywhere', scopes: ['read', 'write'] },
  });
  apiKey = created.json().key;
  adminToken = (await createAdmin(t.app, t.db)).token;
  operations = await listOperations(t.app);
  const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { security?: unknown[] }>>;
  };
  guarded = new Set(
    Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => (operation.security ?? []).length > 0)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    ),
  );
});
afterAll(async () => {
  await t.app.close();
});

function call(op: Operation, token: string | null) {
  return t.app.inject({
    method: op.method,
    url: fillPath(op.path, () => SOME_ID),
    headers: token ? bearer(token) : {},
    payload: op.body ? {} : undefined,
  });
}

describe('admin and user sessions on every documented route', () => {
  const isAdminRoute = (op: Operation) => op.path.startsWith('/api/admin/') && op.path !== '/api/admin/login';

  it('finds the admin console routes', () => {
    expect(operations.filter(isAdminRoute).length).toBeGreaterThan(10);
  });

  it('refuses an admin route without a token and with a user token', async () => {
    const admitted: string[] = [];
    for (const op of operations.filter(isAdminRoute)) {
      for (const token of [null, userToken]) {
        const response = await call(op, token);
        if (response.statusCode !== 401 || response.json().code !== 'unauthorized') {
          admitted.push(`${key(op)} ${token ? 'user token' : 'no token'}: ${response.statusCode}`);
        }
      }
    }
    expect(admitted).toEqual([]);
  });

  it('documents every admin route as needing a bearer token', () => {
    expect(operations.filter(isAdminRoute).filter((op) => !guarded.has(key(op)))).toEqual([]);
  });

  it('refuses an admin token on every user route that needs a token', async () => {
    const userRoutes = operations.filter((op) => !op.path.startsWith('/api/admin') && guarded.has(key(op)));
    expect(userRoutes.length).toBeGreaterThan(10);
    const admitted: string[] = [];
    for (const op of userRoutes) {
      const response = await call(op, adminToken);
      if (response.statusCode !== 401) admitted.push(`${key(op)}: ${response.statusCode}`);
    }
    expect(admitted).toEqual([]);
  });
});

describe('API keys and sessions on every documented route', () => {
  const isPublicApi = (op: Operation) => op.path.startsWith('/api/v1/');

  it('refuses an API key on every route that needs a session, admin routes included', async () => {
    const sessionRoutes = operations.filter((op) => !isPublicApi(op) && guarded.has(key(op)));
    expect(sessionRoutes.length).toBeGreaterThan(10);
    const admitted: string[] = [];
    for (const op of sessionRoutes) {
      const response = await call(op, apiKey);
      if (response.statusCode !== 401) admitted.push(`${key(op)}: ${response.statusCode}`);
    }
    expect(admitted).toEqual([]);
  });

  it('refuses a user and an admin session on every /api/v1 route, which the key opens', async () => {
    const publicRoutes = operations.filter(isPublicApi);
    expect(publicRoutes.length).toBeGreaterThanOrEqual(5);
    const admitted: string[] = [];
    for (const op of publicRoutes) {
      for (const token of [userToken, adminToken]) {
        const response = await call(op, token);
        if (response.statusCode !== 401) admitted.push(`${key(op)}: ${response.statusCode}`);
      }
      // The key itself gets past the door (the made-up id is simply not found).
      const keyed = await call(op, apiKey);
      if (keyed.statusCode === 401) admitted.push(`${key(op)} refused its key`);
    }
    expect(admitted).toEqual([]);
  });
});
