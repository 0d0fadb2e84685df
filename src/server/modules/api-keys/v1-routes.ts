// /api/v1: the public API (ADR 0046, 0049), opened only by an API key (authenticate-key.ts),
// answering errors as RFC 9457 problems (problem.ts) with RateLimit-* headers on every keyed answer.
// Each route calls the same use-case the web app's route does: the boards, pins, schedule,
// generation, feeds and analytics modules decide; v1-boards.ts, v1-pins.ts, v1-schedule.ts,
// v1-feeds.ts and v1-analytics.ts only map. Paths name their ids (boardId, pinId) and never change
// meaning within v1.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitRules } from '../../http/rate-limit';
import { requireApiKey } from './authenticate-key';
import { registerIdempotency } from './idempotency';
import { v1AnalyticsRoutes } from './v1-analytics';
import { v1BoardRoutes } from './v1-boards';
import { v1FeedRoutes } from './v1-feeds';
import { v1PinRoutes } from './v1-pins';
import { v1ScheduleRoutes } from './v1-schedule';

export const v1Routes: FastifyPluginAsyncZod<{ rateLimits: RateLimitRules }> = async (
  app,
  { rateLimits },
) => {
  app.addHook('onRequest', requireApiKey(app, rateLimits.apiKeyRequests));
  // After the problem details (app.ts registers them on the whole app), so a kept answer is the one sent.
  registerIdempotency(app, (request) => {
    if (!request.apiKeyId) throw new Error(`no API key on ${request.routeOptions.url}`);
    return request.apiKeyId;
  });
  await app.register(v1BoardRoutes);
  await app.register(v1PinRoutes, { rateLimits });
  await app.register(v1ScheduleRoutes);
  await app.register(v1FeedRoutes);
  await app.register(v1AnalyticsRoutes);
};
