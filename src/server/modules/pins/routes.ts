// /api/pins: reading and deleting the workspace's pins (editing and the lifecycle steps: schedule
// module). Every route here needs a user session; members read, editors delete (ADR 0032).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, successResponse } from '../../../shared/api/common';
import { pinIdParams, pinResponse, pinsQuery, pinsResponse } from '../../../shared/api/pins';
import { guardRoutes, requireAuth, requireWorkspace } from '../../http/auth-guard';
import { memberActor } from '../activity';
import { deletePin } from './delete-pin';
import { getPin } from './get-pin';
import { listPins } from './list-pins';
import { toPinDto } from './pin-dto';

export const pinRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = guardRoutes(app, 'user', ['pins']);

  app.get(
    '',
    route('viewer', {
      summary: 'The workspace’s pins, newest first unless order=oldest',
      querystring: pinsQuery,
      response: { 200: pinsResponse, 400: errorResponse },
    }),
    async (request) => {
      const found = await listPins({
        db: app.db,
        workspaceId: requireWorkspace(request).workspace.id,
        filter: request.query,
      });
      return { pins: found.map(({ pin, boardName }) => toPinDto(pin, boardName, app)) };
    },
  );

  app.get(
    '/:id',
    route('viewer', {
      summary: 'One pin',
      params: pinIdParams,
      response: { 200: pinResponse, 404: errorResponse },
    }),
    async (request) => {
      const { pin, boardName } = await getPin({
        db: app.db,
        workspaceId: requireWorkspace(request).workspace.id,
        pinId: request.params.id,
      });
      return { pin: toPinDto(pin, boardName, app) };
    },
  );

  app.delete(
    '/:id',
    route('editor', {
      summary: 'Delete a pin and its image, whatever its status (a published pin stays on Pinterest)',
      params: pinIdParams,
      response: { 200: successResponse, 404: errorResponse },
    }),
    async (request) => {
      await deletePin({
        db: app.db,
        media: app.media,
        log: request.log,
        workspaceId: requireWorkspace(request).workspace.id,
        pinId: request.params.id,
        actor: memberActor(requireAuth(request).user),
        now: app.clock.now(),
      });
      return { success: true as const };
    },
  );
};
