// /dashboard and /boards: the boards page with the Pinterest feature composed in (features do
// not import each other, so the app layer wires them): 'Sync Pinterest boards', the setup
// wizard modal, the way back from Pinterest, and the once-only offer of the setup wizard.
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { boardsQueryKey } from '../../features/boards/api/get-boards';
import BoardsPage from '../../features/boards/components/boards-page';
import { SetupWizardDialog } from '../../features/pinterest/components/setup-wizard-dialog';
import { useOfferSetupWizard } from '../../features/pinterest/hooks/use-offer-setup-wizard';
import { usePinterestBoardSync } from '../../features/pinterest/hooks/use-pinterest-board-sync';

export default function BoardsRoute() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const sync = usePinterestBoardSync({
    onSynced: () => void queryClient.invalidateQueries({ queryKey: boardsQueryKey }),
  });
  // /dashboard is where sign-up (and sign-in) land; /boards is only ever chosen on purpose.
  useOfferSetupWizard(pathname === '/dashboard');

  return (
    <>
      <BoardsPage pinterestSync={{ onSync: sync.start, syncing: sync.syncing }} />
      <SetupWizardDialog
        open={sync.wizard.open}
        initialStep={sync.wizard.initialStep}
        onClose={sync.wizard.onClose}
        returnTo="/boards"
      />
    </>
  );
}
