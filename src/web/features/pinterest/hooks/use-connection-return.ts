// On the page Pinterest sends the browser back to: tells the person how the connection went
// (a toast, or the setup wizard's own message when the wizard started it and the page hands the
// failure back to it) and clears ?connected / ?error from the address, keeping other parameters.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ConnectionStatus } from '../../../../shared/api/pinterest';
import { queryKeys } from '../../../api/query-keys';
import {
  hasConnectionReturn,
  readConnectionReturn,
  withoutConnectionReturn,
} from '../utils/connection-return';
import { CONNECTED_MESSAGE } from '../utils/messages';
import { takeWizardConnecting } from '../utils/wizard-memory';

interface Options {
  /** After a successful return; `fromWizard` when the setup wizard started the connection. */
  onConnected?: (fromWizard: boolean) => void;
  /**
   * After a failed return (Deny on the consent page) the setup wizard started: the page shows the
   * wizard at its connect step with `message`, instead of a toast.
   */
  onWizardFailed?: (message: string) => void;
}

export function useConnectionReturn({ onConnected, onWizardFailed }: Options = {}): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onConnectedRef = useRef(onConnected);
  const onWizardFailedRef = useRef(onWizardFailed);
  useEffect(() => {
    onConnectedRef.current = onConnected;
    onWizardFailedRef.current = onWizardFailed;
  }, [onConnected, onWizardFailed]);
  // One address is handled once, even when effects run twice (StrictMode).
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    if (!hasConnectionReturn(location.search) || handledKey.current === location.key) return;
    handledKey.current = location.key;
    const result = readConnectionReturn(location.search);
    const fromWizard = takeWizardConnecting();
    void navigate(
      { pathname: location.pathname, search: withoutConnectionReturn(location.search), hash: location.hash },
      { replace: true, state: location.state },
    );
    if (result?.outcome === 'connected') {
      toast.success(CONNECTED_MESSAGE);
      // Pinterest has just said yes: show it at once, then read the account from the server.
      queryClient.setQueryData<ConnectionStatus>(queryKeys.pinterestStatus, (old) =>
        old ? { ...old, connected: true, needs_reconnect: false } : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.pinterestStatus });
      onConnectedRef.current?.(fromWizard);
    } else if (result?.outcome === 'error') {
      if (fromWizard && onWizardFailedRef.current) onWizardFailedRef.current(result.message);
      else toast.error(result.message);
    }
  }, [location, navigate, queryClient]);
}
