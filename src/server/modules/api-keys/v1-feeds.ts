// /api/v1 feeds (ADR 0049): the feeds and sitemaps the workspace's boards follow, following one,
// the board's feed pins a day, reading one now and stopping. Each route calls the feeds module's own
// use-case, as the web app's /api/boards/{id}/feeds routes do; this file only maps.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../shared/api/common';
import {
  addFeedBody,
  boardFeedsResponse,
  feedResponse,
  feedSettingsBody,
  feedSettingsResponse,
  userFeedsResponse,
} from '../../../shared/api/feeds';
import { v1BoardIdParams, v1DeletedResponse, v1FeedParams } from '../../../shared/api/v1';
import { requireWorkspace } from '../../http/auth-guard';
import {
  addFeed,
  checkFeedNow,
  listBoardFeeds,
  listWorkspaceFeeds,
  removeFeed,
  updateFeedSettings,
} from '../feeds';
import { keyRoute } from './v1-route-options';

const refused = { 400: errorResponse, 404: errorResponse };

export const v1FeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const workspaceOf = (request: Parameters<typeof requireWorkspace>[0]) =>
    requireWorkspace(request).workspace.id;

  app.get(
    '/feeds',
    keyRoute('read', 'viewer', {
      summary: 'Every feed and sitemap the workspace follows, on any board, oldest first',
      response: { 200: userFeedsResponse },
    }),
    async (request) => ({
      feeds: await listWorkspaceFeeds({ db: app.db, workspaceId: workspaceOf(request) }),
    }),
  );

  app.get(
    '/boards/:boardId/feeds',
    keyRoute('read', 'viewer', {
      summary: 'The feeds a board follows, its feed_pins_per_day and whether the allowance is used up',
      params: v1BoardIdParams,
      response: { 200: boardFeedsResponse, 404: errorResponse },
    }),
    async (request) =>
      listBoardFeeds({
        db: app.db,
        workspaceId: workspaceOf(request),
        boardId: request.params.boardId,
        now: app.clock.now(),
      }),
  );

  app.post(
    '/boards/:boardId/feeds',
    keyRoute(
      'write',
      'editor',
      {
        summary:
          'Follow an RSS/Atom feed or XML sitemap on a board; it is read at once and refused (400) unless it is one',
        description:
          'The newest feed_pins_per_day articles wait to become pins; older ones are remembered and ' +
          'skipped. A board follows at most 10; the same address twice is 409.',
        params: v1BoardIdParams,
        body: addFeedBody.meta({ example: { url: 'https://blog.example/feed.xml' } }),
        response: { 201: feedResponse, ...refused, 409: errorResponse },
      },
      true,
    ),
    async (request, reply) => {
      const feed = await addFeed({
        db: app.db,
        outbound: app.outbound,
        workspaceId: workspaceOf(request),
        boardId: request.params.boardId,
        url: request.body.url,
        now: app.clock.now(),
      });
      return reply.code(201).send({ feed });
    },
  );

  app.patch(
    '/boards/:boardId/feeds',
    keyRoute('write', 'editor', {
      summary: 'How many pins the board makes from new feed articles a day (1–10)',
      params: v1BoardIdParams,
      body: feedSettingsBody.meta({ example: { feed_pins_per_day: 2 } }),
      response: { 200: feedSettingsResponse, ...refused },
    }),
    async (request) =>
      updateFeedSettings({
        db: app.db,
        workspaceId: workspaceOf(request),
        boardId: request.params.boardId,
        feedPinsPerDay: request.body.feed_pins_per_day,
      }),
  );

  app.post(
    '/boards/:boardId/feeds/:feedId/check',
    keyRoute(
      'write',
      'editor',
      {
        summary: 'Read a feed now; a failure is answered in the feed’s last_error, not as an error',
        params: v1FeedParams,
        response: { 200: feedResponse, ...refused },
      },
      true,
    ),
    async (request) => ({
      feed: await checkFeedNow({
        db: app.db,
        outbound: app.outbound,
        workspaceId: workspaceOf(request),
        boardId: request.params.boardId,
        feedId: request.params.feedId,
        now: app.clock.now(),
      }),
    }),
  );

  app.delete(
    '/boards/:boardId/feeds/:feedId',
    keyRoute('write', 'editor', {
      summary: 'Stop following a feed; pins already made from it stay',
      params: v1FeedParams,
      response: { 200: v1DeletedResponse, ...refused },
    }),
    async (request) => {
      const { boardId, feedId } = request.params;
      await removeFeed({ db: app.db, workspaceId: workspaceOf(request), boardId, feedId });
      return { deleted: true as const, id: feedId };
    },
  );
};
