// /settings/api: the settings feature's API card (ADR 0046), which only the workspace's admins and
// owners may use; the workspaces feature says who that is (features do not import each other, so the
// app layer wires them).
import { ApiKeysCard } from '../../features/settings/components/api-keys-card';
import { useWorkspaceRole } from '../../features/workspaces/hooks/use-workspace-role';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function ApiSettingsRoute() {
  useDocumentTitle('API settings');
  const { atLeast, workspace } = useWorkspaceRole();
  return (
    <ApiKeysCard
      {...(!atLeast('admin') && {
        lockedReason: `Only an owner or admin of ${workspace?.name ?? 'this workspace'} can manage API keys.`,
      })}
    />
  );
}
