// /api/v1/pins (ADR 0046, 0049): list, one, generate (from a board or a URL), edit the words and
// link, approve, reschedule and delete, each through the module that owns the rule (pins, schedule,
// generation); this file only maps. Generating answers once the pins exist (201), so a caller has
// no progress to follow and nothing to poll.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../shared/api/common';
import { approvePinBody } from '../../../shared/api/schedule';
import {
  v1BoardIdParams,
  v1DeletedResponse,
  v1GeneratedPinsResponse,
  v1GenerateFromUrlBody,
  v1PinIdParams,
  v1PinResponse,
  v1PinsQuery,
  v1PinsResponse,
  v1ReschedulePinBody,
  v1ScheduledPinResponse,
  v1UpdatePinBody,
} from '../../../shared/api/v1';
import { AppError } from '../../app-error';
import { isUuid } from '../../db/uuid';
import { requireAuth, requireWorkspace } from '../../http/auth-guard';
import type { RateLimitRules } from '../../http/rate-limit';
import { memberActor } from '../activity';
import { type GenerationContext, generateBoardBatch, preparePagePins, runPagePins } from '../generation';
import { deletePin, getPin, listPins, toPinDto } from '../pins';
import { approvePin, reschedulePin, updatePin } from '../schedule';
import { refuseBelow } from '../workspaces';
import { keyRoute } from './v1-route-options';

const INVALID_CURSOR_MESSAGE = 'cursor must be a next_cursor from an earlier answer';

function pinIdOfCursor(cursor: string): string {
  const pinId = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!isUuid(pinId)) throw new AppError('validation_error', INVALID_CURSOR_MESSAGE);
  return pinId;
}

/** What generating may answer besides 201: the allowance (429), the providers (502, 503). */
const generationRefusals = {
  400: errorResponse,
  404: errorResponse,
  502: errorResponse,
  503: errorResponse,
};

export const v1PinRoutes: FastifyPluginAsyncZod<{ rateLimits: RateLimitRules }> = async (
  app,
  { rateLimits },
) => {
  const generation: GenerationContext = {
    db: app.db,
    media: app.media,
    ai: app.appConfig.ai,
    appSecret: app.appConfig.appSecret,
    pinterest: app.pinterest,
    outbound: app.outbound,
    providerFailureLimit: rateLimits.providerFailuresPerUser,
    clock: app.clock,
  };

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
    '/boards/:boardId/generate',
    keyRoute(
      'write',
      'contributor',
      {
        summary: 'Generate the board’s batch of pins (its pins_per_day, within the plan’s allowance)',
        description:
          'Answers 201 once the pins exist, in review (status generated): no progress to follow and ' +
          'nothing to poll. It takes as long as the AI providers do (seconds per pin), so allow a ' +
          'client timeout of a few minutes, and retry with the same Idempotency-Key: a retry never ' +
          'makes a second batch. message says why the batch is smaller than pins_per_day, when it is.',
        params: v1BoardIdParams,
        response: { 201: v1GeneratedPinsResponse, ...generationRefusals },
      },
      true,
    ),
    async (request, reply) => {
      const { workspace } = requireWorkspace(request);
      const made = await generateBoardBatch(generation, {
        workspace,
        boardId: request.params.boardId,
        actor: memberActor(requireAuth(request).user),
      });
      return reply.code(201).send(made);
    },
  );

  app.post(
    '/pins/generate-from-url',
    keyRoute(
      'write',
      'contributor',
      {
        summary: 'Generate 1–5 pin variants from a page: its words, its photo, linking to it',
        description:
          'The page at url is fetched (http/https, public addresses only, at most 5 MB) and read; each ' +
          'variant counts against the allowance, all reserved up front (429 naming what is left). A page ' +
          'that cannot be read is a 400 and uses nothing. Answers 201 once the pins exist, in review.',
        body: v1GenerateFromUrlBody,
        response: { 201: v1GeneratedPinsResponse, ...generationRefusals },
      },
      true,
    ),
    async (request, reply) => {
      const { workspace } = requireWorkspace(request);
      const { board_id: boardId, url, count } = request.body;
      const prepared = await preparePagePins(generation, { workspace, boardId, count });
      const pins = await runPagePins(generation, {
        workspace,
        prepared,
        url,
        actor: memberActor(requireAuth(request).user),
      });
      return reply.code(201).send({ pins, message: null });
    },
  );

  app.patch(
    '/pins/:pinId',
    keyRoute('write', 'contributor', {
      summary: 'Change a pin’s title, description, alt text or link (a posted pin cannot be edited)',
      description:
        'A new title redraws the image on its kept artwork. Contributors edit pins in review; a ' +
        'scheduled pin’s changes need the editor role.',
      params: v1PinIdParams,
      body: v1UpdatePinBody,
      response: {
        200: v1PinResponse,
        400: errorResponse,
        404: errorResponse,
        409: errorResponse,
        502: errorResponse,
        503: errorResponse,
      },
    }),
    async (request) => {
      const access = requireWorkspace(request);
      const edited = await updatePin({
        db: app.db,
        workspace: access.workspace,
        pinId: request.params.pinId,
        actor: memberActor(requireAuth(request).user),
        media: app.media,
        ai: app.appConfig.ai,
        appSecret: app.appConfig.appSecret,
        repaintLimit: rateLimits.repaintPerUser,
        outbound: app.outbound,
        providerFailureLimit: rateLimits.providerFailuresPerUser,
        log: request.log,
        clock: app.clock,
        input: request.body,
        outsideReview: () => refuseBelow(access, 'editor'),
      });
      return { pin: toPinDto(edited.pin, edited.boardName, app) };
    },
  );

  app.post(
    '/pins/:pinId/approve',
    keyRoute(
      'write',
      'editor',
      {
        summary: 'Approve a pin in review: it is scheduled at scheduled_time, or the next free slot',
        params: v1PinIdParams,
        body: approvePinBody.nullish(),
        response: { 200: v1ScheduledPinResponse, 400: errorResponse, 404: errorResponse },
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

  app.post(
    '/pins/:pinId/reschedule',
    keyRoute(
      'write',
      'editor',
      {
        summary: 'Give a scheduled pin a new time (future, on a day with room)',
        params: v1PinIdParams,
        body: v1ReschedulePinBody,
        response: { 200: v1PinResponse, 400: errorResponse, 404: errorResponse },
      },
      true,
    ),
    async (request) => {
      const moved = await reschedulePin({
        db: app.db,
        clock: app.clock,
        workspace: requireWorkspace(request).workspace,
        pinId: request.params.pinId,
        actor: memberActor(requireAuth(request).user),
        scheduledTime: request.body.scheduled_time,
      });
      return { pin: toPinDto(moved.pin, moved.boardName, app) };
    },
  );

  app.delete(
    '/pins/:pinId',
    keyRoute('write', 'editor', {
      summary: 'Delete a pin and its image, whatever its status (a published pin stays on Pinterest)',
      params: v1PinIdParams,
      response: { 200: v1DeletedResponse, 404: errorResponse },
    }),
    async (request) => {
      await deletePin({
        db: app.db,
        media: app.media,
        log: request.log,
        workspaceId: requireWorkspace(request).workspace.id,
        pinId: request.params.pinId,
        actor: memberActor(requireAuth(request).user),
        now: app.clock.now(),
      });
      return { deleted: true as const, id: request.params.pinId };
    },
  );
};
