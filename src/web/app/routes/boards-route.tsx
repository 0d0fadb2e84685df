// /dashboard and /boards: the boards page with the Pinterest feature composed in (features do
// not import each other, so the app layer wires them): 'Sync Pinterest boards', 'Link to
// Pinterest' on a board (and the account it publishes with, when there are several), the setup wizard modal, the way back from Pinterest, the once-only
// offer of the setup wizard, and the notice (and badges) while Pinterest cannot publish. What the
// person's role in the workspace allows comes from the workspaces feature (ADR 0032). The board
// form's brand colors can come from the person's website (site-brand feature, ADR 0040).
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { Board } from '../../../shared/api/boards';
import { queryKeys } from '../../api/query-keys';
import BoardsPage from '../../features/boards/components/boards-page';
import {
  boardAccountName,
  canPublish,
  useConnectionStatus,
} from '../../features/pinterest/api/get-connection-status';
import { PinterestConnectionNotice } from '../../features/pinterest/components/connection-notice';
import { SetupWizardDialog } from '../../features/pinterest/components/setup-wizard-dialog';
import { useOfferSetupWizard } from '../../features/pinterest/hooks/use-offer-setup-wizard';
import { usePinterestBoardSync } from '../../features/pinterest/hooks/use-pinterest-board-sync';
import { SiteBrandFinder } from '../../features/site-brand/components/site-brand-finder';
import { RoleNotice } from '../../features/workspaces/components/role-notice';
import { useWorkspaceRole } from '../../features/workspaces/hooks/use-workspace-role';
import { useLinkBoardDialog } from './use-link-board-dialog';

export default function BoardsRoute() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const status = useConnectionStatus();
  const linkBoardDialog = useLinkBoardDialog();
  const { atLeast } = useWorkspaceRole();
  const sync = usePinterestBoardSync({
    onSynced: () => void queryClient.invalidateQueries({ queryKey: queryKeys.boards }),
  });
  // /dashboard is where sign-up (and sign-in) land; /boards is only ever chosen on purpose.
  useOfferSetupWizard(pathname === '/dashboard');

  function linkBoard(board: Board) {
    // Without a connected account there are no Pinterest boards to choose: connect first. Sync
    // opens the wizard in exactly that case.
    if (status.data && !canPublish(status.data)) sync.start();
    else linkBoardDialog.open({ id: board.id, name: board.name, accountId: board.pinterest_account_id });
  }

  return (
    <>
      <BoardsPage
        pinterestSync={{ onSync: sync.start, syncing: sync.syncing }}
        onLinkBoard={linkBoard}
        // Unknown (loading, or the check failed) counts as connected: no alarm without a reason.
        pinterestConnected={!status.data || canPublish(status.data)}
        accountOf={(board) => boardAccountName(status.data, board.pinterest_account_id)}
        brandColorsSuggester={(apply) => <SiteBrandFinder onApplyColors={apply} />}
        notice={
          <>
            <RoleNotice
              limits={{
                viewer: 'you can see its boards and pins but not change them',
                contributor: 'you can generate pins; creating, changing and deleting boards needs an editor',
              }}
            />
            <PinterestConnectionNotice canConnect={atLeast('admin')} />
          </>
        }
        access={{
          manageBoards: atLeast('editor'),
          generate: atLeast('contributor'),
          deletePins: atLeast('editor'),
        }}
      />
      {linkBoardDialog.dialog}
      <SetupWizardDialog
        open={sync.wizard.open}
        initialStep={sync.wizard.initialStep}
        initialFailure={sync.wizard.initialFailure}
        onClose={sync.wizard.onClose}
        returnTo="/boards"
      />
    </>
  );
}
