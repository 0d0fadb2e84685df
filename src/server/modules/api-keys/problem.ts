// RFC 9457 problem details for /api/v1 (ADR 0046): the app's `{ error, code }` refusal, whatever
// answered it (a use-case, a guard, validation, the rate limit), is sent as
// application/problem+json with the same code, so an integrator reads one shape on every error.
import { STATUS_CODES } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Where each code is explained (the developers page's error list). */
const PROBLEM_BASE = 'https://pinloom.app/developers#error-';

export function registerProblemDetails(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    const { error, code } = (body ?? {}) as { error?: unknown; code?: unknown };
    if (typeof error !== 'string' || typeof code !== 'string') return payload;
    reply.type('application/problem+json; charset=utf-8');
    return JSON.stringify({
      type: `${PROBLEM_BASE}${code}`,
      title: STATUS_CODES[reply.statusCode] ?? 'Error',
      status: reply.statusCode,
      detail: error,
      code,
    });
  });
}
