// Shared by server tests: a request sent through app.inject as the holder of a session token, and
// the check of a refusal's status and body.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer } from '../../../tests/factories/users';

/** `method url` with `payload` (when given), as the holder of `token`. */
export function sendAs(
  app: FastifyInstance,
  token: string,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
}

/** The answer is the refusal `status` with exactly this error body. */
export function expectRefusal(
  response: LightMyRequestResponse,
  status: number,
  body: { error: string; code: string },
): void {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual(body);
}
