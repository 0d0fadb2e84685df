// /api/pins: reading, editing and deleting the user's pins (lifecycle steps: schedule module). Every route here needs a user session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, successResponse } from '../../../shared/api/auth';
import { pinIdParams, pinResponse, pinsQuery, pinsResponse } from '../../../shared/api/pins';
import { updatePinBody } from '../../../shared/api/schedule';
import { requireAuth, requireSession } from '../../http/auth-guard';
import type { RateLimitRules } from '../../http/rate-limit';
import { deletePin } from './delete-pin';
import { getPin } from './get-pin';
import { listPins } from './list-pins';
import { toPinDto } from './pin-dto';
import { updatePin } from './update-pin';

const tags = ['pins'];
const security = [{ bearerAuth: [] }];

export const pinRoutes: FastifyPluginAsyncZod<{ rateLimits: RateLimitRules }> = async (
  app,
  { rateLimits },
) => {
  app.addHook('onRequest', requireSession(app, 'user'));

  app.get(
    '',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in user’s pins, newest first unless order=oldest',
        querystring: pinsQuery,
        response: { 200: pinsResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const found = await listPins({
        db: app.db,
        userId: requireAuth(request).user.id,
        filter: request.query,
      });
      return { pins: found.map(({ pin, boardName }) => toPinDto(pin, boardName, app)) };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One pin',
        params: pinIdParams,
        response: { 200: pinResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { pin, boardName } = await getPin({
        db: app.db,
        userId: requireAuth(request).user.id,
        pinId: request.params.id,
      });
      return { pin: toPinDto(pin, boardName, app) };
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a pin’s board, title, description, alt text or time (a posted pin cannot be edited)',
        params: pinIdParams,
        body: updatePinBody,
        response: {
          200: pinResponse,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
          // A move to a board of another look paints new artwork: limited per user when a model
          // paints it (429), and the AI image provider may fail (502).
          429: errorResponse,
          502: errorResponse,
        },
      },
    },
    async (request) => {
      const { pin, boardName } = await updatePin({
        db: app.db,
        media: app.media,
        ai: app.appConfig.ai,
        appSecret: app.appConfig.appSecret,
        repaintLimit: rateLimits.repaintPerUser,
        log: request.log,
        clock: app.scheduleClock,
        userId: requireAuth(request).user.id,
        pinId: request.params.id,
        input: request.body,
      });
      return { pin: toPinDto(pin, boardName, app) };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a pin and its image, whatever its status (a published pin stays on Pinterest)',
        params: pinIdParams,
        response: { 200: successResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      await deletePin({
        db: app.db,
        media: app.media,
        log: request.log,
        userId: requireAuth(request).user.id,
        pinId: request.params.id,
      });
      return { success: true as const };
    },
  );
};
