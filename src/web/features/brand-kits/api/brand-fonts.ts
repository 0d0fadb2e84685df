// GET, POST /api/brand-fonts and DELETE /api/brand-fonts/{fontId} (ADR 0044): the workspace's
// uploaded fonts, sent as the file itself; kits name them in their font pickers.
import { useQuery } from '@tanstack/react-query';
import {
  type BrandFontsList,
  brandFontResponse,
  brandFontsResponse,
} from '../../../../shared/api/brand-fonts';
import { successResponse } from '../../../../shared/api/common';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

const refresh = {
  onSuccess: (queryClient: import('@tanstack/react-query').QueryClient) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.brandFonts });
    void queryClient.invalidateQueries({ queryKey: queryKeys.brandKits });
  },
};

export function useBrandFonts() {
  return useQuery({
    queryKey: queryKeys.brandFonts,
    queryFn: ({ signal }): Promise<BrandFontsList> =>
      apiRequest('/api/brand-fonts', { signal, schema: brandFontsResponse }),
  });
}

export function useUploadBrandFont() {
  return useCacheMutation(async ({ name, file }: { name: string; file: File }) => {
    // Browsers often give fonts no type: the server reads the file's own signature.
    const body = file.type ? file : new Blob([file], { type: 'application/octet-stream' });
    const { brand_font } = await apiRequest(`/api/brand-fonts?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      file: body,
      schema: brandFontResponse,
    });
    return brand_font;
  }, refresh);
}

export function useDeleteBrandFont() {
  return useCacheMutation(
    (id: string) =>
      apiRequest(`/api/brand-fonts/${encodeURIComponent(id)}`, { method: 'DELETE', schema: successResponse }),
    refresh,
  );
}
