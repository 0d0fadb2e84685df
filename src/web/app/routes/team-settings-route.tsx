// /settings/team: the Team section of Settings, the workspaces feature's cards composed in
// (features do not import each other, so the app layer wires them): the person's workspaces with
// their plans (ADR 0034), then the team of the one this tab works in.

import { TeamCard } from '../../features/workspaces/components/team-card';
import { WorkspacesCard } from '../../features/workspaces/components/workspaces-card';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function TeamSettingsRoute() {
  useDocumentTitle('Team settings');
  return (
    <>
      <WorkspacesCard />
      <TeamCard />
    </>
  );
}
