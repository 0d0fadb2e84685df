// Inputs the fuzzing (ADR 0018) found answered with a 500: a NUL character in a stored string
// and dates outside the years 1970–9999 (a media key too long: media.test.ts; a board deleted
// during generation: generation.test.ts). Each is a 4xx
// with a message naming the problem, or a clean 404.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pins } from '../../src/server/db/schema';
import { createBoard, createPin } from '../factories/boards';
import { bearer, createUser, registerInput } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let token: string;
let workspaceId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ token, workspaceId } = await createUser(t.db, { subscriptionPlan: 'enterprise' }));
});
afterAll(async () => {
  await t.app.close();
});

const NUL = '\u0000';

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, auth = true) {
  return t.app.inject({ method, url, headers: auth ? bearer(token) : {}, payload: payload as object });
}

describe('a NUL character in a string', () => {
  it.each([
    ['POST', '/api/auth/register', () => ({ ...registerInput(), firstName: `Ma${NUL}ya` }), 'firstName'],
    ['POST', '/api/auth/login', () => ({ email: `a${NUL}@example.com`, password: 'whatever-1' }), 'email'],
    ['POST', '/api/boards', () => ({ name: `Dinners${NUL}` }), 'name'],
    ['PUT', '/api/user/profile', () => ({ last_name: `L${NUL}` }), 'last_name'],
    ['PUT', '/api/settings/ai', () => ({ text_model: `gpt${NUL}` }), 'text_model'],
    ['PUT', '/api/boards/order', () => ({ board_ids: [`x${NUL}`] }), 'board_ids'],
    ['POST', '/api/pinterest/link-board', () => ({ board_id: `b${NUL}` }), 'board_id'],
  ] as const)('%s %s is refused with a 400 naming the field', async (method, url, body, field) => {
    const response = await call(
      method,
      url,
      body(),
      url !== '/api/auth/login' && url !== '/api/auth/register',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_error');
    expect(response.json().error).toContain(field);
    expect(response.json().error).toContain('NUL');
  });

  it('in a pin text is refused and the pin is unchanged', async () => {
    const board = await createBoard(t.db, workspaceId);
    const pin = await createPin(t.db, board);
    const response = await call('PUT', `/api/pins/${pin.id}`, { title: `Soup${NUL}`, description: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('title must not contain a NUL character');
    const [after] = await t.db.select().from(pins).where(eq(pins.id, pin.id));
    expect(after?.title).toBe(pin.title);
  });

  it('in a query is refused, and in an id is a 404', async () => {
    expect(
      (await call('GET', `/api/pinterest/callback?state=a${encodeURIComponent(NUL)}&code=c`)).statusCode,
    ).toBe(400);
    const id = await call('GET', `/api/boards/${encodeURIComponent(`${NUL}`)}`);
    expect(id.statusCode).toBe(404);
  });
});

describe('dates outside the years 1970–9999', () => {
  it.each([
    '/api/pins?from=0000-01-01T00:00:00Z',
    '/api/pins?to=0001-01-01T00:00:00Z',
    '/api/pins?from=1969-12-31T23:59:59Z',
  ])('GET %s is a 400 naming the years', async (url) => {
    const response = await call('GET', url);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/between the years 1970 and 9999/);
  });

  it.each(['9999-12-31T23:59:59Z', '0001-06-01T10:00:00Z', '0000-01-01T00:00:00Z'])(
    'approving, editing or rescheduling at %s is a 4xx and stores nothing',
    async (time) => {
      const board = await createBoard(t.db, workspaceId);
      const generated = await createPin(t.db, board);
      const scheduled = await createPin(t.db, board, {
        status: 'scheduled',
        scheduledTime: new Date(Date.now() + 86_400_000),
      });
      const answers = [
        await call('POST', `/api/pins/${generated.id}/approve`, { scheduled_time: time }),
        await call('PUT', `/api/pins/${generated.id}`, { scheduled_time: time }),
        await call('POST', `/api/pins/${scheduled.id}/reschedule`, { scheduled_time: time }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, answer.body).toBeLessThan(500);
        expect(answer.json().error).toBeTruthy();
      }
      const [afterGenerated] = await t.db.select().from(pins).where(eq(pins.id, generated.id));
      expect(afterGenerated?.status).toBe('generated');
      expect(afterGenerated?.scheduledTime).toBeNull();
      const [afterScheduled] = await t.db.select().from(pins).where(eq(pins.id, scheduled.id));
      expect(afterScheduled?.scheduledTime).toEqual(scheduled.scheduledTime);
    },
  );
});
