// What other modules' tests may use of the webhooks module beyond its index.
export { WEBHOOK_DELIVERIES_KEPT_DAYS } from './webhook-writes';
