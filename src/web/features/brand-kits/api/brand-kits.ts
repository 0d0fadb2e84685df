// The Brand page's calls (ADR 0039): the workspace's kits (and what its plan lets admins do),
// create, change, delete, and a kit's logo sent as the image itself.
import { useQuery } from '@tanstack/react-query';
import {
  type BrandKit,
  type BrandKitsList,
  brandKitResponse,
  brandKitsResponse,
  type CreateBrandKitBody,
  type UpdateBrandKitBody,
} from '../../../../shared/api/brand-kits';
import { successResponse } from '../../../../shared/api/common';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

export function useBrandKits() {
  return useQuery({
    queryKey: queryKeys.brandKits,
    queryFn: ({ signal }): Promise<BrandKitsList> =>
      apiRequest('/api/brand-kits', { signal, schema: brandKitsResponse }),
  });
}

const refresh = {
  onSuccess: (queryClient: import('@tanstack/react-query').QueryClient) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.brandKits });
  },
};
const kitPath = (id: string) => `/api/brand-kits/${encodeURIComponent(id)}`;

export function useCreateBrandKit() {
  return useCacheMutation(async (body: CreateBrandKitBody): Promise<BrandKit> => {
    const { brand_kit } = await apiRequest('/api/brand-kits', {
      method: 'POST',
      body,
      schema: brandKitResponse,
    });
    return brand_kit;
  }, refresh);
}

export function useSaveBrandKit() {
  return useCacheMutation(async ({ id, changes }: { id: string; changes: UpdateBrandKitBody }) => {
    const { brand_kit } = await apiRequest(kitPath(id), {
      method: 'PUT',
      body: changes,
      schema: brandKitResponse,
    });
    return brand_kit;
  }, refresh);
}

export function useDeleteBrandKit() {
  return useCacheMutation(
    (id: string) => apiRequest(kitPath(id), { method: 'DELETE', schema: successResponse }),
    refresh,
  );
}

export function useUploadLogo() {
  return useCacheMutation(async ({ id, file }: { id: string; file: File | null }) => {
    const { brand_kit } = await apiRequest(`${kitPath(id)}/logo`, {
      method: file ? 'PUT' : 'DELETE',
      ...(file ? { file } : {}),
      schema: brandKitResponse,
    });
    return brand_kit;
  }, refresh);
}
