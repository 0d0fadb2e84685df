// Workspaces (ADR 0032): what a person works in, and the role they hold there; each holds its own
// plan (ADR 0034).
import { z } from 'zod';
import { PLAN_NAMES } from '../plans';

/** From the most to the least a member may do; each role includes those after it. */
export const WORKSPACE_ROLES = ['owner', 'admin', 'editor', 'contributor', 'viewer'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

const workspaceDto = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** The caller's role in it. */
  role: z.enum(WORKSPACE_ROLES),
  created_at: z.string(),
  /** The one a request that names none acts in: the person's last used (ADR 0032). */
  last_used: z.boolean(),
  /** Staff suspended it: its content is read-only and its pins are held (ADR 0032). */
  suspended: z.boolean(),
  /** The plan it holds (ADR 0034: each workspace has its own; its owner pays). */
  plan: z.enum(PLAN_NAMES),
  /** Its paying owner's personal workspace (their first): it goes only with their account. */
  personal: z.boolean(),
});
export type WorkspaceDto = z.infer<typeof workspaceDto>;

export const workspacesResponse = z.object({
  /** The caller's workspaces, the ones they own first, then by name. */
  workspaces: z.array(workspaceDto),
});
export type WorkspacesResponse = z.infer<typeof workspacesResponse>;

/** The most workspaces one person may own (ADR 0034). */
export const MAX_OWNED_WORKSPACES = 50;
export const WORKSPACE_NAME_MAX = 60;

const workspaceName = z
  .string({ message: 'Name the workspace' })
  .trim()
  .min(1, 'Name the workspace')
  .max(WORKSPACE_NAME_MAX, `A workspace name is at most ${WORKSPACE_NAME_MAX} characters`);

/** POST /api/workspaces and PUT /api/workspaces/{workspaceId}. */
export const workspaceNameBody = z.object({ name: workspaceName });
export type WorkspaceNameBody = z.infer<typeof workspaceNameBody>;

export const workspaceResponse = z.object({ workspace: workspaceDto });

/**
 * DELETE /api/workspaces/{workspaceId}: the workspace's name, typed again (GitHub's "type the name to
 * confirm"), so no slip of a button deletes a client's boards and pins.
 */
export const deleteWorkspaceBody = z.object({
  confirm_name: z
    .string({ message: 'Type the workspace’s name to confirm' })
    .trim()
    .min(1, 'Type the workspace’s name to confirm')
    .max(200, 'Type the workspace’s name to confirm'),
});
export type DeleteWorkspaceBody = z.infer<typeof deleteWorkspaceBody>;

/** The typed name is not the workspace's (400 validation_error). */
export function confirmNameMismatchMessage(workspaceName: string): string {
  return `The name does not match. Type ${workspaceName} exactly to delete it.`;
}

/** A person's personal workspace is deleted only with their account (409 personal_workspace). */
export const PERSONAL_WORKSPACE_DELETE_MESSAGE =
  'Your personal workspace goes only with your account: delete the account in Settings → Your data.';

/** A co-owner asks to delete the paying owner's personal workspace (409 personal_workspace). */
export function othersPersonalWorkspaceMessage(workspaceName: string): string {
  return `${workspaceName} is the personal workspace of the owner who pays for it: it goes only with their account.`;
}

/** The roles an invitation may give: ownership is handed to a member, never sent by a link. */
export const INVITABLE_ROLES = ['admin', 'editor', 'contributor', 'viewer'] as const;

/** What each role may do, as the Team screen explains it (ADR 0032). */
export const ROLE_DESCRIPTIONS: Record<WorkspaceRole, string> = {
  owner: 'Everything, plus billing and deleting the workspace',
  admin: 'Members, Pinterest connections and workspace settings',
  editor: 'Boards, generating, editing, approving and scheduling pins',
  contributor: 'Generating and editing pins; cannot approve or publish',
  viewer: 'Sees everything; changes nothing',
};

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

const memberDto = z.object({
  user_id: z.string().uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(WORKSPACE_ROLES),
  joined_at: z.string(),
});

const invitationDto = z.object({
  id: z.string().uuid(),
  email: z.string(),
  role: z.enum(INVITABLE_ROLES),
  /** Who sent it; null once that account is gone. */
  invited_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  /** Past expires_at and not accepted: it can be sent again. */
  expired: z.boolean(),
});

export const membersResponse = z.object({
  members: z.array(memberDto),
  /** Invitations neither accepted nor revoked, newest first. */
  invitations: z.array(invitationDto),
  /** People the workspace's plan allows, owners included; null: unlimited. */
  member_limit: z.number().int().nullable(),
});
export type MembersResponse = z.infer<typeof membersResponse>;

export const inviteBody = z.object({
  email: z.string().trim().email('Enter a valid email address').max(254),
  role: z.enum(INVITABLE_ROLES, { message: 'Choose admin, editor, contributor or viewer' }),
});
export type InviteBody = z.infer<typeof inviteBody>;

export const invitationResponse = z.object({ invitation: invitationDto });

export const changeRoleBody = z.object({
  role: z.enum(WORKSPACE_ROLES, { message: 'Choose owner, admin, editor, contributor or viewer' }),
});

/** What the invitation page shows before anyone signs in. */
export const invitationPreviewResponse = z.object({
  workspace_name: z.string(),
  invited_by: z.string().nullable(),
  email: z.string(),
  role: z.enum(INVITABLE_ROLES),
  expires_at: z.string(),
});

export const acceptInvitationBody = z.object({ token: z.string().min(1).max(200) });

export const acceptInvitationResponse = z.object({ workspace: workspaceDto });

/** Why an invitation link cannot be used, by error code; the invitation page shows the sentence. */
export const INVITATION_ERRORS = {
  invitation_invalid: 'This invitation link is not valid. Ask for a new one.',
  invitation_expired: 'This invitation has expired. Ask the person who invited you to send a new one.',
  invitation_used: 'This invitation has already been used.',
  invitation_revoked: 'This invitation was withdrawn. Ask the person who invited you to send a new one.',
  invitation_other_email:
    'This invitation was sent to another email address. Sign in with that address to accept it.',
} as const;
export type InvitationError = keyof typeof INVITATION_ERRORS;
