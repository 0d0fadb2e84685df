// Shared by server tests: a request sent through app.inject as the holder of a session token.
import type { FastifyInstance } from 'fastify';
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
