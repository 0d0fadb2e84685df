// The feeds module's public face: the /api/boards/{id}/feeds and /api/feeds routes, the 'check-feeds' job's work,
// a workspace's feeds for the export, and the use-cases /api/v1's feed routes call (ADR 0049).
export { addFeed } from './add-feed';
export { checkDueFeeds } from './check-due-feeds';
export { checkFeedNow } from './check-feed-now';
export { listBoardFeeds, listWorkspaceFeeds } from './list-board-feeds';
export { removeFeed } from './remove-feed';
export { feedRoutes, userFeedRoutes } from './routes';
export { updateFeedSettings } from './update-feed-settings';
