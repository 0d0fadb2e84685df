// /settings/templates: the Templates section of Settings (ADR 0038), the templates feature's
// library and editor; the person's role in the workspace (workspaces feature) decides whether they
// may edit (features do not import each other, so the app layer wires them).
import { TemplatesPage } from '../../features/templates/components/templates-page';
import { useWorkspaceRole } from '../../features/workspaces/hooks/use-workspace-role';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function TemplatesSettingsRoute() {
  useDocumentTitle('Templates');
  const { atLeast, workspace } = useWorkspaceRole();
  return <TemplatesPage key={workspace?.id} canEdit={atLeast('editor')} canLock={atLeast('admin')} />;
}
