// /settings/ai-providers: the settings feature's AI providers card, which only the workspace's admins
// and owners may change (ADR 0032); the workspaces feature says who that is (features do not import
// each other, so the app layer wires them).
import { AiProviderCard } from '../../features/settings/components/ai-provider-card';
import { useWorkspaceRole } from '../../features/workspaces/hooks/use-workspace-role';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function AiSettingsRoute() {
  useDocumentTitle('AI providers settings');
  const { atLeast, workspace } = useWorkspaceRole();
  return (
    <AiProviderCard
      {...(!atLeast('admin') && {
        lockedReason: `Only an owner or admin of ${workspace?.name ?? 'this workspace'} can change the AI providers.`,
      })}
    />
  );
}
