// The workspaces module's public face (ADR 0032): the /api/workspaces routes, and the only writers
// of the workspaces, workspace_members and workspace_invitations tables, which sign-up, account and
// workspace deletion, the account purge and the admin console's suspension use. It uses allowance
// (the plan in force) and mail (the invitation).
export { admitWorkspaceDeletion } from './admit-workspace-deletion';
export {
  admitMembership,
  chosenMembership,
  personalWorkspace,
  requestedWorkspaceParam,
} from './find-workspace';
export { type Membership, refuseBelow } from './membership';
export { invitationRoutes, workspaceRoutes } from './routes';
export {
  clearWorkspaceSuspension,
  createPersonalWorkspace,
  deleteWorkspace,
  deleteWorkspacesOwnedOnlyBy,
  forgetInvitationsTo,
  leaveSharedWorkspaces,
  markWorkspaceSuspended,
  type PlanChange,
  type PostingSettingsChange,
  setPlan,
  setPlanOfEndedSubscriptions,
  setPlanOfLapsedTrials,
  setPostingSettings,
  workspacesOwnedOnlyBy,
} from './workspace-writes';
