// /api/v1: the public API (ADR 0046), opened only by an API key (authenticate-key.ts), answering
// errors as RFC 9457 problems (problem.ts) with RateLimit-* headers on every keyed answer. Each route
// calls the same use-case the web app's route does: the boards and pins modules decide, this file
// only maps. Paths name their ids (boardId, pinId) and never change meaning within v1.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiKeyScope } from '../../../shared/api/api-keys';
import { errorResponse } from '../../../shared/api/common';
import { approvePinBody } from '../../../shared/api/schedule';
import {
  v1BoardIdParams,
  v1BoardResponse,
  v1BoardsResponse,
  v1PinIdParams,
  v1PinResponse,
  v1PinsQuery,
  v1PinsResponse,
  v1ScheduledPinResponse,
} from '../../../shared/api/v1';
import type { WorkspaceRole } from '../../../shared/api/workspaces';
import { AppError } from '../../app-error';
import { isUuid } from '../../db/uuid';
import { requireAuth, requireWorkspace } from '../../http/auth-guard';
import type { RateLimitRule } from '../../http/rate-limit';
import { memberActor } from '../activity';
import { findBoard, listBoards, toBoardDto } from '../boards';
import { getPin, listPins, toPinDto } from '../pins';
import { approvePin } from '../schedule';
import { requireApiKey } from './authenticate-key';
import { registerIdempotency } from './idempotency';

/** The tag /api/docs lists first. */
const V1_TAG = 'Public API v1';
const keySecurity = [{ apiKey: [] }];

function keyRoute<Schema extends { response: object }>(
  scope: ApiKeyScope,
  role: WorkspaceRole,
  schema: Schema,
  idempotent = false,
) {
  const note =
    scope === 'write'
      ? 'Needs an API key with the write scope, whose creator holds the editor role or higher now.'
      : 'Needs an API key (read or write scope).';
  return {
    schema: {
      tags: [V1_TAG],
      security: keySecurity,
      description: note,
      ...schema,
      response: { ...schema.response, 401: errorResponse, 403: errorResponse, 429: errorResponse },
    },
    config: { apiKey: { scope, role }, idempotent },
  };
}

const INVALID_CURSOR_MESSAGE = 'cursor must be a next_cursor from an earlier answer';

function pinIdOfCursor(cursor: string): string {
  const pinId = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!isUuid(pinId)) throw new AppError('validation_error', INVALID_CURSOR_MESSAGE);
  return pinId;
}

export const v1Routes: FastifyPluginAsyncZod<{ rule: RateLimitRule }> = async (app, options) => {
  app.addHook('onRequest', requireApiKey(app, options.rule));
  // After the problem details (app.ts registers them on the whole app), so a kept answer is the one sent.
  registerIdempotency(app, (request) => {
    if (!request.apiKeyId) throw new Error(`no API key on ${request.routeOptions.url}`);
    return request.apiKeyId;
  });

  app.get(
    '/boards',
    keyRoute('read', 'viewer', {
      summary: 'The workspace’s boards in their saved order',
      response: { 200: v1BoardsResponse },
    }),
    async (request) => {
      const boards = await listBoards({ db: app.db, workspaceId: requireWorkspace(request).workspace.id });
      return { boards: boards.map(toBoardDto) };
    },
  );

  app.get(
    '/boards/:boardId',
    keyRoute('read', 'viewer', {
      summary: 'One board',
      params: v1BoardIdParams,
      response: { 200: v1BoardResponse, 404: errorResponse },
    }),
    async (request) => ({
      board: toBoardDto(
        await findBoard({
          db: app.db,
          workspaceId: requireWorkspace(request).workspace.id,
          boardId: request.params.boardId,
        }),
      ),
    }),
  );

  app.get(
    '/pins',
    keyRoute('read', 'viewer', {
      summary: 'The workspace’s pins, newest first, a page at a time (status and board_id filter them)',
      querystring: v1PinsQuery,
      response: { 200: v1PinsResponse },
    }),
    async (request) => {
      const { cursor, limit, ...filter } = request.query;
      const found = await listPins({
        db: app.db,
        workspaceId: requireWorkspace(request).workspace.id,
        filter: { ...filter, limit: limit + 1, order: 'newest' },
        afterPinId: cursor ? pinIdOfCursor(cursor) : undefined,
      });
      const page = found.slice(0, limit);
      const last = page.at(-1);
      return {
        pins: page.map(({ pin, boardName }) => toPinDto(pin, boardName, app)),
        next_cursor: found.length > limit && last ? Buffer.from(last.pin.id).toString('base64url') : null,
      };
    },
  );

  app.get(
    '/pins/:pinId',
    keyRoute('read', 'viewer', {
      summary: 'One pin',
      params: v1PinIdParams,
      response: { 200: v1PinResponse, 404: errorResponse },
    }),
    async (request) => {
      const { pin, boardName } = await getPin({
        db: app.db,
        workspaceId: requireWorkspace(request).workspace.id,
        pinId: request.params.pinId,
      });
      return { pin: toPinDto(pin, boardName, app) };
    },
  );

  app.post(
    '/pins/:pinId/approve',
    keyRoute(
      'write',
      'editor',
      {
        summary: 'Approve a pin in review: it is scheduled at scheduled_time, or the next free slot',
        description:
          'Needs an API key with the write scope, whose creator holds the editor role or higher now. ' +
          'Send an Idempotency-Key (1 to 255 visible characters) to retry safely: for 24 hours the same ' +
          'key and request replay the first answer (Idempotent-Replayed: true), and the same key with ' +
          'another request is refused with 422 idempotency_key_reused.',
        params: v1PinIdParams,
        body: approvePinBody.nullish(),
        response: { 200: v1ScheduledPinResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse },
      },
      true,
    ),
    async (request) => {
      const placed = await approvePin({
        db: app.db,
        clock: app.clock,
        workspace: requireWorkspace(request).workspace,
        pinId: request.params.pinId,
        actor: memberActor(requireAuth(request).user),
        scheduledTime: request.body?.scheduled_time,
      });
      return {
        pin: toPinDto(placed.pin, placed.boardName, app),
        ...(placed.notice !== null && { notice: placed.notice }),
      };
    },
  );
};
