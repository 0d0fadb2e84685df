// The once-per-user offer of the setup wizard: a signed-in user who has no Pinterest
// connection and has not been offered the wizard yet is taken to it (replacing history).
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session-context';
import { useConnectionStatus } from '../api/get-connection-status';
import { wasWizardOffered } from '../utils/wizard-memory';

const SETUP_WIZARD_PATH = '/connect-pinterest';

export function useOfferSetupWizard(enabled: boolean): void {
  const { user } = useSession();
  const status = useConnectionStatus({ enabled });
  const navigate = useNavigate();
  const userId = user ? String(user.id) : null;
  const data = status.data;

  useEffect(() => {
    // Only a definite "never connected": a failed check or an expired connection is no first visit.
    if (!enabled || !userId || !data || data.connected || data.needs_reconnect) return;
    if (wasWizardOffered(userId)) return;
    void navigate(SETUP_WIZARD_PATH, { replace: true });
  }, [enabled, userId, data, navigate]);
}
