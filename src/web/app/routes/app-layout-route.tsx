// The signed-in wrapper with the workspaces feature's switcher composed into its header (features
// do not import each other, so the app layer wires them).
import AppLayout from '../../features/shell/components/app-layout';
import { WorkspaceSwitcher } from '../../features/workspaces/components/workspace-switcher';

export default function AppLayoutRoute() {
  return <AppLayout WorkspaceSwitcher={WorkspaceSwitcher} />;
}
