// /settings?upgrade=1 (the trial banner's 'Choose a plan'): opens the Upgrade dialog once and
// clears the request from the address, so a reload does not open it again.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readBillingReturn, withoutUpgradeRequest } from '../utils/checkout-return';

export function useUpgradeRequest(onUpgrade: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const onUpgradeRef = useRef(onUpgrade);
  useEffect(() => {
    onUpgradeRef.current = onUpgrade;
  }, [onUpgrade]);

  useEffect(() => {
    if (!readBillingReturn(location.search).upgrade) return;
    onUpgradeRef.current();
    void navigate(
      { pathname: location.pathname, search: withoutUpgradeRequest(location.search), hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate]);
}
