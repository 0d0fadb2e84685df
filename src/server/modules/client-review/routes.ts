// /api/review-links: the workspace's client review links (share: editor; list: viewer; withdraw:
// editor). /api/client-review: the client's page, without an account; the link's token travels in
// request bodies only, so no log holds one (ADR 0032).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientDecisionBody,
  clientDecisionResponse,
  clientReviewResponse,
  createReviewLinkBody,
  createReviewLinkResponse,
  reviewLinksResponse,
  reviewTokenBody,
} from '../../../shared/api/client-review';
import { errorResponse, successResponse } from '../../../shared/api/common';
import { guardRoutes, requireAuth, requireWorkspace } from '../../http/auth-guard';
import { clientAddressKey, consumeRateLimits, type RateLimitRules } from '../../http/rate-limit';
import { memberActor } from '../activity';
import { decideOnPin, openReview } from './client-decisions';
import { createReviewLink, listReviewLinks, withdrawReviewLink } from './review-links';

const linkParams = z.object({ id: z.string().uuid() });

export const reviewLinkRoutes: FastifyPluginAsyncZod<{ rateLimits: RateLimitRules }> = async (
  app,
  { rateLimits },
) => {
  const route = guardRoutes(app, 'user', ['client review']);
  const now = () => app.clock.now();

  app.get(
    '',
    route('viewer', {
      summary: 'The workspace’s client review links, newest first, with what the client decided on each pin',
      response: { 200: reviewLinksResponse },
    }),
    async (request) => ({
      links: await listReviewLinks(app.db, requireWorkspace(request).workspace.id, now()),
    }),
  );

  app.post(
    '',
    {
      ...route('editor', {
        summary: 'Share pins waiting in review with a client: a link that works without an account',
        description:
          'The answer’s url is shown only now (only a hash of its token is kept). 404 for a pin not in this workspace; 409 for a pin no longer in review.',
        body: createReviewLinkBody,
        response: {
          200: createReviewLinkResponse,
          400: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      }),
      preHandler: async (request) =>
        consumeRateLimits({
          db: app.db,
          now: now(),
          checks: [
            {
              key: `review-links:workspace:${requireWorkspace(request).workspace.id}`,
              rule: rateLimits.reviewLinksPerWorkspace,
            },
          ],
        }),
    },
    async (request) =>
      createReviewLink({
        db: app.db,
        workspaceId: requireWorkspace(request).workspace.id,
        actor: memberActor(requireAuth(request).user),
        input: request.body,
        publicUrl: app.appConfig.publicUrl,
        now: now(),
      }),
  );

  app.delete(
    '/:id',
    route('editor', {
      summary: 'Withdraw a review link: its address answers 410 from now on',
      params: linkParams,
      response: { 200: successResponse },
    }),
    async (request) => {
      await withdrawReviewLink({
        db: app.db,
        workspaceId: requireWorkspace(request).workspace.id,
        linkId: request.params.id,
        actor: memberActor(requireAuth(request).user),
        now: now(),
      });
      return { success: true as const };
    },
  );
};

/** The client's two calls: no session, the link's token in the body. */
export const clientReviewRoutes: FastifyPluginAsyncZod<{ rateLimits: RateLimitRules }> = async (
  app,
  { rateLimits },
) => {
  const tags = ['client review'];
  const refusals = { 400: errorResponse, 404: errorResponse, 410: errorResponse, 429: errorResponse };
  const limit = {
    preHandler: async (request: { ip: string }) =>
      consumeRateLimits({
        db: app.db,
        now: app.clock.now(),
        checks: [
          {
            key: `review-links:address:${clientAddressKey(request.ip)}`,
            rule: rateLimits.reviewLinksPerAddress,
          },
        ],
      }),
  };

  app.post(
    '/open',
    {
      schema: {
        tags,
        summary: 'The pins a review link shares, as they will look on Pinterest, with any decisions so far',
        description:
          '404 review_link_invalid for a token no link has; 410 review_link_expired or review_link_revoked.',
        body: reviewTokenBody,
        response: { 200: clientReviewResponse, ...refusals },
      },
      ...limit,
    },
    async (request) => ({
      review: await openReview({
        db: app.db,
        media: app.media,
        token: request.body.token,
        now: app.clock.now(),
      }),
    }),
  );

  app.post(
    '/decide',
    {
      schema: {
        tags,
        summary: 'Approve a pin (it goes into the schedule), ask for changes with a comment, or reject it',
        description:
          'Decisions can change while the pin waits in review; 409 once the team has moved it on, or when approving finds no room (as for an editor).',
        body: clientDecisionBody,
        response: { 200: clientDecisionResponse, 409: errorResponse, ...refusals },
      },
      ...limit,
    },
    async (request) => ({
      pin: await decideOnPin({ db: app.db, media: app.media, clock: app.clock, input: request.body }),
    }),
  );
};
