// /settings/api: the settings feature's API card (ADR 0046), which only the workspace's admins and
// owners may use (the workspaces feature says who that is: features do not import each other, so the
// app layer wires them), its webhooks (ADR 0050), the same, and how to connect an MCP client (ADR 0048),
// which every member may read.
import { ApiKeysCard } from '../../features/settings/components/api-keys-card';
import { McpConnectCard } from '../../features/settings/components/mcp-connect-card';
import { WebhooksCard } from '../../features/settings/components/webhooks-card';
import { useWorkspaceRole } from '../../features/workspaces/hooks/use-workspace-role';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function ApiSettingsRoute() {
  useDocumentTitle('API settings');
  const { atLeast, workspace } = useWorkspaceRole();
  const only = (what: string) =>
    !atLeast('admin') && {
      lockedReason: `Only an owner or admin of ${workspace?.name ?? 'this workspace'} can manage ${what}.`,
    };
  return (
    <div className="space-y-6">
      <ApiKeysCard {...only('API keys')} />
      <WebhooksCard {...only('webhooks')} />
      <McpConnectCard />
    </div>
  );
}
