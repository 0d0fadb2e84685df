// On /settings after Stripe Checkout: keeps the note to show, clears ?checkout from the address,
// and reads the plan again a few times, since the webhook that changes it may come a little after
// the browser. Also opens the Upgrade dialog for ?upgrade=1 (the trial banner's 'Choose a plan').
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { queryKeys } from '../../../api/query-keys';
import { type CheckoutOutcome, readBillingReturn, withoutBillingReturn } from '../utils/checkout-return';

/** When to read the plan again after a successful checkout, in milliseconds. */
const REFETCH_DELAYS = [2_000, 5_000, 10_000, 20_000];

export function useBillingReturn({ onUpgrade }: { onUpgrade: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [checkout, setCheckout] = useState<CheckoutOutcome | null>(null);
  const onUpgradeRef = useRef(onUpgrade);
  useEffect(() => {
    onUpgradeRef.current = onUpgrade;
  }, [onUpgrade]);

  useEffect(() => {
    const found = readBillingReturn(location.search);
    if (!found.checkout && !found.upgrade) return;
    if (found.checkout) setCheckout(found.checkout);
    if (found.upgrade) onUpgradeRef.current();
    void navigate(
      { pathname: location.pathname, search: withoutBillingReturn(location.search), hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate]);

  useEffect(() => {
    if (checkout !== 'success') return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.billingStatus });
      void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
    };
    refresh();
    const timers = REFETCH_DELAYS.map((delay) => setTimeout(refresh, delay));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [checkout, queryClient]);

  return checkout;
}
