// POST /api/payment/create-portal → {url}: the Stripe billing portal for the signed-in user (change
// plan, update the card, cancel); the browser then leaves for it.
import { useMutation } from '@tanstack/react-query';
import { redirectUrlResponse } from '../../../../shared/api/billing';
import { apiRequest } from '../../../lib/api-client';

export function useCreatePortal() {
  return useMutation({
    mutationFn: async () => {
      const { url } = await apiRequest('/api/payment/create-portal', {
        method: 'POST',
        schema: redirectUrlResponse,
      });
      window.location.assign(url);
    },
  });
}
