// POST /api/payment/create-checkout {priceId} → {url}: a Stripe Checkout session for one plan and
// billing cycle; the browser then leaves for it. Settings' Upgrade dialog and the pricing buttons of
// a signed-in visitor start it. The plan itself changes only when Stripe's webhook says so.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type createCheckoutBody, redirectUrlResponse } from '../../shared/api/billing';
import { apiRequest } from '../lib/api-client';

export const CHECKOUT_FAILED_MESSAGE = 'Could not open checkout. Please try again.';

export function useCreateCheckout() {
  return useMutation({
    mutationFn: async (priceId: string) => {
      const { url } = await apiRequest('/api/payment/create-checkout', {
        method: 'POST',
        body: { priceId } satisfies z.input<typeof createCheckoutBody>,
        schema: redirectUrlResponse,
      });
      window.location.assign(url);
    },
  });
}
