// The analytics module's public face (issue 29, ADR 0041): the /api/analytics routes, what the
// collection jobs run (jobs/analytics-jobs.ts), and what the schedule and generation learn (ADR 0045).

export { getBestTimes } from './best-times';
export { collectAccountAnalytics } from './collect-account-analytics';
export { analyticsCsvResponse, sendAnalyticsCsv } from './export-analytics';
export { findDueCollections } from './find-due-collections';
export { getAnalyticsDaily, getAnalyticsTop, getPinAnalytics } from './get-analytics-details';
export { getAnalyticsSummary } from './get-analytics-summary';
export { type BestHours, bestHoursToPrefer, topBoardTitles } from './learning';
export { scopeForPlan } from './read-scope';
export { analyticsRoutes } from './routes';
