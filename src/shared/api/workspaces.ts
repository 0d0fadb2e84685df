// Workspaces (ADR 0032): what a person works in, and the role they hold there.
import { z } from 'zod';

/** From the most to the least a member may do; each role includes those after it. */
export const WORKSPACE_ROLES = ['owner', 'admin', 'editor', 'contributor', 'viewer'] as const;

const workspaceDto = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** The caller's role in it. */
  role: z.enum(WORKSPACE_ROLES),
  created_at: z.string(),
});
export type WorkspaceDto = z.infer<typeof workspaceDto>;

export const workspacesResponse = z.object({
  /** The caller's workspaces, the ones they own first, then by name. */
  workspaces: z.array(workspaceDto),
});
