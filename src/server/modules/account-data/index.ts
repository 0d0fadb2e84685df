// The account-data module's public face: the data export and account deletion routes (/api/user),
// and deleting a workspace (/api/workspaces/{workspaceId}).
export { accountDataRoutes, workspaceDeletionRoutes } from './routes';
