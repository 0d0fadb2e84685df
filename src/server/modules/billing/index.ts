// The billing module's public face: the plan and payment routes, what the app needs to know about
// Stripe (BillingDeps), and the plan-expiry job's use-case (jobs/).
export type { BillingDeps } from './billing-deps';
export { DEMO_STRIPE_PATH, stripeDemoPagesRoute } from './demo-pages-route';
export { expirePlans } from './expire-plans';
export { FREE_PLAN_FIELDS } from './plan-fields';
export { billingRoutes } from './routes';
