// Every sign-up and sign-in rule answers 400 with a sentence naming the field, never a 500.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerInput } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import { expectRefusal } from '../../http/test-support';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await createTestApp());
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as object });

async function expectInvalid(url: string, payload: unknown, error: string) {
  const response = await post(url, payload);
  expectRefusal(response, 400, { error, code: 'validation_error' });
}

function without(key: string) {
  const input: Record<string, unknown> = { ...registerInput() };
  delete input[key];
  return input;
}

describe('sign-up validation', () => {
  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['email', 'Email is required'],
    ['password', 'Password is required'],
    ['subscriptionPlan', 'Choose a plan: free, starter, pro or enterprise'],
    ['billingCycle', 'Billing cycle must be monthly or yearly'],
  ])('requires %s', async (field, message) => {
    await expectInvalid('/api/auth/register', without(field), message);
  });

  it.each([
    [{ firstName: '   ' }, 'First name is required'],
    [{ password: 'short12' }, 'Password must be at least 8 characters long'],
    [{ password: '        ' }, 'Password cannot be only spaces'],
    [{ password: ' \t \n    ' }, 'Password cannot be only spaces'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ firstName: 'x'.repeat(101) }, 'First name must be at most 100 characters'],
    [{ lastName: 'x'.repeat(101) }, 'Last name must be at most 100 characters'],
    [{ email: `${'x'.repeat(250)}@example.com` }, 'Email must be at most 254 characters'],
    [{ password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ timeZone: 'x'.repeat(65) }, 'Time zone must be at most 64 characters'],
    [{ subscriptionPlan: 'platinum' }, 'Choose a plan: free, starter, pro or enterprise'],
    [{ billingCycle: 'weekly' }, 'Billing cycle must be monthly or yearly'],
  ])('refuses %o', async (override, message) => {
    await expectInvalid('/api/auth/register', { ...registerInput(), ...override }, message);
  });

  it('refuses wrong types, naming the field', async () => {
    await expectInvalid(
      '/api/auth/register',
      { ...registerInput(), firstName: 42 },
      'First name is required',
    );
    await expectInvalid(
      '/api/auth/register',
      { ...registerInput(), password: ['x'] },
      'Password is required',
    );
    await expectInvalid(
      '/api/auth/register',
      { ...registerInput(), timeZone: 3 },
      'Time zone must be a string',
    );
  });

  it('refuses unknown fields, naming them', async () => {
    await expectInvalid('/api/auth/register', { ...registerInput(), role: 'admin' }, 'Unknown field: role');
  });

  it('refuses a body that is not an object', async () => {
    await expectInvalid('/api/auth/register', [1, 2], 'Request body must be a JSON object');
    const empty = await app.inject({ method: 'POST', url: '/api/auth/register' });
    expectRefusal(empty, 400, { error: 'Request body must be a JSON object', code: 'validation_error' });
  });
});

describe('sign-in validation', () => {
  it('requires email and password', async () => {
    await expectInvalid('/api/auth/login', { password: 'whatever1' }, 'Email is required');
    await expectInvalid('/api/auth/login', { email: 'a@example.com' }, 'Password is required');
    await expectInvalid('/api/auth/login', { email: ' ', password: 'x' }, 'Email is required');
    await expectInvalid('/api/auth/login', { email: 'a@example.com', password: '' }, 'Password is required');
    await expectInvalid('/api/admin/login', { email: 'a@example.com' }, 'Password is required');
  });

  it('refuses over-long input and unknown fields', async () => {
    const password = 'x'.repeat(129);
    await expectInvalid(
      '/api/auth/login',
      { email: 'a@example.com', password },
      'Password must be at most 128 characters',
    );
    await expectInvalid(
      '/api/auth/login',
      { email: 'a@example.com', password: 'x', remember: true },
      'Unknown field: remember',
    );
  });
});

describe('malformed requests', () => {
  it('answers 400 invalid_json to a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com", ',
    });
    expectRefusal(response, 400, { error: 'Request body is not valid JSON', code: 'invalid_json' });
  });

  it('answers 413 to a body over 1 MB', async () => {
    const response = await post('/api/auth/register', {
      ...registerInput(),
      firstName: 'x'.repeat(1_100_000),
    });
    expectRefusal(response, 413, { error: 'Request body is too large', code: 'payload_too_large' });
  });

  it('answers 415 to a body that is not JSON by content type', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': type },
        payload: 'email=a@example.com&password=x',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe('unsupported_media_type');
    }
  });
});
