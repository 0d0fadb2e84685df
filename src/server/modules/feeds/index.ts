// The feeds module's public face: the /api/boards/{id}/feeds and /api/feeds routes, the 'check-feeds' job's work
// and a workspace's feeds for the export.
export { checkDueFeeds } from './check-due-feeds';
export { listBoardFeeds, listWorkspaceFeeds } from './list-board-feeds';
export { feedRoutes, userFeedRoutes } from './routes';
