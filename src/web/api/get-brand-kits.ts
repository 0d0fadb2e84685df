// GET /api/brand-kits → the workspace's brand kits (ADR 0039) and what its plan lets admins do.
// Settings → Brand edits them; the board form offers them on Enterprise.
import { useQuery } from '@tanstack/react-query';
import { type BrandKitsList, brandKitsResponse } from '../../shared/api/brand-kits';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from './query-keys';

export function useBrandKits() {
  return useQuery({
    queryKey: queryKeys.brandKits,
    queryFn: ({ signal }): Promise<BrandKitsList> =>
      apiRequest('/api/brand-kits', { signal, schema: brandKitsResponse }),
  });
}
