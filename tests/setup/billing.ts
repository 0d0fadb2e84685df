// Billing for apps built in tests that walk every route: configured, so the payment routes go past
// "payments are not set up" (503) to their own checks, but with Stripe nowhere reachable, so no
// test that does not mean to talk to Stripe ever does. Tests of billing use the emulator
// (src/server/modules/billing/test-support.ts).
import Stripe from 'stripe';
import type { BillingDeps } from '../../src/server/modules/billing';

/** Port 9 (discard) on loopback: a call fails at once with a network error. */
export const UNREACHABLE_BILLING: BillingDeps = {
  mode: 'stripe',
  stripe: new Stripe('sk_test_unreachable', {
    host: '127.0.0.1',
    port: 9,
    protocol: 'http',
    maxNetworkRetries: 0,
  }),
  webhookSecret: 'whsec_unreachable',
  prices: {
    starter: { monthly: 'price_test_starter_monthly', yearly: 'price_test_starter_yearly' },
    pro: { monthly: 'price_test_pro_monthly', yearly: 'price_test_pro_yearly' },
    enterprise: { monthly: 'price_test_enterprise_monthly', yearly: 'price_test_enterprise_yearly' },
  },
};
