// The analytics module's public face (issue 29, ADR 0041): the /api/analytics routes, what the
// collection jobs run (jobs/analytics-jobs.ts), and the best posting window for the schedule.
export type { AnalyticsDeps } from './analytics-deps';
export { bestPostingHours } from './best-times';
export { type CollectionResult, collectAccountAnalytics } from './collect-account-analytics';
export { findDueCollections } from './find-due-collections';
export { analyticsRoutes } from './routes';
