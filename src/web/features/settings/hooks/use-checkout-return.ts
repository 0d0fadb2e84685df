// On Settings → Plan and billing after Stripe Checkout: keeps what happened (to say it at the top
// of the section), clears ?checkout, ?plan and ?session_id from the address, and reads the plan
// again a few times, since the webhook that changes it may come a little after the browser.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { queryKeys } from '../../../api/query-keys';
import { type CheckoutReturn, readBillingReturn, withoutCheckoutReturn } from '../utils/checkout-return';

/** When to read the plan again after a successful checkout, in milliseconds. */
const REFETCH_DELAYS = [2_000, 5_000, 10_000, 20_000];

export function useCheckoutReturn(): { checkout: CheckoutReturn | null; dismiss: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [checkout, setCheckout] = useState<CheckoutReturn | null>(null);

  useEffect(() => {
    const found = readBillingReturn(location.search).checkout;
    if (!found) return;
    setCheckout(found);
    void navigate(
      {
        pathname: location.pathname,
        search: withoutCheckoutReturn(location.search),
        hash: location.hash,
      },
      { replace: true, state: location.state },
    );
  }, [location, navigate]);

  const succeeded = checkout?.outcome === 'success';
  useEffect(() => {
    if (!succeeded) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.billingStatus });
      void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
    };
    refresh();
    const timers = REFETCH_DELAYS.map((delay) => setTimeout(refresh, delay));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [succeeded, queryClient]);

  return { checkout, dismiss: () => setCheckout(null) };
}
