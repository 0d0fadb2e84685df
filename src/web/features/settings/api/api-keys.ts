// /api/api-keys (ADR 0046): the workspace's API keys, making one (its key comes back once) and
// revoking one.
import { type QueryClient, useQuery } from '@tanstack/react-query';
import {
  type ApiKeysResponse,
  apiKeysResponse,
  type CreateApiKeyBody,
  createdApiKeyResponse,
} from '../../../../shared/api/api-keys';
import { successResponse } from '../../../../shared/api/common';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

export function useApiKeys() {
  return useQuery({
    queryKey: queryKeys.apiKeys,
    queryFn: ({ signal }): Promise<ApiKeysResponse> =>
      apiRequest('/api/api-keys', { signal, schema: apiKeysResponse }),
  });
}

const refresh = {
  onSuccess: (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys }),
};

export function useCreateApiKey() {
  return useCacheMutation(
    (body: CreateApiKeyBody) =>
      apiRequest('/api/api-keys', { method: 'POST', body, schema: createdApiKeyResponse }),
    refresh,
  );
}

export function useRevokeApiKey() {
  return useCacheMutation(
    (keyId: string) =>
      apiRequest(`/api/api-keys/${encodeURIComponent(keyId)}`, { method: 'DELETE', schema: successResponse }),
    refresh,
  );
}
