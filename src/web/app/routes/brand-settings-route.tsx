// /settings/brand: the Brand section of Settings (ADR 0039), the brand-kits feature's page; the
// person's role in the workspace (workspaces feature) decides whether they may change kits
// (features do not import each other, so the app layer wires them).
import { BrandPage } from '../../features/brand-kits/components/brand-page';
import { useWorkspaceRole } from '../../features/workspaces/hooks/use-workspace-role';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function BrandSettingsRoute() {
  useDocumentTitle('Brand');
  const { atLeast, workspace } = useWorkspaceRole();
  return <BrandPage key={workspace?.id} canEdit={atLeast('admin')} />;
}
