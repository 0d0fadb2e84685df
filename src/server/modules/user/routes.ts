// /api/user: the signed-in user's own account. Every route here needs a user session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileResponse, updateProfileBody } from '../../../shared/api/auth';
import { errorResponse } from '../../../shared/api/common';
import { guardRoutes, requireAuth, signedInUserId } from '../../http/auth-guard';
import { updateProfile } from './update-profile';
import { toUserDto } from './user-dto';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = guardRoutes(app, 'user', ['user']);

  app.get(
    '/profile',
    route('self', {
      summary: 'The signed-in user',
      response: { 200: profileResponse },
    }),
    // The guard already loaded the user with the session; no second query needed.
    async (request) => ({ user: await toUserDto(app.db, requireAuth(request).user) }),
  );

  app.put(
    '/profile',
    route('self', {
      summary: 'Change names or time zone',
      body: updateProfileBody,
      response: { 200: profileResponse, 400: errorResponse },
    }),
    async (request) => {
      const user = await updateProfile({ db: app.db, userId: signedInUserId(request), input: request.body });
      return { user: await toUserDto(app.db, user) };
    },
  );
};
