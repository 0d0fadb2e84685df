// GET /api/pins?status=generated&order=oldest → {pins}: the pins waiting for review, oldest
// first (SPEC.md §7 Pins).
import { useQuery } from '@tanstack/react-query';
import type { Pin } from '../../../../shared/api/pins';
import { apiRequest } from '../../../lib/api-client';

export const reviewPinsQueryKey = ['pins', 'review'] as const;

export async function getReviewPins(signal?: AbortSignal): Promise<Pin[]> {
  const payload = await apiRequest<{ pins?: unknown } | undefined>(
    '/api/pins?status=generated&order=oldest',
    {
      signal,
    },
  );
  if (!Array.isArray(payload?.pins)) throw new Error('The server sent an unexpected pin list');
  // The server filters already; a pin approved meanwhile in another tab is not shown again.
  return (payload.pins as Pin[]).filter((pin) => pin.status === 'generated');
}

export function useReviewPins() {
  return useQuery({ queryKey: reviewPinsQueryKey, queryFn: ({ signal }) => getReviewPins(signal) });
}
