// The analytics routes (issue 29, ADR 0041): every member may read them; what each answers is the
// plan's (summary on every plan, daily from Starter, top pins, best times and one pin from Pro, the
// CSV export on Enterprise), refused with 403 plan_feature below it.
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
import { guardRoutes, requireWorkspace } from '../../http/auth-guard';
import { getBestTimes } from './best-times';
import { analyticsCsvResponse, sendAnalyticsCsv } from './export-analytics';
import { getAnalyticsDaily, getAnalyticsTop, getPinAnalytics } from './get-analytics-details';
import { getAnalyticsSummary } from './get-analytics-summary';
import { scopeForPlan } from './read-scope';

const refusals = { 400: errorResponse, 403: errorResponse, 404: errorResponse };

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = guardRoutes(app, 'user', ['analytics']);
  const links = { media: app.media, pinterest: app.pinterest };

  /** The request's scope, after the plan's check for `feature` (none: every plan). */
  async function scopeOf(
    request: { query: z.infer<typeof analyticsQuery> } & Parameters<typeof requireWorkspace>[0],
    feature?: PlanFeature,
  ) {
    const { workspace } = requireWorkspace(request);
    const now = app.clock.now();
    return { scope: await scopeForPlan(app.db, workspace, request.query, now, feature), now };
  }

  app.get(
    '/summary',
    route('viewer', {
      summary: 'Totals of the range against the period before, and how collection is doing (every plan)',
      querystring: analyticsQuery,
      response: { 200: analyticsSummaryResponse, ...refusals },
    }),
    async (request) => {
      const { scope, now } = await scopeOf(request);
      return getAnalyticsSummary({ db: app.db, scope, now });
    },
  );

  app.get(
    '/daily',
    route('viewer', {
      summary: 'Figures day by day, every day of the range (Starter and up)',
      querystring: analyticsQuery,
      response: { 200: analyticsDailyResponse, ...refusals },
    }),
    async (request) => getAnalyticsDaily(app.db, (await scopeOf(request, 'analytics_charts')).scope),
  );

  app.get(
    '/top',
    route('viewer', {
      summary: 'The top 10 pins by impressions, and every board’s figures (Pro and up)',
      querystring: analyticsQuery,
      response: { 200: analyticsTopResponse, ...refusals },
    }),
    async (request) => getAnalyticsTop(app.db, (await scopeOf(request, 'analytics_detailed')).scope, links),
  );

  app.get(
    '/best-times',
    route('viewer', {
      summary: 'How pins do by weekday and hour of publishing, and the best window (Pro and up)',
      querystring: analyticsQuery,
      response: { 200: analyticsBestTimesResponse, ...refusals },
    }),
    async (request) => getBestTimes(app.db, (await scopeOf(request, 'analytics_detailed')).scope),
  );

  app.get(
    '/pins/:pinId',
    route('viewer', {
      summary: 'One published pin’s figures day by day (Pro and up)',
      params: pinAnalyticsParams,
      querystring: analyticsQuery,
      response: { 200: pinAnalyticsResponse, ...refusals, 409: errorResponse },
    }),
    async (request) => {
      const { scope } = await scopeOf(request, 'analytics_detailed');
      return getPinAnalytics(app.db, scope, request.params.pinId, links);
    },
  );

  app.get(
    '/export.csv',
    route('viewer', {
      summary: 'Every pin’s figures per day of the range as CSV (Enterprise)',
      querystring: analyticsQuery,
      response: { 200: analyticsCsvResponse, ...refusals },
    }),
    async (request, reply) =>
      sendAnalyticsCsv(reply, app.db, (await scopeOf(request, 'analytics_export')).scope),
  );
};
