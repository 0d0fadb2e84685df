// The pinterest module's public face: the /api/pinterest routes, demo mode's browser pages, where
// Pinterest is (PinterestDeps), calls on a user's behalf, and what their failures mean.
export { NOT_CONNECTED_MESSAGE, reconnectMessage, toAppError } from './connection-errors';
export { demoPagesRoute } from './demo-pages-route';
export { disconnectAccount, forgetWorkspaceConnections, revokeGrants } from './disconnect-account';
/** @internal for tests and benchmarks, not production code */
export { createOAuthState } from './oauth-states';
export { type PinterestDeps, pinterestImageSources } from './pinterest-deps';
export { appOrigin, queueConnectionLostMail } from './queue-connection-lost-mail';
export { pinterestRoutes } from './routes';
export { withPinterestClient } from './with-pinterest-client';
