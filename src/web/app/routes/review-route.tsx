// /review: the review page with the Pinterest feature's notice and the client review feature
// composed in (features do not import each other, so the app layer wires them): approved pins will
// wait while Pinterest cannot publish; the person's role in the workspace (ADR 0032) decides who
// edits and who approves; editors share the chosen pins with a client, and the links shared so far
// show what clients decided.
import { ReviewLinksCard } from '../../features/client-review/components/review-links-card';
import { ShareForApproval } from '../../features/client-review/components/share-for-approval';
import { PinterestConnectionNotice } from '../../features/pinterest/components/connection-notice';
import ReviewPage from '../../features/review/components/review-page';
import { RoleNotice } from '../../features/workspaces/components/role-notice';
import { useWorkspaceRole } from '../../features/workspaces/hooks/use-workspace-role';

export default function ReviewRoute() {
  const { atLeast } = useWorkspaceRole();
  return (
    <>
      <ReviewPage
        notice={
          <>
            <RoleNotice
              limits={{
                viewer: 'you can see the pins waiting for review but not change them',
                contributor:
                  'you can edit pins here; approving, scheduling and deleting them needs an editor',
              }}
            />
            <PinterestConnectionNotice canConnect={atLeast('admin')} />
          </>
        }
        access={{ edit: atLeast('contributor'), approve: atLeast('editor') }}
        selectionActions={(selected) => <ShareForApproval pins={selected} />}
      />
      <ReviewLinksCard className="mt-10" canWithdraw={atLeast('editor')} />
    </>
  );
}
