// Publishing now: POST /post-pins for several scheduled pins, POST /pinterest/create-pin for one.
// Both need a user session and the editor role in the request's workspace (ADR 0032), and go
// through the same exactly-once path as the queue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../shared/api/common';
import { pinIdParams } from '../../../shared/api/pins';
import {
  createPinterestPinBody,
  createPinterestPinResponse,
  postPinsBody,
  postPinsResponse,
  retryPinResponse,
} from '../../../shared/api/publishing';
import { AppError } from '../../app-error';
import { requireAuth, requireSession, requireWorkspace } from '../../http/auth-guard';
import { needsRole } from '../../http/route-docs';
import { memberActor } from '../activity';
import { PIN_NOT_FOUND_MESSAGE, type PinWithBoard, toPinDto } from '../pins';
import { publishNow } from './publish-now';
import type { PublishingDeps } from './publishing-deps';
import { retryPin } from './retry-pin';

const tags = ['publishing'];
const security = [{ bearerAuth: [] }];

export const publishingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession(app, 'user'));
  const deps = (): PublishingDeps => ({
    db: app.db,
    media: app.media,
    pinterest: app.pinterest,
    appSecret: app.appConfig.appSecret,
    clock: app.clock,
  });
  const pinDto = ({ pin, boardName }: PinWithBoard) => toPinDto(pin, boardName, app);

  app.post(
    '/post-pins',
    {
      schema: {
        tags,
        security,
        summary: 'Publish scheduled pins to Pinterest now; each is posted, failed or skipped with a reason',
        body: postPinsBody,
        response: {
          200: postPinsResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
      ...needsRole('editor'),
    },
    async (request) => {
      const items = await publishNow(deps(), {
        workspace: requireWorkspace(request).workspace,
        pinIds: request.body.pin_ids,
        actor: memberActor(requireAuth(request).user),
      });
      return {
        success: true as const,
        posted: items.flatMap((i) => (i.outcome === 'posted' ? [pinDto(i.pin)] : [])),
        failed: items.flatMap((i) => (i.outcome === 'failed' ? [{ id: i.id, error: i.error }] : [])),
        skipped: items.flatMap((i) => (i.outcome === 'skipped' ? [{ id: i.id, reason: i.reason }] : [])),
      };
    },
  );

  app.post(
    '/pinterest/create-pin',
    {
      schema: {
        tags,
        security,
        summary: 'Publish one scheduled pin to Pinterest now',
        body: createPinterestPinBody,
        response: {
          200: createPinterestPinResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
          429: errorResponse,
          502: errorResponse,
          503: errorResponse,
        },
      },
      ...needsRole('editor'),
    },
    async (request) => {
      const { workspace } = requireWorkspace(request);
      const [item] = await publishNow(deps(), {
        workspace,
        pinIds: [request.body.pin_id],
        actor: memberActor(requireAuth(request).user),
      });
      if (item?.outcome === 'posted') {
        return { success: true as const, pin: pinDto(item.pin) };
      }
      if (item?.outcome === 'failed') throw item.problem;
      const reason = item?.reason ?? PIN_NOT_FOUND_MESSAGE;
      throw new AppError(reason === PIN_NOT_FOUND_MESSAGE ? 'not_found' : 'conflict', reason);
    },
  );

  app.post(
    '/pins/:id/retry',
    {
      schema: {
        tags,
        security,
        summary: 'Retry a pin that failed to publish: scheduled again and published now if it can be',
        params: pinIdParams,
        response: {
          200: retryPinResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
      ...needsRole('editor'),
    },
    async (request) => {
      const result = await retryPin(deps(), {
        workspace: requireWorkspace(request).workspace,
        pinId: request.params.id,
        actor: memberActor(requireAuth(request).user),
      });
      return {
        success: true as const,
        pin: pinDto(result.pin),
        outcome: result.outcome,
        message: result.message,
      };
    },
  );
};
