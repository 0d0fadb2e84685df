// The header's workspace switcher (ADR 0032), for people in more than one workspace: which one
// this tab works in and their role there. Choosing another stores it for this tab, forgets what
// the screens loaded from the one left and opens the boards, where work starts.
import { useQueryClient } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { saveCurrentWorkspaceId } from '../../../lib/current-workspace';
import { useCurrentWorkspace } from '../hooks/use-workspace-role';
import { resetWorkspaceData } from '../utils/workspace-data';

export function WorkspaceSwitcher({ className = '' }: { className?: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { workspace, workspaces } = useCurrentWorkspace();
  const selectId = useId();
  const roleId = useId();

  if (!workspace || workspaces.length < 2) return null;

  function choose(id: string) {
    if (id === workspace?.id) return;
    saveCurrentWorkspaceId(id);
    void resetWorkspaceData(queryClient);
    void navigate('/boards');
  }

  return (
    <div className={`flex min-w-0 items-center gap-2 ${className}`}>
      <Building2 className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
      <label htmlFor={selectId} className="sr-only">
        Workspace
      </label>
      <select
        id={selectId}
        value={workspace.id}
        onChange={(event) => choose(event.target.value)}
        aria-describedby={roleId}
        className="min-w-0 flex-1 truncate rounded-full border border-slate-300 bg-white py-2 pr-8 pl-3 text-sm font-semibold text-slate-800 hover:border-slate-400 sm:max-w-56 sm:flex-none"
      >
        {workspaces.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
            {candidate.suspended ? ' (suspended)' : ''}
          </option>
        ))}
      </select>
      <span
        id={roleId}
        className="shrink-0 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700"
      >
        <span className="sr-only">Your role: </span>
        {workspace.role}
      </span>
    </div>
  );
}
