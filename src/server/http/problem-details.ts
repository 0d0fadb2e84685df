// RFC 9457 problem details for /api/v1 (ADR 0046): the app's `{ error, code }` refusal, whatever
// answered it (a use-case, a guard, validation, the rate limit, the router's own refusals of an
// address that names no route), is sent as application/problem+json with the same code, so an
// integrator reads one shape on every error. Registered on the whole app (app.ts), before the
// routes, so it sees the answers given outside the v1 routes' own context too; the router's own
// refusals (unrouted-errors.ts), which no hook sees, send theirs with sendProblem.
import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';

const V1_PREFIX = '/api/v1/';
const MCP_PATH = '/mcp';
const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';

/** Where each code is explained (the developers page's error list). */
const PROBLEM_BASE = 'https://pinloom.app/developers#error-';

export function registerProblemDetails(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isPublicApi(request.url)) return payload;
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    const { error, code } = (body ?? {}) as { error?: unknown; code?: unknown };
    if (typeof error !== 'string' || typeof code !== 'string') return payload;
    reply.type(PROBLEM_TYPE);
    return JSON.stringify(problemOf(reply.statusCode, code, error));
  });
}

/** Whether an address is the public API's or the MCP server's (ADR 0048), whose errors are problems. */
export function isPublicApi(url: string): boolean {
  return url.startsWith(V1_PREFIX) || url === MCP_PATH || url.startsWith(`${MCP_PATH}?`);
}

/** A problem sent as is: for the router's refusals, which no onSend hook sees. */
export function sendProblem(reply: FastifyReply, status: number, code: string, detail: string) {
  return reply
    .code(status)
    .type(PROBLEM_TYPE)
    .send(JSON.stringify(problemOf(status, code, detail)));
}

function problemOf(status: number, code: string, detail: string) {
  return { type: `${PROBLEM_BASE}${code}`, title: STATUS_CODES[status] ?? 'Error', status, detail, code };
}
