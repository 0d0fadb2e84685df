// Every documented route, called by a signed-in user with malformed ids, bodies and queries,
// answers a 4xx with a message: never a 500, never an empty error.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PinterestEmulator, startPinterestEmulator } from '../../emulators/pinterest/server';
import { connectThroughRoutes } from '../../src/server/modules/pinterest/test-support';
import { createBoard, createPin } from '../factories/boards';
import { bearer, createAdmin, createUser } from '../factories/users';
import { UNREACHABLE_BILLING } from '../setup/billing';
import { takeContradictions } from '../setup/openapi-conformance';
import {
  fillPath,
  listOperations,
  type Operation,
  type OwnIds,
  plausible,
} from '../setup/openapi-operations';
import { pinterestFor } from '../setup/pinterest';
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

function withIds(url: string, id: string): string {
  return url.replace(/\{[^}]+\}/g, encodeURIComponent(id)).replace('/{*}', `/${encodeURIComponent(id)}`);
}

describe('malformed input', () => {
  beforeAll(async () => {
    // Billing configured, so the payment routes answer bad input rather than "not set up" (503).
    t = await createTestApp({ billing: UNREACHABLE_BILLING });
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

  it('knows the routes it walks', () => {
    expect(routes.length).toBeGreaterThan(25);
  });

  it('never answers a 500 to a malformed id, body or query', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      if (route.url.startsWith('/api/docs') || route.url.startsWith('/api/auth/logout')) continue;
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
          // /api/v1 answers RFC 9457 problems (ADR 0046): the message is their detail.
          const error = String(response.headers['content-type'] ?? '').includes('json')
            ? (response.json().error ?? response.json().detail)
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

// Property-based: every operation of /api/docs/json, called with requests that are right but for
// malformed or extreme values (NUL, 10⁵-character strings, deep JSON, huge numbers, dates out of
// range, wrong types, path tricks) in its path, query or body, or for the request itself (a body
// that is not JSON, one over the size limit, JSON that does not parse, a broken percent-encoding).
// No answer may be a 5xx or a 4xx without a message, every answer must be what the document says
// (tests/setup/openapi-conformance.ts), no stream may end in an internal error, and the server must
// stay healthy. The seed is fixed, so every run sends the same requests; FUZZ_SEED=<n> tries others
// and replays a failure that names its seed.
describe('fuzzing every documented operation', () => {
  /** Ends the walk's session by design, as it should with the right password: walked last. */
  const DELETE_ACCOUNT = '/api/user/delete-account';
  /** Requests per operation; about 2,700 in all keep the suite to a minute or so on 2 cores. */
  const RUNS = 30;
  const SEED = Number(process.env.FUZZ_SEED ?? 25_0425);
  /** The app's clock, fixed: plausible times are the day after it. */
  const NOW = new Date('2026-03-16T09:00:00Z');
  let emulator: PinterestEmulator;
  let f: TestApp;
  let userToken: string;
  let adminToken: string;
  let keyToken: string;
  let ids: OwnIds;
  let operations: Operation[];

  beforeAll(async () => {
    emulator = await startPinterestEmulator({ port: 0 });
    f = await createTestApp({
      pinterest: pinterestFor(emulator),
      billing: UNREACHABLE_BILLING,
      clock: { now: () => NOW, random: () => 0.5 },
    });
    const { token, workspaceId } = await createUser(f.db, { subscriptionPlan: 'enterprise' });
    userToken = token;
    // Connected to the (emulated) Pinterest, so its routes go past "not connected".
    await connectThroughRoutes(f.app, token);
    adminToken = (await createAdmin(f.app, f.db)).token;
    // The public API is opened by a key of the same workspace (ADR 0046), so the walk gets past its door.
    const created = await f.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: bearer(token),
      payload: { name: 'Fuzzing', scopes: ['write'] },
    });
    keyToken = created.json().key;
    const board = await createBoard(f.db, workspaceId);
    const pin = await createPin(f.db, board, { media: f.media });
    const scheduled = await createPin(f.db, board, {
      media: f.media,
      status: 'scheduled',
      scheduledTime: new Date(NOW.getTime() + 2 * 86_400_000),
    });
    ids = { board: board.id, pin: pin.id, scheduledPin: scheduled.id, now: NOW };
    // Deletions last, so the things they delete are there for the other operations; the user's
    // own AI provider just before them, so no generation goes to a provider the fuzzer configured;
    // and deleting the account (the plausible password is the user's) after everything else.
    const rank = (op: Operation) =>
      op.path === DELETE_ACCOUNT ? 3 : op.method === 'DELETE' ? 2 : op.path === '/api/settings/ai' ? 1 : 0;
    operations = (await listOperations(f.app))
      // Signing out (here or everywhere, app or console) would end the session the rest of the walk uses.
      // Live chat's streams stay open until the client leaves (ADR 0043): inject would wait for ever;
      // their refusals are tested over real HTTP in modules/support/live-chat.test.ts.
      .filter(
        (op) =>
          !op.path.startsWith('/api/docs') &&
          !op.path.startsWith('/api/auth/logout') &&
          !op.path.startsWith('/api/admin/logout') &&
          !/\/chats?\/(?:visitor\/)?(?:\{id\}\/)?stream$/.test(op.path),
      )
      .sort((a, b) => rank(a) - rank(b));
    console.info(
      `Fuzzing ${operations.length} operations × ${RUNS} requests with seed ${SEED} (FUZZ_SEED=${SEED} replays it)`,
    );
    // Whatever the setup's own requests met is the setup's business, not the first operation's.
    takeContradictions();
  });
  afterAll(async () => {
    await f.app.close();
    await emulator.close();
  });

  const NASTY_STRINGS = [
    '\u0000',
    'board\u0000name',
    'x'.repeat(100_000),
    '',
    '   ',
    '../../../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    "' or '1'='1",
    '<script>alert(1)</script>',
    '\uD800',
    '😀'.repeat(200),
    '0000-01-01T00:00:00Z',
    '0001-06-01T10:00:00Z',
    '1969-12-31T23:59:59Z',
    '9999-12-31T23:59:59Z',
    '+275760-09-13T00:00:00Z',
    '2026-02-30T10:00:00Z',
    '0000-01-01',
    '9999-12-31',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'NaN',
    '-1',
    '1e309',
    '__proto__',
  ];
  const nastyString = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  );
  const nastyNumber = fc.oneof(
    fc.constantFrom(0, -1, 0.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MAX_SAFE_INTEGER),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );
  const deepValue = (depth: number): unknown => {
    let value: unknown = 'bottom';
    for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
    return value;
  };
  const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
    { weight: 4, arbitrary: nastyString },
    { weight: 2, arbitrary: nastyNumber },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false, {}, [], deepValue(500)) },
    { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.object({ maxDepth: 2 }) },
  );

  /**
   * What is wrong with the request as a whole, if anything: its body sent as another type, over
   * the 1 MB limit or cut short, or its address broken by a stray percent sign.
   */
  type Envelope = 'as-is' | 'text-body' | 'huge-body' | 'cut-json' | 'broken-escape';
  /** A percent sign that starts no valid escape (%A is one hex digit short). */
  const BROKEN_ESCAPE = '%E0%A4%A';
  const envelope = fc.oneof(
    { weight: 16, arbitrary: fc.constant<Envelope>('as-is') },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Envelope>('text-body', 'huge-body', 'cut-json', 'broken-escape'),
    },
  );

  interface FuzzRequest {
    method: Operation['method'];
    url: string;
    /** The body's text, or undefined for no body. */
    payload: string | undefined;
    contentType: string;
    token: string;
  }

  function requestFor(op: Operation): fc.Arbitrary<FuzzRequest> {
    const ownId = op.path.startsWith('/api/boards')
      ? ids.board
      : op.path.includes('schedule')
        ? ids.scheduledPin
        : ids.pin;
    const pathValue = fc.oneof(
      fc.constant(op.path.startsWith('/media') ? `pins/${ids.pin}.png` : ownId),
      nastyString,
      fc.uuid(),
    );
    const query = fc.record(
      Object.fromEntries(
        op.query.map(({ name, schema }) => [
          name,
          fc.option(
            fc.oneof(fc.constant(String(plausible(schema, name, ids))), nastyString, nastyNumber.map(String)),
          ),
        ]),
      ),
    );
    const base = op.body ? plausible(op.body, 'body', ids) : undefined;
    const fields = [...Object.keys(op.body?.properties ?? {}), 'unknown_field'];
    const body: fc.Arbitrary<string | undefined> = op.body
      ? fc.oneof(
          { weight: 1, arbitrary: fc.constant(JSON.stringify(base)) },
          {
            weight: 6,
            arbitrary: fc
              .record({ field: fc.constantFrom(...fields), value: nastyValue })
              .map(({ field, value }) => JSON.stringify({ ...(base as object), [field]: value })),
          },
          { weight: 1, arbitrary: nastyValue.map((value) => JSON.stringify(value)) },
          { weight: 1, arbitrary: fc.constant(`${'['.repeat(50_000)}${']'.repeat(50_000)}`) },
        )
      : fc.constant(undefined);
    return fc
      .record({ pathValue, query, body, envelope })
      .map(({ pathValue: value, query: q, body: payload, envelope: wrong }) => {
        const search = new URLSearchParams();
        for (const [name, text] of Object.entries(q)) if (text !== null) search.set(name, text as string);
        const path = fillPath(op.path, () => value);
        const request: FuzzRequest = {
          method: op.method,
          url: `${path}${search.size ? `?${search}` : ''}`,
          payload,
          contentType: 'application/json',
          token: op.path.startsWith('/api/admin')
            ? adminToken
            : op.path.startsWith('/api/v1/')
              ? keyToken
              : userToken,
        };
        const sendsBody = op.method !== 'GET';
        if (wrong === 'text-body' && sendsBody)
          return { ...request, payload: 'plain words', contentType: 'text/plain' };
        if (wrong === 'huge-body' && sendsBody) return { ...request, payload: `"${'x'.repeat(1_100_000)}"` };
        if (wrong === 'cut-json' && sendsBody)
          return { ...request, payload: (payload ?? '{"a":1}').slice(0, -1) };
        if (wrong === 'broken-escape') {
          // In the path, where the router decodes it: in a parameter's place when there is one.
          const broken = op.pathParams.length
            ? fillPath(op.path.replace(/\{[^}]+\}/, BROKEN_ESCAPE), () => value)
            : `${path}${BROKEN_ESCAPE}`;
          return { ...request, url: `${broken}${search.size ? `?${search}` : ''}` };
        }
        return request;
      });
  }

  /** What is wrong with the answer, or null. */
  function problemWith(response: Awaited<ReturnType<TestApp['app']['inject']>>): string | null {
    const type = String(response.headers['content-type'] ?? '');
    if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 200)}`;
    // Outside /api and /media (a path like /media/../../etc/passwd resolves there), a plain-text
    // 404 is the web app's own answer.
    const plainNotFound = response.statusCode === 404 && type.startsWith('text/plain');
    // /api/v1 answers RFC 9457 problems (ADR 0046), whose message is their detail.
    const message = type.includes('json') && (response.json().error ?? response.json().detail);
    if (response.statusCode >= 400 && !plainNotFound && !message) {
      return `${response.statusCode} without a message`;
    }
    if (type.includes('text/event-stream') && response.body.includes('"code":"internal_error"')) {
      return `stream ended in an internal error: ${response.body.slice(-200)}`;
    }
    // The conformance check of the test app looked at this answer already.
    const contradictions = takeContradictions();
    return contradictions.length > 0 ? contradictions.join('; ') : null;
  }

  it('walks every operation but sign-out and the docs', () => {
    expect(operations.length).toBeGreaterThan(80);
  });

  it(`answers malformed and extreme values with a documented 4xx and a message, never a 5xx (seed ${SEED})`, async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const op of operations) {
      const before = failures.length;
      const result = await fc.check(
        fc.asyncProperty(requestFor(op), async (request) => {
          sent += 1;
          const response = await f.app.inject({
            method: request.method,
            url: request.url,
            headers: {
              ...bearer(request.token),
              ...(request.payload === undefined ? {} : { 'content-type': request.contentType }),
            },
            payload: request.payload,
          });
          const problem = problemWith(response);
          if (problem) {
            failures.push(
              `${request.method} ${request.url.slice(0, 300)} ${request.payload?.slice(0, 300)} → ${problem.slice(0, 1000)}`,
            );
          }
          return problem === null;
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
      // fc.check(…, { seed, path }) replays the failing request alone.
      const replay = `(seed ${SEED}, path ${result.counterexamplePath})`;
      if (result.failed && failures.length === before) {
        failures.push(`${op.method} ${op.path} ${replay}: ${String(result.errorInstance)}`);
      } else if (result.failed) {
        failures[failures.length - 1] += ` ${replay}`;
      }
      // A route that ends the session would leave the rest of the walk answering 401s.
      const profile = await f.app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: bearer(userToken),
      });
      if (profile.statusCode !== 200 && op.path !== DELETE_ACCOUNT) {
        failures.push(`${op.method} ${op.path} ended the walk's session`);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(operations.length * RUNS);
    const health = await f.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
  }, 240_000);
});
