// GET /api/templates → the pin templates a board may choose and a pin may switch to, with their
// thumbnails (ADR 0035). The board form and the review edit both show them.
import { useQuery } from '@tanstack/react-query';
import { type TemplateSummary, templatesResponse } from '../../shared/api/templates';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from './query-keys';

async function getTemplates(signal?: AbortSignal): Promise<TemplateSummary[]> {
  const { templates } = await apiRequest('/api/templates', { signal, schema: templatesResponse });
  return templates;
}

export function useTemplates() {
  // The built-ins change only with a new server: no need to ask again while the page is open.
  return useQuery({
    queryKey: queryKeys.templates,
    queryFn: ({ signal }) => getTemplates(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
