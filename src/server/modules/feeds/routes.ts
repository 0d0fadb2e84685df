// /api/boards/{id}/feeds: the feeds and sitemaps a board follows. Every route needs a user
// session; a board or feed of another workspace is 404. Members read them; editors change them and
// read one now (ADR 0032).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardIdParams } from '../../../shared/api/boards';
import { errorResponse, successResponse } from '../../../shared/api/common';
import {
  addFeedBody,
  boardFeedParams,
  boardFeedsResponse,
  feedResponse,
  feedSettingsBody,
  feedSettingsResponse,
  userFeedsResponse,
} from '../../../shared/api/feeds';
import { requireSession, requireWorkspace } from '../../http/auth-guard';
import { needsRole } from '../../http/route-docs';
import { addFeed } from './add-feed';
import { checkFeedNow } from './check-feed-now';
import { listBoardFeeds, listWorkspaceFeeds } from './list-board-feeds';
import { removeFeed } from './remove-feed';
import { updateFeedSettings } from './update-feed-settings';

const tags = ['feeds'];
const security = [{ bearerAuth: [] }];
const refused = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession(app, 'user'));

  app.get(
    '/:id/feeds',
    {
      schema: {
        tags,
        security,
        summary:
          'The feeds and sitemaps a board follows, its feed_pins_per_day and whether the allowance is used up',
        params: boardIdParams,
        response: { 200: boardFeedsResponse, ...refused },
      },
      ...needsRole('viewer'),
    },
    async (request) =>
      listBoardFeeds({
        db: app.db,
        workspaceId: requireWorkspace(request).workspace.id,
        boardId: request.params.id,
        now: app.clock.now(),
      }),
  );

  app.post(
    '/:id/feeds',
    {
      schema: {
        tags,
        security,
        summary:
          'Follow an RSS/Atom feed or XML sitemap; it is read at once and refused (400) unless it is one',
        description:
          'The newest feed_pins_per_day articles wait to become pins; older ones are remembered and skipped. ' +
          'A board follows at most 10; the same address twice is 409.',
        params: boardIdParams,
        body: addFeedBody,
        response: { 201: feedResponse, ...refused, 409: errorResponse },
      },
      ...needsRole('editor'),
    },
    async (request, reply) => {
      const feed = await addFeed({
        db: app.db,
        outbound: app.outbound,
        workspaceId: requireWorkspace(request).workspace.id,
        boardId: request.params.id,
        url: request.body.url,
        now: app.clock.now(),
      });
      return reply.code(201).send({ feed });
    },
  );

  // A static segment: find-my-way never takes "settings" for a feed id.
  app.put(
    '/:id/feeds/settings',
    {
      schema: {
        tags,
        security,
        summary: 'How many pins the board makes from new feed articles a day (1–10)',
        params: boardIdParams,
        body: feedSettingsBody,
        response: { 200: feedSettingsResponse, ...refused },
      },
      ...needsRole('editor'),
    },
    async (request) =>
      updateFeedSettings({
        db: app.db,
        workspaceId: requireWorkspace(request).workspace.id,
        boardId: request.params.id,
        feedPinsPerDay: request.body.feed_pins_per_day,
      }),
  );

  app.delete(
    '/:id/feeds/:feedId',
    {
      schema: {
        tags,
        security,
        summary: 'Stop following a feed; pins already made from it stay',
        params: boardFeedParams,
        response: { 200: successResponse, ...refused },
      },
      ...needsRole('editor'),
    },
    async (request) => {
      await removeFeed({
        db: app.db,
        workspaceId: requireWorkspace(request).workspace.id,
        boardId: request.params.id,
        feedId: request.params.feedId,
      });
      return { success: true as const };
    },
  );

  app.post(
    '/:id/feeds/:feedId/check',
    {
      schema: {
        tags,
        security,
        summary: 'Read a feed now; a failure is answered in the feed’s last_error, not as an error',
        params: boardFeedParams,
        response: { 200: feedResponse, ...refused },
      },
      ...needsRole('editor'),
    },
    async (request) => ({
      feed: await checkFeedNow({
        db: app.db,
        outbound: app.outbound,
        workspaceId: requireWorkspace(request).workspace.id,
        boardId: request.params.id,
        feedId: request.params.feedId,
        now: app.clock.now(),
      }),
    }),
  );
};

/**
 * /api/feeds: every feed the workspace follows, on any board, each with its board_id: the Boards page
 * shows each card's Feeds action (its count, or its warning) from this one answer rather than
 * asking once per board.
 */
export const userFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession(app, 'user'));

  app.get(
    '/feeds',
    {
      schema: {
        tags,
        security,
        summary: 'Every feed and sitemap the workspace follows, on any board, oldest first',
        response: { 200: userFeedsResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
      ...needsRole('viewer'),
    },
    async (request) => ({
      feeds: await listWorkspaceFeeds({ db: app.db, workspaceId: requireWorkspace(request).workspace.id }),
    }),
  );
};
