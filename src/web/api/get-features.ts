// GET /api/features (public): which features staff have switched on. The sign-up page, the boards
// page and the timeline read it to explain a paused feature before the server refuses it.
import { useQuery } from '@tanstack/react-query';
import { type Features, featuresResponse } from '../../shared/api/admin';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from './query-keys';

function getFeatures(signal?: AbortSignal): Promise<Features> {
  // No token: the answer is the same for everyone, and a visitor on /signup has none.
  return apiRequest('/api/features', { token: null, signal, schema: featuresResponse });
}

/** Undefined until known, and on a failure: a screen then shows itself as usual (the server still guards). */
export function useFeatures() {
  return useQuery({
    queryKey: queryKeys.features,
    queryFn: ({ signal }) => getFeatures(signal),
    staleTime: 30_000,
  });
}
