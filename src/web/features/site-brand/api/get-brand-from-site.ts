// POST /api/brand/from-site (ADR 0040): a brand kit proposed from the person's website. Nothing is
// saved on the server, so nothing in the cache changes; the proposal lives in the screen asking.
import { type BrandFromSite, brandFromSiteResponse } from '../../../../shared/api/site-brand';
import { apiRequest } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

function getBrandFromSite(url: string): Promise<BrandFromSite> {
  return apiRequest('/api/brand/from-site', { method: 'POST', body: { url }, schema: brandFromSiteResponse });
}

export function useBrandFromSite() {
  return useCacheMutation(getBrandFromSite, {});
}
