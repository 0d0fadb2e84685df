// The workspaces module's public face (ADR 0032): the /api/workspaces routes, and the only writers
// of the workspaces and workspace_members tables, which sign-up and the account purge use. It uses
// no other module.
export { workspaceRoutes } from './routes';
export { createPersonalWorkspace, deleteWorkspacesOwnedOnlyBy } from './workspace-writes';
