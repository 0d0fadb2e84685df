// Signed webhooks (ADR 0050): endpoints in Settings → API, events written to the outbox in the
// transaction of what happened, and the send-webhooks job that delivers them.
export { deliverDueWebhooks } from './deliver-webhooks';
export { emitWebhookEvent, pinEventData, WEBHOOKS_QUEUED_CHANNEL } from './emit-webhook-event';
export { webhookRoutes } from './routes';
export { deleteOldWebhookDeliveries } from './webhook-writes';
