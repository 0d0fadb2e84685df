// /api/health: for load balancers and uptime checks; 503 lets them take the process out of rotation.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkDatabase } from './check-database';

const healthy = z.object({ status: z.literal('ok'), database: z.literal('ok') });
const unhealthy = z.object({ status: z.literal('error'), database: z.literal('unavailable') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Is the API up and its database reachable',
        response: { 200: healthy, 503: unhealthy },
      },
    },
    async (request, reply) => {
      if (await checkDatabase({ db: app.db })) return reply.code(200).send({ status: 'ok', database: 'ok' });
      request.log.warn('health check: database unavailable');
      return reply.code(503).send({ status: 'error', database: 'unavailable' });
    },
  );
};
