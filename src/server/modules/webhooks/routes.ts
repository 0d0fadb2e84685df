// /api/webhooks: Settings → API's signed webhooks (ADR 0050). Admins and owners of the workspace, as
// for API keys; adding (and enabling, testing, resending) needs Enterprise or its trial.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, successResponse } from '../../../shared/api/common';
import {
  createdWebhookEndpointResponse,
  createWebhookEndpointBody,
  updateWebhookEndpointBody,
  webhookDeliveriesResponse,
  webhookDeliveryParams,
  webhookDeliveryResponse,
  webhookEndpointIdParams,
  webhookEndpointResponse,
  webhookEndpointsResponse,
} from '../../../shared/api/webhooks';
import { planHasFeature } from '../../../shared/plan-features';
import { guardRoutes, requireAuth, requireWorkspace } from '../../http/auth-guard';
import { planInForce } from '../allowance';
import type { WebhookDeliveryDeps } from './deliver-webhooks';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  sendTestWebhook,
  toDeliveryDto,
  toEndpointDto,
  updateWebhookEndpoint,
} from './manage-webhook-endpoints';

/** HTTPS is required in production, except in demo mode (the Pinterest emulator) and browser tests. */
function webhookDeliveryDeps(app: FastifyInstance, demo: boolean): WebhookDeliveryDeps {
  const config = app.appConfig;
  return {
    db: app.db,
    outbound: app.outbound,
    appSecret: config.appSecret,
    requireHttps: config.nodeEnv === 'production' && !demo && !config.testOutboundLoopback,
    publicUrl: config.publicUrl,
    log: app.log,
  };
}

export const webhookRoutes: FastifyPluginAsyncZod<{ demo: boolean }> = async (app, options) => {
  const route = guardRoutes(app, 'user', ['webhooks']);
  const deps = webhookDeliveryDeps(app, options.demo);

  app.get(
    '',
    route('admin', {
      summary: 'The workspace’s webhook endpoints, newest first (never their secrets)',
      response: { 200: webhookEndpointsResponse },
    }),
    async (request) => {
      const { workspace } = requireWorkspace(request);
      const rows = await listWebhookEndpoints(app.db, workspace.id);
      return {
        endpoints: rows.map(toEndpointDto),
        in_force: planHasFeature(planInForce(workspace, app.clock.now()).name, 'api_access'),
      };
    },
  );

  app.post(
    '',
    route('admin', {
      summary: 'Add a webhook endpoint (Enterprise); the answer is the only time its signing secret is shown',
      body: createWebhookEndpointBody,
      response: { 201: createdWebhookEndpointResponse, 400: errorResponse, 403: errorResponse },
    }),
    async (request, reply) => {
      const { row, secret } = await createWebhookEndpoint({
        deps,
        workspace: requireWorkspace(request).workspace,
        user: requireAuth(request).user,
        input: request.body,
        now: app.clock.now(),
      });
      return reply.code(201).send({ endpoint: toEndpointDto(row), secret });
    },
  );

  app.put(
    '/:endpointId',
    route('admin', {
      summary: 'Change a webhook endpoint’s URL or events, or disable or enable it',
      params: webhookEndpointIdParams,
      body: updateWebhookEndpointBody,
      response: { 200: webhookEndpointResponse, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    }),
    async (request) => {
      const row = await updateWebhookEndpoint({
        deps,
        workspace: requireWorkspace(request).workspace,
        endpointId: request.params.endpointId,
        input: request.body,
        now: app.clock.now(),
      });
      return { endpoint: toEndpointDto(row) };
    },
  );

  app.delete(
    '/:endpointId',
    route('admin', {
      summary: 'Delete a webhook endpoint and its deliveries',
      params: webhookEndpointIdParams,
      response: { 200: successResponse, 404: errorResponse },
    }),
    async (request) => {
      await deleteWebhookEndpoint(app.db, requireWorkspace(request).workspace.id, request.params.endpointId);
      return { success: true as const };
    },
  );

  app.get(
    '/:endpointId/deliveries',
    route('admin', {
      summary: 'An endpoint’s last 50 deliveries with the receiver’s answers',
      params: webhookEndpointIdParams,
      response: { 200: webhookDeliveriesResponse, 404: errorResponse },
    }),
    async (request) => {
      const rows = await listWebhookDeliveries(
        app.db,
        requireWorkspace(request).workspace.id,
        request.params.endpointId,
      );
      return { deliveries: rows.map(toDeliveryDto) };
    },
  );

  app.post(
    '/:endpointId/deliveries/:deliveryId/resend',
    route('admin', {
      summary: 'Send a delivery’s event again now, with the same webhook-id',
      params: webhookDeliveryParams,
      response: { 200: webhookDeliveryResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse },
    }),
    async (request) => {
      const row = await resendWebhookDelivery({
        deps,
        workspace: requireWorkspace(request).workspace,
        endpointId: request.params.endpointId,
        deliveryId: request.params.deliveryId,
        now: app.clock.now(),
      });
      return { delivery: toDeliveryDto(row) };
    },
  );

  app.post(
    '/:endpointId/test',
    route('admin', {
      summary: 'Send a webhook.test event to the endpoint now and answer what it said',
      params: webhookEndpointIdParams,
      response: { 200: webhookDeliveryResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse },
    }),
    async (request) => {
      const row = await sendTestWebhook({
        deps,
        workspace: requireWorkspace(request).workspace,
        endpointId: request.params.endpointId,
        now: app.clock.now(),
      });
      return { delivery: toDeliveryDto(row) };
    },
  );
};
