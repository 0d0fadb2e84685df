// /api/v1/analytics (ADR 0049): the Analytics page's answers through a key — the summary, the daily
// figures, the top pins and boards, the best times, one pin's days and the CSV export — each the
// same answer as the web app's route, through the analytics module's own use-cases and its plan
// tiers (API access is Enterprise, whose plan has them all). This file only maps.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  analyticsBestTimesResponse,
  analyticsDailyResponse,
  analyticsQuery,
  analyticsSummaryResponse,
  analyticsTopResponse,
  pinAnalyticsParams,
  pinAnalyticsResponse,
} from '../../../shared/api/analytics';
import { errorResponse } from '../../../shared/api/common';
import type { PlanFeature } from '../../../shared/plan-features';
import { requireWorkspace } from '../../http/auth-guard';
import {
  analyticsCsvResponse,
  getAnalyticsDaily,
  getAnalyticsSummary,
  getAnalyticsTop,
  getBestTimes,
  getPinAnalytics,
  scopeForPlan,
  sendAnalyticsCsv,
} from '../analytics';
import { keyRoute } from './v1-route-options';

const refusals = { 400: errorResponse, 404: errorResponse };
const SAME =
  'The same answer as the web app’s; the range is days=7, 30 or 90 (default 30), or from/to (at most 90 days), narrowed by account_id or board_id.';

export const v1AnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = { media: app.media, pinterest: app.pinterest };
  const scopeOf = (
    request: { query: z.infer<typeof analyticsQuery> } & Parameters<typeof requireWorkspace>[0],
    feature: PlanFeature,
  ) => scopeForPlan(app.db, requireWorkspace(request).workspace, request.query, app.clock.now(), feature);

  app.get(
    '/analytics/summary',
    keyRoute('read', 'viewer', {
      summary:
        'Pinterest analytics: the range’s totals against the period before, and how collection is doing',
      description: SAME,
      querystring: analyticsQuery,
      response: { 200: analyticsSummaryResponse, ...refusals },
    }),
    async (request) => {
      const now = app.clock.now();
      const scope = await scopeForPlan(app.db, requireWorkspace(request).workspace, request.query, now);
      return getAnalyticsSummary({ db: app.db, scope, now });
    },
  );

  app.get(
    '/analytics/daily',
    keyRoute('read', 'viewer', {
      summary: 'Pinterest analytics day by day, every day of the range',
      description: SAME,
      querystring: analyticsQuery,
      response: { 200: analyticsDailyResponse, ...refusals },
    }),
    async (request) => getAnalyticsDaily(app.db, await scopeOf(request, 'analytics_charts')),
  );

  app.get(
    '/analytics/top',
    keyRoute('read', 'viewer', {
      summary:
        'The top 10 pins by impressions, with their images and Pinterest pages, and every board’s figures',
      description: SAME,
      querystring: analyticsQuery,
      response: { 200: analyticsTopResponse, ...refusals },
    }),
    async (request) => getAnalyticsTop(app.db, await scopeOf(request, 'analytics_detailed'), links),
  );

  app.get(
    '/analytics/best-times',
    keyRoute('read', 'viewer', {
      summary: 'How pins do by weekday and hour of publishing, and the best window',
      description: `${SAME} The best window is named once 10 pins over 3 hours have figures (enough, needed).`,
      querystring: analyticsQuery,
      response: { 200: analyticsBestTimesResponse, ...refusals },
    }),
    async (request) => getBestTimes(app.db, await scopeOf(request, 'analytics_detailed')),
  );

  app.get(
    '/analytics/pins/:pinId',
    keyRoute('read', 'viewer', {
      summary: 'One published pin’s figures day by day, and its totals',
      description: `${SAME} A pin not published yet is 409 not_published.`,
      params: pinAnalyticsParams,
      querystring: analyticsQuery,
      response: { 200: pinAnalyticsResponse, ...refusals, 409: errorResponse },
    }),
    async (request) =>
      getPinAnalytics(app.db, await scopeOf(request, 'analytics_detailed'), request.params.pinId, links),
  );

  app.get(
    '/analytics/export.csv',
    keyRoute('read', 'viewer', {
      summary: 'Every pin’s figures per day of the range as CSV',
      description: `${SAME} Columns: date, pin_id, title, board and the metrics, one row per pin per day.`,
      querystring: analyticsQuery,
      response: { 200: analyticsCsvResponse, ...refusals },
    }),
    async (request, reply) => sendAnalyticsCsv(reply, app.db, await scopeOf(request, 'analytics_export')),
  );
};
