// /settings/team: the Team section of Settings, the workspaces feature's card composed in
// (features do not import each other, so the app layer wires them).

import { TeamCard } from '../../features/workspaces/components/team-card';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function TeamSettingsRoute() {
  useDocumentTitle('Team settings');
  return <TeamCard />;
}
