// The Templates page's calls (ADR 0038): the library (built-ins and the workspace's own, and whether
// the plan lets editors change them), one template's document, create/duplicate, save, delete, and
// the preview the server's renderer draws.
import { useQuery } from '@tanstack/react-query';
import { successResponse } from '../../../../shared/api/common';
import {
  type CreateTemplateBody,
  type TemplatesResponse,
  type TemplateWithDocument,
  templateResponse,
  templatesResponse,
} from '../../../../shared/api/templates';
import { queryKeys } from '../../../api/query-keys';
import { apiFetch, apiRequest } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

/** Under the board form's key, so a change here refreshes its list too. */
const libraryKey = [...queryKeys.templates, 'library'] as const;

export function useTemplateLibrary() {
  return useQuery({
    queryKey: libraryKey,
    queryFn: ({ signal }): Promise<TemplatesResponse> =>
      apiRequest('/api/templates', { signal, schema: templatesResponse }),
  });
}

export async function getTemplate(id: string): Promise<TemplateWithDocument> {
  const { template } = await apiRequest(`/api/templates/${encodeURIComponent(id)}`, {
    schema: templateResponse,
  });
  return template;
}

const refreshLibrary = {
  onSuccess: (queryClient: import('@tanstack/react-query').QueryClient) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.templates });
  },
};

export function useCreateTemplate() {
  return useCacheMutation(async (body: CreateTemplateBody) => {
    const { template } = await apiRequest('/api/templates', {
      method: 'POST',
      body,
      schema: templateResponse,
    });
    return template;
  }, refreshLibrary);
}

export function useSaveTemplate() {
  return useCacheMutation(async ({ id, name, document }: { id: string; name: string; document: unknown }) => {
    const { template } = await apiRequest(`/api/templates/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: { name, document },
      schema: templateResponse,
    });
    return template;
  }, refreshLibrary);
}

/** Locks or unlocks a template (ADR 0044): owners and admins only. */
export function useLockTemplate() {
  return useCacheMutation(async ({ id, locked }: { id: string; locked: boolean }) => {
    const { template } = await apiRequest(`/api/templates/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: { locked },
      schema: templateResponse,
    });
    return template;
  }, refreshLibrary);
}

export function useDeleteTemplate() {
  return useCacheMutation(
    (id: string) =>
      apiRequest(`/api/templates/${encodeURIComponent(id)}`, { method: 'DELETE', schema: successResponse }),
    refreshLibrary,
  );
}

/** The document drawn by the server's pin renderer, 400×600, as an image the page can show. */
export async function previewTemplate(document: unknown, signal?: AbortSignal): Promise<Blob> {
  const response = await apiFetch('/api/templates/preview', {
    method: 'POST',
    body: { document },
    signal,
    accept: 'image/png',
  });
  return response.blob();
}
