// A line above a screen saying what the person's role in this workspace leaves out, and whom to
// ask: the buttons they cannot use are gone, and this says why. The screen gives the words per role.
import { Lock } from 'lucide-react';
import type { WorkspaceRole } from '../../../../shared/api/workspaces';
import { useWorkspaceRole } from '../hooks/use-workspace-role';
import { roleWithArticle } from '../utils/workspace-role';

/** What each role cannot do on the screen, e.g. { viewer: 'you can look at the boards but not change them' }. */
export type RoleLimits = Partial<Record<WorkspaceRole, string>>;

export function RoleNotice({ limits }: { limits: RoleLimits }) {
  const { role, workspace } = useWorkspaceRole();
  const limit = role && limits[role];
  if (!limit || !workspace) return null;
  return (
    <p
      data-notice="role"
      className="mt-6 flex items-start gap-2 rounded-2xl bg-slate-100 px-5 py-4 text-sm font-medium text-slate-800 ring-1 ring-slate-200"
    >
      <Lock className="mt-0.5 h-4 w-4 shrink-0 text-slate-600" aria-hidden="true" />
      <span>
        You are {roleWithArticle(role)} in {workspace.name}: {limit}. Ask an owner or admin of the workspace
        if you need more.
      </span>
    </p>
  );
}
