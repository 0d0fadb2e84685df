// /settings/pinterest: the Pinterest section of Settings, the Pinterest feature's connection card
// composed in (features do not import each other, so the app layer wires them). Connecting and
// disconnecting are for the workspace's admins and owners (ADR 0032).
import { ConnectionCard } from '../../features/pinterest/components/connection-card';
import { useWorkspaceRole } from '../../features/workspaces/hooks/use-workspace-role';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function PinterestSettingsRoute() {
  useDocumentTitle('Pinterest settings');
  const { atLeast, workspace } = useWorkspaceRole();
  return (
    <ConnectionCard
      {...(!atLeast('admin') && {
        lockedReason: `Only an owner or admin of ${workspace?.name ?? 'this workspace'} can connect or disconnect Pinterest.`,
      })}
    />
  );
}
