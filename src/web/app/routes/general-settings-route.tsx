// /settings/general: the settings feature's profile and posting schedule. The schedule is the
// workspace's own (ADR 0036) and only its admins and owners may change it; the workspaces feature
// says whose it is and who that is (features do not import each other, so the app layer wires them).
// "Get my brand from my website" (site-brand feature, ADR 0040) proposes the default brand colors.
import { GeneralSection } from '../../features/settings/components/settings-sections';
import { SiteBrandFinder } from '../../features/site-brand/components/site-brand-finder';
import { useWorkspaceRole } from '../../features/workspaces/hooks/use-workspace-role';

export default function GeneralSettingsRoute() {
  const { atLeast, workspace } = useWorkspaceRole();
  const name = workspace?.name;
  return (
    <GeneralSection
      workspaceName={name}
      brandColorsSuggester={(apply) => <SiteBrandFinder onApplyColors={apply} />}
      {...(!atLeast('admin') && {
        lockedReason: `Only an owner or admin of ${name ?? 'this workspace'} can change its posting schedule.`,
      })}
    />
  );
}
