// The analytics module's public face (issue 29, ADR 0041): the /api/analytics routes, what the
// collection jobs run (jobs/analytics-jobs.ts), and the best posting window for the schedule.
/**
 * @public The schedule's suggested times are to prefer it (issue 29's "learning", the next step):
 * nothing calls it yet.
 */
export { bestPostingHours } from './best-times';
export { collectAccountAnalytics } from './collect-account-analytics';
export { findDueCollections } from './find-due-collections';
export { analyticsRoutes } from './routes';
