// GET /api/pins?status=generated&order=oldest → {pins}: the pins waiting for review, oldest
// first (docs/product.md §7 Pins).
import { useQuery } from '@tanstack/react-query';
import { type Pin, pinsResponse } from '../../../../shared/api/pins';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

async function getReviewPins(signal?: AbortSignal): Promise<Pin[]> {
  const { pins } = await apiRequest('/api/pins?status=generated&order=oldest', {
    signal,
    schema: pinsResponse,
  });
  // The server filters already; a pin approved meanwhile in another tab is not shown again.
  return pins.filter((pin) => pin.status === 'generated');
}

export function useReviewPins() {
  return useQuery({ queryKey: queryKeys.reviewPins, queryFn: ({ signal }) => getReviewPins(signal) });
}
