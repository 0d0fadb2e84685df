// /settings/activity: the Activity section of Settings, the activity feature's log of the current
// workspace, named by the workspaces feature (features do not import each other, so the app layer
// wires them). A switch of workspace starts again with no filter: its people are others.
import { ActivityCard } from '../../features/activity/components/activity-card';
import { useWorkspaceRole } from '../../features/workspaces/hooks/use-workspace-role';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function ActivitySettingsRoute() {
  useDocumentTitle('Activity settings');
  const { workspace } = useWorkspaceRole();
  return <ActivityCard key={workspace?.id} workspaceName={workspace?.name} />;
}
