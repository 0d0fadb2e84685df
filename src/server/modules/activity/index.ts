// The activity module's public face (ADR 0032): the workspace's activity log (/api/activity) and
// the only writers of activity_events, which the modules where things happen call in their own
// transactions. It uses no other module.
export {
  type Actor,
  deleteActivityBefore,
  type MemberActor,
  memberActor,
  recordActivity,
  SYSTEM_ACTOR,
} from './activity-writes';
export { activityRoutes } from './routes';
