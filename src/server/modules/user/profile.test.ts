import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { Database } from '../../db/connection';
import { expectRefusal } from '../../http/test-support';

let app: FastifyInstance;
let db: Database;

beforeEach(async () => {
  ({ app, db } = await createTestApp());
});
afterEach(async () => {
  await app.close();
});

const put = (token: string, payload: unknown) =>
  app.inject({ method: 'PUT', url: '/api/user/profile', headers: bearer(token), payload: payload as object });

describe('GET /api/user/profile', () => {
  it('returns the signed-in user', async () => {
    const { token, user } = await createUser(db, { firstName: 'Ines', subscriptionPlan: 'starter' });
    const response = await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: user.id,
      first_name: 'Ines',
      subscription_plan: 'starter',
      subscription_status: 'trialing',
    });
  });
});

describe('PUT /api/user/profile', () => {
  it('changes names and time zone, trimming names', async () => {
    const { token } = await createUser(db);
    const response = await put(token, { first_name: ' Ada ', last_name: 'Byron', time_zone: 'asia/tokyo' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      first_name: 'Ada',
      last_name: 'Byron',
      time_zone: 'Asia/Tokyo',
    });
    const again = await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });
    expect(again.json().user.time_zone).toBe('Asia/Tokyo');
  });

  it('changes only the fields sent; an empty body changes nothing', async () => {
    const { token } = await createUser(db, { firstName: 'Kim', lastName: 'Ode' });
    expect((await put(token, { last_name: 'Oduya' })).json().user).toMatchObject({
      first_name: 'Kim',
      last_name: 'Oduya',
    });
    expect((await put(token, {})).json().user).toMatchObject({ first_name: 'Kim', last_name: 'Oduya' });
  });

  it.each([
    [{ time_zone: 'Atlantis/Capital' }, 'Time zone is not a valid IANA time zone'],
    [{ first_name: '' }, 'First name is required'],
    [{ last_name: 'x'.repeat(101) }, 'Last name must be at most 100 characters'],
    [{ email: 'new@example.com' }, 'Unknown field: email'],
    [{ subscription_plan: 'enterprise' }, 'Unknown field: subscription_plan'],
  ])('refuses %o', async (payload, error) => {
    const { token } = await createUser(db);
    const response = await put(token, payload);
    expectRefusal(response, 400, { error, code: 'validation_error' });
  });

  it('needs a session, checked before the body', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      payload: { nonsense: true },
    });
    expect(response.statusCode).toBe(401);
  });
});
