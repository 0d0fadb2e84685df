// The generate calls (docs/product.md §7): one pin, one pin with streamed progress, or a board's batch,
// for the request's workspace; each needs the contributor role (ADR 0032).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../shared/api/common';
import {
  type GenerationEvent,
  generateBody,
  generateFromLinkBody,
  type PagePinsEvent,
  pinDto,
} from '../../../shared/api/pins';
import { requireAuth, requireSession, requireWorkspace } from '../../http/auth-guard';
import type { RateLimitRules } from '../../http/rate-limit';
import { needsRole } from '../../http/route-docs';
import { memberActor } from '../activity';
import { generateBoardBatch } from './generate-board-batch';
import { preparePagePins, runPagePins } from './generate-from-page';
import { prepareGeneration, runGeneration } from './generate-pin';
import type { GenerationContext } from './generation-context';
import { progressEvents, streamEvents } from './stream-events';

const tags = ['generation'];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  429: errorResponse,
  502: errorResponse,
  503: errorResponse,
};

/** The streaming routes' answer once the stream has begun: server-sent events, not JSON. */
const eventStream = {
  description: 'Server-sent events, one `data: {json}` line each',
  content: { 'text/event-stream': { schema: z.string() } },
};

export const generationRoutes: FastifyPluginAsyncZod<{ rateLimits: RateLimitRules }> = async (
  app,
  { rateLimits },
) => {
  app.addHook('onRequest', requireSession(app, 'user'));
  const context: GenerationContext = {
    db: app.db,
    media: app.media,
    ai: app.appConfig.ai,
    appSecret: app.appConfig.appSecret,
    pinterest: app.pinterest,
    outbound: app.outbound,
    providerFailureLimit: rateLimits.providerFailuresPerUser,
    clock: app.clock,
  };

  app.post(
    '/generate-single-pin',
    {
      schema: {
        tags,
        summary: 'Generate one pin for a board',
        security: [{ bearerAuth: [] }],
        body: generateBody,
        response: { 201: pinDto, ...errors },
      },
      ...needsRole('contributor'),
    },
    async (request, reply) => {
      const { workspace } = requireWorkspace(request);
      const actor = memberActor(requireAuth(request).user);
      const prepared = await prepareGeneration(context, { workspace, boardId: request.body.boardId });
      return reply.code(201).send(await runGeneration(context, { workspace, prepared, actor }));
    },
  );

  app.post(
    '/generate-single-pin-stream',
    {
      schema: {
        tags,
        summary: 'Generate one pin, streaming progress',
        description:
          'Answers lines `data: {json}`: progress events {type:"progress", stage, percent, message} for the ' +
          'stages text, image, compose and save, then {type:"complete", data: pin} or {type:"error", message}. ' +
          'A missing board (404), a used-up allowance (429) or paused generation (503) is refused before ' +
          'the stream starts.',
        security: [{ bearerAuth: [] }],
        body: generateBody,
        response: { 200: eventStream, ...errors },
      },
      ...needsRole('contributor'),
    },
    async (request, reply) => {
      const { workspace } = requireWorkspace(request);
      const actor = memberActor(requireAuth(request).user);
      const prepared = await prepareGeneration(context, { workspace, boardId: request.body.boardId });
      await streamEvents(reply, async (send) => {
        const pin = await runGeneration(context, {
          workspace,
          prepared,
          actor,
          onProgress: progressEvents(send),
        });
        send({ type: 'complete', data: pin } satisfies GenerationEvent);
      });
    },
  );

  app.post(
    '/generate-pins',
    {
      schema: {
        tags,
        summary: "Generate a board's batch of pins (its pins_per_day, within the plan's allowance)",
        security: [{ bearerAuth: [] }],
        body: generateBody,
        response: {
          201: z.object({ pins: z.array(pinDto), message: z.string().nullable() }),
          ...errors,
        },
      },
      ...needsRole('contributor'),
    },
    async (request, reply) => {
      const { workspace } = requireWorkspace(request);
      const actor = memberActor(requireAuth(request).user);
      return reply
        .code(201)
        .send(await generateBoardBatch(context, { workspace, boardId: request.body.boardId, actor }));
    },
  );

  app.post(
    '/generate-from-link',
    {
      schema: {
        tags,
        summary: 'Generate 1–5 pin variants from a page: its words, its photo, linking to it',
        description:
          'The page at `url` is fetched (http/https, public addresses only, at most 5 MB) and read; each ' +
          'variant counts against the allowance, all reserved up front (429 naming what is left). A page ' +
          'that cannot be read (not found, too large, not HTML, too slow) is a 400 and uses nothing.',
        security: [{ bearerAuth: [] }],
        body: generateFromLinkBody,
        response: { 201: z.object({ pins: z.array(pinDto) }), ...errors },
      },
      ...needsRole('contributor'),
    },
    async (request, reply) => {
      const { workspace } = requireWorkspace(request);
      const actor = memberActor(requireAuth(request).user);
      const { boardId, url, count } = request.body;
      const prepared = await preparePagePins(context, { workspace, boardId, count });
      return reply.code(201).send({ pins: await runPagePins(context, { workspace, prepared, url, actor }) });
    },
  );

  app.post(
    '/generate-from-link-stream',
    {
      schema: {
        tags,
        summary: 'Generate pin variants from a page, streaming progress',
        description:
          'Answers lines `data: {json}`: progress events {type:"progress", stage, percent, message} for the ' +
          'stages fetch, image, text, compose and save, then {type:"complete", data: pins} or ' +
          '{type:"error", message} (a page that cannot be read is an error event). A bad link (400), a ' +
          'missing board (404), too few pins left (429) or paused generation (503) is refused before the ' +
          'stream starts.',
        security: [{ bearerAuth: [] }],
        body: generateFromLinkBody,
        response: { 200: eventStream, ...errors },
      },
      ...needsRole('contributor'),
    },
    async (request, reply) => {
      const { workspace } = requireWorkspace(request);
      const actor = memberActor(requireAuth(request).user);
      const { boardId, url, count } = request.body;
      const prepared = await preparePagePins(context, { workspace, boardId, count });
      await streamEvents<PagePinsEvent>(reply, async (send) => {
        const pins = await runPagePins(context, {
          workspace,
          prepared,
          url,
          actor,
          onProgress: progressEvents(send),
        });
        send({ type: 'complete', data: pins });
      });
    },
  );
};
