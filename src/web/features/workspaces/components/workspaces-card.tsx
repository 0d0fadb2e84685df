// Settings → Team's first card (ADR 0034): the workspaces the person works in, each with its own
// plan; renaming the one this tab works in (owners); deleting one that is not a personal workspace
// (owners, in a dialog); and making another (an agency's client, a second shop), which starts on
// Free and opens at once. The server decides; a refusal is shown with the way on (upgrade the
// workspace that is on Free).
import { useQueryClient } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { WORKSPACE_NAME_MAX, type WorkspaceDto } from '../../../../shared/api/workspaces';
import { getPlan } from '../../../../shared/plans';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { SectionCard } from '../../../components/ui/section-card';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { saveCurrentWorkspaceId } from '../../../lib/current-workspace';
import { useCreateWorkspace, useRenameWorkspace, useWorkspaces } from '../api/workspaces';
import { useCurrentWorkspace } from '../hooks/use-workspace-role';
import { resetWorkspaceData } from '../utils/workspace-data';
import { DeleteWorkspaceDialog } from './delete-workspace-dialog';

export function WorkspacesCard() {
  const workspaces = useWorkspaces();
  const { workspace } = useCurrentWorkspace();
  return (
    <SectionCard
      headingId="settings-workspaces"
      icon={Building2}
      title="Workspaces"
      description="Each workspace has its own boards, Pinterest accounts, team and plan; its owner pays for it."
    >
      {workspaces.data ? (
        <div className="space-y-6">
          <WorkspaceList workspaces={workspaces.data} currentId={workspace?.id ?? null} />
          {workspace?.role === 'owner' && <RenameForm key={workspace.id} workspace={workspace} />}
          <CreateForm workspaces={workspaces.data} />
        </div>
      ) : (
        <LoadingBlock label="Loading your workspaces" />
      )}
    </SectionCard>
  );
}

/** Opens another workspace in this tab, as the header's switcher does. */
function useOpenWorkspace() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (id: string, to: string) => {
    saveCurrentWorkspaceId(id);
    void resetWorkspaceData(queryClient);
    void navigate(to);
  };
}

function WorkspaceList({ workspaces, currentId }: { workspaces: WorkspaceDto[]; currentId: string | null }) {
  const open = useOpenWorkspace();
  const [deleting, setDeleting] = useState<WorkspaceDto | null>(null);
  return (
    <>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {workspaces.map((candidate) => (
          <li key={candidate.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-slate-900">{candidate.name}</p>
              <p className="text-sm text-slate-600">
                {getPlan(candidate.plan).title} plan · you are {candidate.role}
                {candidate.suspended ? ' · suspended' : ''}
              </p>
            </div>
            {candidate.id === currentId ? (
              <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">
                Open in this tab
              </span>
            ) : (
              <Button variant="secondary" onClick={() => open(candidate.id, '/boards')}>
                Open<span className="sr-only"> {candidate.name}</span>
              </Button>
            )}
            {/* A personal workspace goes only with its owner's account (Settings → Your data). */}
            {candidate.role === 'owner' && !candidate.personal && (
              <Button variant="secondary" className="text-red-700" onClick={() => setDeleting(candidate)}>
                Delete<span className="sr-only"> {candidate.name}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {deleting && (
        <DeleteWorkspaceDialog
          workspace={deleting}
          workspaces={workspaces}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}

function RenameForm({ workspace }: { workspace: WorkspaceDto }) {
  const rename = useRenameWorkspace(workspace.id);
  const [name, setName] = useState(workspace.name);
  const [problem, setProblem] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setProblem('Name the workspace.');
      return;
    }
    setProblem(null);
    rename.mutate(
      { name },
      {
        onSuccess: (renamed) => toast.success(`Renamed to ${renamed.name}.`),
        onError: (error) =>
          setProblem(errorMessage(error, 'Could not rename the workspace. Please try again.')),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-label="Rename this workspace" noValidate>
      <FormAlert message={problem} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          className="min-w-0 flex-1"
          label="Name of this workspace"
          name="workspace_name"
          maxLength={WORKSPACE_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={rename.isPending || name === workspace.name}>
          {rename.isPending ? 'Saving...' : 'Rename'}
        </Button>
      </div>
    </form>
  );
}

function CreateForm({ workspaces }: { workspaces: WorkspaceDto[] }) {
  const create = useCreateWorkspace();
  const open = useOpenWorkspace();
  // The one a refusal is about: a workspace of theirs on Free, whose plan page opens from here.
  const onFree = workspaces.find((candidate) => candidate.role === 'owner' && candidate.plan === 'free');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<{ message: string; upgrade: boolean } | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setProblem({
        message: 'Name the new workspace, for example after the client or the shop.',
        upgrade: false,
      });
      return;
    }
    setProblem(null);
    create.mutate(
      { name },
      {
        onSuccess: (created) => {
          setName('');
          toast.success(
            `${created.name} is ready, on the Free plan. Connect its Pinterest account to start.`,
          );
          open(created.id, '/boards');
        },
        onError: (error) =>
          setProblem({
            message: errorMessage(error, 'Could not create the workspace. Please try again.'),
            upgrade: error instanceof ApiError && error.code === 'plan_limit',
          }),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-3" aria-label="Create a workspace" noValidate>
      <h3 className="text-sm font-semibold text-slate-900">Create a workspace</h3>
      <p className="text-sm text-slate-600">
        For a client or another brand. It starts empty on the Free plan, and you can upgrade it on its own.
      </p>
      <FormAlert message={problem?.message ?? null} />
      {problem?.upgrade &&
        (onFree ? (
          <Button variant="secondary" onClick={() => open(onFree.id, '/settings/plan-and-billing')}>
            Upgrade {onFree.name}
          </Button>
        ) : (
          <Link to="/settings/plan-and-billing" className="text-sm font-semibold text-red-700 underline">
            See plans and upgrade
          </Link>
        ))}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          className="min-w-0 flex-1"
          label="Workspace name"
          name="new_workspace_name"
          maxLength={WORKSPACE_NAME_MAX}
          placeholder="Bloom Bakery"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create workspace'}
        </Button>
      </div>
    </form>
  );
}
