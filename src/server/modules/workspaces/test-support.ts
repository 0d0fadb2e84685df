// For other modules' tests (ADR 0032 roles): a second person added to a workspace with a role, to
// check what that role may and may not do. Production code adds members through invitations.
export { addMember } from './workspace-writes';
