// Deleting a workspace (ADR 0034): the owner is told what goes, and types its name to confirm, as
// GitHub asks before deleting a repository. Once deleted, a tab that worked in it opens the
// person's personal workspace; the server refuses anything else (the personal workspace, a
// member below owner) and the dialog shows why.
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import type { WorkspaceDto } from '../../../../shared/api/workspaces';
import { getPlan } from '../../../../shared/plans';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { readCurrentWorkspaceId, saveCurrentWorkspaceId } from '../../../lib/current-workspace';
import { readableErrorMessage } from '../../../lib/readable-error';
import { useDeleteWorkspace } from '../api/workspaces';
import { resetWorkspaceData } from '../utils/workspace-data';

const DELETE_ERROR = 'Could not delete the workspace. Please try again.';
const DANGER_BUTTON = 'bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600';

export function DeleteWorkspaceDialog({
  workspace,
  workspaces,
  onClose,
}: {
  workspace: WorkspaceDto;
  /** All of the person's workspaces: the one to open if this tab worked in the deleted one. */
  workspaces: readonly WorkspaceDto[];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const remove = useDeleteWorkspace(workspace.id);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const matches = typed.trim() === workspace.name;
  const paid = workspace.plan !== 'free';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!matches) {
      setProblem(`Type ${workspace.name} exactly to delete it.`);
      return;
    }
    setProblem(null);
    remove.mutate(
      { confirm_name: typed },
      {
        onSuccess: () => {
          toast.success(`${workspace.name} is deleted.`);
          if (readCurrentWorkspaceId() === workspace.id) {
            const rest = workspaces.filter((candidate) => candidate.id !== workspace.id);
            const personal = rest.find((candidate) => candidate.personal && candidate.role === 'owner');
            const next = personal ?? rest[0];
            if (next) saveCurrentWorkspaceId(next.id);
            void resetWorkspaceData(queryClient);
          }
          onClose();
        },
        onError: (error) => setProblem(readableErrorMessage(error, DELETE_ERROR)),
      },
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!remove.isPending}
      size="sm"
      icon={<Trash2 className="h-5 w-5" aria-hidden="true" />}
      title={`Delete ${workspace.name}?`}
      description="This cannot be undone. When you delete this workspace:"
    >
      <form noValidate onSubmit={submit} className="space-y-4 px-5 py-4 sm:px-6">
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>
            Its boards, pins, images and schedule are deleted at once; scheduled pins are never published.
          </li>
          <li>Its Pinterest accounts are disconnected. Pins already on Pinterest stay there.</li>
          <li>Its feeds, client review links and activity go, and every member loses access.</li>
          {paid && (
            <li>
              Its {getPlan(workspace.plan).title} subscription is canceled at once, with no refund for the
              time left.
            </li>
          )}
        </ul>
        <FormAlert message={problem} />
        <TextField
          label={`Type ${workspace.name} to confirm`}
          name="confirm_name"
          autoComplete="off"
          autoFocus
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={problem !== null || undefined}
        />
        <DialogActions onCancel={onClose} busy={remove.isPending}>
          <Button type="submit" disabled={remove.isPending || !matches} className={DANGER_BUTTON}>
            {remove.isPending ? 'Deleting...' : 'Delete workspace'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
