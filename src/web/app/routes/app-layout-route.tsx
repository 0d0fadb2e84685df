// The signed-in wrapper with the workspaces feature's switcher composed into its header and the
// chat feature's launcher beside it (features
// do not import each other, so the app layer wires them).
import { ChatLauncher } from '../../features/chat/components/chat-launcher';
import AppLayout from '../../features/shell/components/app-layout';
import { WorkspaceSwitcher } from '../../features/workspaces/components/workspace-switcher';

export default function AppLayoutRoute() {
  return (
    <>
      <AppLayout WorkspaceSwitcher={WorkspaceSwitcher} />
      {/* Live chat with staff, on every signed-in page (ADR 0043). */}
      <ChatLauncher />
    </>
  );
}
