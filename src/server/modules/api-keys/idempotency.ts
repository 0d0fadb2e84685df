// Idempotency-Key on /api/v1's POST routes (ADR 0046): the first request with a key is answered
// and its answer kept 24 hours; the same key with the same request (method, path, body) replays
// that answer (with Idempotent-Replayed: true), with another request is 422
// `idempotency_key_reused`, and while the first is still being answered 409 `conflict`. Keys are
// per API key. A 5xx is not kept, so a retry runs again. The header is optional.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../app-error';
import { claimIdempotencyKey, recordIdempotentAnswer, releaseIdempotencyKey } from './idempotency-writes';

const HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The idempotency_keys row this request claimed, whose answer is kept. */
    idempotencyClaim: string | null;
  }
  interface FastifyContextConfig {
    idempotent?: boolean;
  }
}

function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

export function registerIdempotency(app: FastifyInstance, apiKeyIdOf: (request: FastifyRequest) => string) {
  app.decorateRequest('idempotencyClaim', null);

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const sent = request.headers[HEADER];
    if (!request.routeOptions.config.idempotent || sent === undefined) return;
    if (typeof sent !== 'string' || !KEY_PATTERN.test(sent)) {
      throw new AppError('validation_error', 'Idempotency-Key must be 1 to 255 visible ASCII characters');
    }
    const claim = await claimIdempotencyKey(app.db, {
      apiKeyId: apiKeyIdOf(request),
      key: sent,
      fingerprint: fingerprintOf(request),
      now: app.clock.now(),
    });
    if (claim.claimed) {
      request.idempotencyClaim = claim.id;
      return;
    }
    const { row } = claim;
    if (row.fingerprint !== fingerprintOf(request)) {
      throw new AppError(
        'idempotency_key_reused',
        'This Idempotency-Key was used with another request. Use a new key for a new request.',
      );
    }
    if (row.status === null || row.body === null) {
      throw new AppError(
        'conflict',
        'A request with this Idempotency-Key is still being answered. Try again shortly.',
      );
    }
    return reply
      .code(row.status)
      .header('idempotent-replayed', 'true')
      .type(row.contentType ?? 'application/json; charset=utf-8')
      .send(row.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotencyClaim;
    if (!id) return payload;
    request.idempotencyClaim = null;
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await releaseIdempotencyKey(app.db, id);
      return payload;
    }
    await recordIdempotentAnswer(app.db, id, {
      status: reply.statusCode,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      body: payload,
    });
    return payload;
  });
}
