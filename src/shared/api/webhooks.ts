// Contracts of signed webhooks (ADR 0050): Settings → API's webhook endpoints (/api/webhooks), the
// events they may hear and their deliveries.
import { z } from 'zod';

/** What an endpoint may hear. */
export const WEBHOOK_EVENTS = [
  'pin.generated',
  'pin.approved',
  'pin.published',
  'pin.failed',
  'pinterest.connection_lost',
  'plan.changed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The event `POST /api/webhooks/{id}/test` sends; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
const WEBHOOK_URL_MAX = 2_048;

const webhookEndpointDto = z.object({
  id: z.string().uuid(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** Set when the endpoint was disabled, by a user or after it kept failing. */
  disabled_at: z.string().nullable(),
  disabled_reason: z.string().nullable(),
  consecutive_failures: z.number().int(),
  created_at: z.string(),
});
export type WebhookEndpointDto = z.infer<typeof webhookEndpointDto>;

export const webhookEndpointsResponse = z.object({
  endpoints: z.array(webhookEndpointDto),
  /** Whether the workspace's plan includes API access (and so webhooks) now. */
  in_force: z.boolean(),
});

export const webhookEndpointResponse = z.object({ endpoint: webhookEndpointDto });

export const createdWebhookEndpointResponse = z.object({
  endpoint: webhookEndpointDto,
  /** The signing secret (whsec_…), shown this once. */
  secret: z.string(),
});

const urlField = z
  .string({ error: 'URL is required' })
  .trim()
  .min(1, 'URL is required')
  .max(WEBHOOK_URL_MAX, `URL must be at most ${WEBHOOK_URL_MAX} characters`);
const eventsField = z
  .array(z.enum(WEBHOOK_EVENTS, { error: `Events must be among ${WEBHOOK_EVENTS.join(', ')}` }), {
    error: 'Events are required',
  })
  .min(1, 'Events: pick at least one event');

export const createWebhookEndpointBody = z.strictObject({ url: urlField, events: eventsField });
export type CreateWebhookEndpointBody = z.infer<typeof createWebhookEndpointBody>;

export const updateWebhookEndpointBody = z.strictObject({
  url: urlField.optional(),
  events: eventsField.optional(),
  enabled: z.boolean({ error: 'Enabled must be true or false' }).optional(),
});
export type UpdateWebhookEndpointBody = z.infer<typeof updateWebhookEndpointBody>;

export const webhookEndpointIdParams = z.strictObject({ endpointId: z.string().uuid() });
export const webhookDeliveryParams = z.strictObject({
  endpointId: z.string().uuid(),
  deliveryId: z.string().uuid(),
});

const webhookDeliveryDto = z.object({
  id: z.string().uuid(),
  /** The webhook-id header: the same for every attempt and for a resend. */
  event_id: z.string(),
  type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_status: z.number().int().nullable(),
  /** The first characters of the receiver's last answer, or why it could not be reached. */
  last_answer: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  payload: z.unknown(),
});
export type WebhookDeliveryDto = z.infer<typeof webhookDeliveryDto>;

export const webhookDeliveriesResponse = z.object({ deliveries: z.array(webhookDeliveryDto) });

export const webhookDeliveryResponse = z.object({ delivery: webhookDeliveryDto });
