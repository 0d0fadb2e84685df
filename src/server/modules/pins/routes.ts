// /api/pins: reading and deleting the user's pins (editing and the lifecycle steps: schedule module). Every route here needs a user session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, successResponse } from '../../../shared/api/common';
import { pinIdParams, pinResponse, pinsQuery, pinsResponse } from '../../../shared/api/pins';
import { guardRoutes, signedInUserId } from '../../http/auth-guard';
import { deletePin } from './delete-pin';
import { getPin } from './get-pin';
import { listPins } from './list-pins';
import { toPinDto } from './pin-dto';

export const pinRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = guardRoutes(app, 'user', ['pins']);

  app.get(
    '',
    route({
      summary: 'The signed-in user’s pins, newest first unless order=oldest',
      querystring: pinsQuery,
      response: { 200: pinsResponse, 400: errorResponse },
    }),
    async (request) => {
      const found = await listPins({ db: app.db, userId: signedInUserId(request), filter: request.query });
      return { pins: found.map(({ pin, boardName }) => toPinDto(pin, boardName, app)) };
    },
  );

  app.get(
    '/:id',
    route({
      summary: 'One pin',
      params: pinIdParams,
      response: { 200: pinResponse, 404: errorResponse },
    }),
    async (request) => {
      const { pin, boardName } = await getPin({
        db: app.db,
        userId: signedInUserId(request),
        pinId: request.params.id,
      });
      return { pin: toPinDto(pin, boardName, app) };
    },
  );

  app.delete(
    '/:id',
    route({
      summary: 'Delete a pin and its image, whatever its status (a published pin stays on Pinterest)',
      params: pinIdParams,
      response: { 200: successResponse, 404: errorResponse },
    }),
    async (request) => {
      await deletePin({
        db: app.db,
        media: app.media,
        log: request.log,
        userId: signedInUserId(request),
        pinId: request.params.id,
      });
      return { success: true as const };
    },
  );
};
