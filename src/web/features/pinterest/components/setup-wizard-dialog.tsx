// The setup wizard as a modal (docs/product.md §2, §4): while the account is not connected it says
// 'Pinterest connection required to continue' and cannot be closed (no close button,
// Escape and the backdrop ignored); once connected it can.
import { Pin } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import type { ConnectionReturnPath } from '../../../../shared/api/pinterest';
import { Dialog } from '../../../components/ui/dialog';
import { isConnected, useConnectionStatus } from '../api/get-connection-status';
import { CONNECTION_REQUIRED_MESSAGE } from '../utils/messages';
import { SetupWizard, type WizardStep } from './setup-wizard';

export function SetupWizardDialog({
  open,
  onClose,
  initialStep = 1,
  initialFailure = null,
  returnTo = '/boards',
}: {
  open: boolean;
  onClose: () => void;
  initialStep?: WizardStep;
  /** Why the last connection failed, shown on the connect step. */
  initialFailure?: string | null;
  returnTo?: ConnectionReturnPath;
}) {
  const status = useConnectionStatus({ enabled: open });
  const connected = isConnected(status.data);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  function getStarted() {
    onClose();
    if (pathname !== '/boards') void navigate('/boards');
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={connected}
      title="Set up Pinterest"
      description={connected ? undefined : CONNECTION_REQUIRED_MESSAGE}
      icon={<Pin className="h-5 w-5" aria-hidden="true" />}
    >
      <div className="px-5 py-5 sm:px-6">
        <SetupWizard
          mode="modal"
          initialStep={initialStep}
          initialFailure={initialFailure}
          returnTo={returnTo}
          onGetStarted={getStarted}
        />
      </div>
    </Dialog>
  );
}
