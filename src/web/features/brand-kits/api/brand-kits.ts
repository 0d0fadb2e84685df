// The Brand page's changes (ADR 0039; the list is api/get-brand-kits.ts): create, change, delete, and a kit's logo sent as the image itself.
import {
  type BrandKit,
  brandKitResponse,
  type CreateBrandKitBody,
  type UpdateBrandKitBody,
} from '../../../../shared/api/brand-kits';
import { successResponse } from '../../../../shared/api/common';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

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
