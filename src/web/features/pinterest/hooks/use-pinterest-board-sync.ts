// 'Sync Pinterest boards': syncs when the account is connected; otherwise opens the setup
// wizard as a modal, which reopens at its last step when Pinterest sends the browser back, or at
// its connect step with the reason when the person said no there.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { queryKeys } from '../../../api/query-keys';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { isConnected, useConnectionStatus } from '../api/get-connection-status';
import { useSyncPinterestBoards } from '../api/sync-boards';
import type { WizardStep } from '../components/setup-wizard';
import { SYNC_FAILED_MESSAGE } from '../utils/messages';
import { useConnectionReturn } from './use-connection-return';

export function usePinterestBoardSync({ onSynced }: { onSynced: () => void }) {
  const queryClient = useQueryClient();
  const status = useConnectionStatus();
  const sync = useSyncPinterestBoards();
  const [wizardStep, setWizardStep] = useState<WizardStep | null>(null);
  const [wizardFailure, setWizardFailure] = useState<string | null>(null);

  useConnectionReturn({
    onConnected: (fromWizard) => fromWizard && setWizardStep(3),
    onWizardFailed: (message) => {
      setWizardFailure(message);
      setWizardStep(2);
    },
  });

  function start() {
    if (status.data && !isConnected(status.data)) {
      setWizardStep(1);
      return;
    }
    sync.mutate(undefined, {
      onSuccess: (result) => {
        toast.success(result.message);
        onSynced();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          // The connection is gone (or the status was stale): connect first.
          void queryClient.invalidateQueries({ queryKey: queryKeys.pinterestStatus });
          setWizardStep(1);
          return;
        }
        toast.error(errorMessage(error, SYNC_FAILED_MESSAGE));
      },
    });
  }

  return {
    start,
    syncing: sync.isPending,
    wizard: {
      open: wizardStep !== null,
      initialStep: wizardStep ?? 1,
      initialFailure: wizardFailure,
      onClose: () => {
        setWizardStep(null);
        setWizardFailure(null);
      },
    },
  };
}
