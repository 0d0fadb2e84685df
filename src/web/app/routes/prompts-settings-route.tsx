// /settings/prompts: the settings feature's Prompts card (ADR 0037), which only the workspace's
// admins and owners may change; the workspaces feature says who that is (features do not import
// each other, so the app layer wires them).
import { CustomPromptsCard } from '../../features/settings/components/custom-prompts-card';
import { useWorkspaceRole } from '../../features/workspaces/hooks/use-workspace-role';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function PromptsSettingsRoute() {
  useDocumentTitle('Prompts settings');
  const { atLeast, workspace } = useWorkspaceRole();
  return (
    <CustomPromptsCard
      {...(!atLeast('admin') && {
        lockedReason: `Only an owner or admin of ${workspace?.name ?? 'this workspace'} can change the prompts.`,
      })}
    />
  );
}
