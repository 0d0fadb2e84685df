// /api/webhooks (ADR 0050): the workspace's webhook endpoints (adding one answers its signing secret
// once), changing, disabling and deleting one, its last deliveries, a resend and a test event.
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { successResponse } from '../../../../shared/api/common';
import {
  type CreateWebhookEndpointBody,
  createdWebhookEndpointResponse,
  type UpdateWebhookEndpointBody,
  webhookDeliveriesResponse,
  webhookDeliveryResponse,
  webhookEndpointResponse,
  webhookEndpointsResponse,
} from '../../../../shared/api/webhooks';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

const endpointPath = (endpointId: string) => `/api/webhooks/${encodeURIComponent(endpointId)}`;

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: queryKeys.webhooks,
    queryFn: ({ signal }) => apiRequest('/api/webhooks', { signal, schema: webhookEndpointsResponse }),
  });
}

/** Asked for while the endpoint's deliveries are open on screen (the list mounts them). */
export function useWebhookDeliveries(endpointId: string) {
  return useQuery({
    queryKey: queryKeys.webhookDeliveries(endpointId),
    queryFn: ({ signal }) =>
      apiRequest(`${endpointPath(endpointId)}/deliveries`, { signal, schema: webhookDeliveriesResponse }),
  });
}

/** Every webhook query: the endpoints and their deliveries share the prefix. */
const refresh = {
  onSuccess: (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks }),
};

export function useCreateWebhookEndpoint() {
  return useCacheMutation(
    (body: CreateWebhookEndpointBody) =>
      apiRequest('/api/webhooks', { method: 'POST', body, schema: createdWebhookEndpointResponse }),
    refresh,
  );
}

export function useUpdateWebhookEndpoint() {
  return useCacheMutation(
    ({ endpointId, body }: { endpointId: string; body: UpdateWebhookEndpointBody }) =>
      apiRequest(endpointPath(endpointId), { method: 'PUT', body, schema: webhookEndpointResponse }),
    refresh,
  );
}

export function useDeleteWebhookEndpoint() {
  return useCacheMutation(
    (endpointId: string) =>
      apiRequest(endpointPath(endpointId), { method: 'DELETE', schema: successResponse }),
    refresh,
  );
}

export function useSendTestWebhook() {
  return useCacheMutation(
    (endpointId: string) =>
      apiRequest(`${endpointPath(endpointId)}/test`, { method: 'POST', schema: webhookDeliveryResponse }),
    refresh,
  );
}

export function useResendWebhookDelivery() {
  return useCacheMutation(
    ({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
      apiRequest(`${endpointPath(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`, {
        method: 'POST',
        schema: webhookDeliveryResponse,
      }),
    refresh,
  );
}
