// The setup wizard as a modal (SPEC.md §2, §4): while the account is not connected it says
// 'Pinterest connection required to continue' and cannot be closed (no close button,
// Escape and the backdrop ignored); once connected it can.
import { Pin } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import type { ConnectionReturnPath } from '../api/connect-pinterest';
import { isConnected, useConnectionStatus } from '../api/get-connection-status';
import { CONNECTION_REQUIRED_MESSAGE } from '../utils/messages';
import { SetupWizard, type WizardStep } from './setup-wizard';

export function SetupWizardDialog({
  open,
  onClose,
  initialStep = 1,
  returnTo = '/boards',
}: {
  open: boolean;
  onClose: () => void;
  initialStep?: WizardStep;
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
        <SetupWizard mode="modal" initialStep={initialStep} returnTo={returnTo} onGetStarted={getStarted} />
      </div>
    </Dialog>
  );
}
