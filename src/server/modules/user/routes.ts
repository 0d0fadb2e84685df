// /api/user: the signed-in user's own account. Every route here needs a user session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileResponse, updateProfileBody } from '../../../shared/api/auth';
import { errorResponse } from '../../../shared/api/common';
import { requireAuth, requireSession, signedInUserId } from '../../http/auth-guard';
import { signedInRoute } from '../../http/route-docs';
import { updateProfile } from './update-profile';
import { toUserDto } from './user-dto';

const route = signedInRoute(['user']);

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession(app, 'user'));

  app.get(
    '/profile',
    route({
      summary: 'The signed-in user',
      response: { 200: profileResponse, 401: errorResponse },
    }),
    // The guard already loaded the user with the session; no second query needed.
    async (request) => ({ user: toUserDto(requireAuth(request).user) }),
  );

  app.put(
    '/profile',
    route({
      summary: 'Change names or time zone',
      body: updateProfileBody,
      response: { 200: profileResponse, 400: errorResponse, 401: errorResponse },
    }),
    async (request) => {
      const user = await updateProfile({ db: app.db, userId: signedInUserId(request), input: request.body });
      return { user: toUserDto(user) };
    },
  );
};
