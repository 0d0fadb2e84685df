// POST /api/brand/from-site (ADR 0040): a brand kit proposed from the workspace's website, for
// editors and above (they edit the boards' brand colors) on Starter and above. Limited per
// workspace, since each proposal fetches several addresses the user gave.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../shared/api/common';
import { brandFromSiteBody, brandFromSiteResponse } from '../../../shared/api/site-brand';
import { guardRoutes, requireWorkspace } from '../../http/auth-guard';
import { consumeRateLimits, type RateLimitRules } from '../../http/rate-limit';
import { proposeSiteBrand } from './propose-site-brand';

export const siteBrandRoutes: FastifyPluginAsyncZod<{ rateLimits: RateLimitRules }> = async (
  app,
  { rateLimits },
) => {
  const route = guardRoutes(app, 'user', ['brand']);

  app.post(
    '/from-site',
    {
      ...route('editor', {
        summary: 'Propose brand colors, a logo and fonts from the workspace’s website (Starter and above)',
        description:
          'Reads the page (and up to 3 of its own stylesheets and one logo) through the outbound rules; ' +
          'saves nothing. 400 for an address that is refused or unreadable; 200 with empty lists and a ' +
          'message when the page has no brand signals.',
        body: brandFromSiteBody,
        response: {
          200: brandFromSiteResponse,
          400: errorResponse,
          403: errorResponse,
          429: errorResponse,
        },
      }),
      preHandler: async (request) =>
        consumeRateLimits({
          db: app.db,
          now: app.clock.now(),
          checks: [
            {
              key: `site-brand:workspace:${requireWorkspace(request).workspace.id}`,
              rule: rateLimits.siteBrandPerWorkspace,
            },
          ],
        }),
    },
    async (request) =>
      proposeSiteBrand({
        outbound: app.outbound,
        workspace: requireWorkspace(request).workspace,
        url: request.body.url,
        now: app.clock.now(),
      }),
  );
};
