// Plans and billing (docs/product.md §7): GET /api/plans (public), GET /api/user/billing, and
// /api/payment: checkout, the billing portal and Stripe's webhook (ADR 0020).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingStatusResponse,
  createCheckoutBody,
  plansResponse,
  redirectUrlResponse,
} from '../../../shared/api/billing';
import { errorResponse } from '../../../shared/api/common';
import { guardRoutes, requireAuth, requireWorkspace } from '../../http/auth-guard';
import { consumeRateLimits, type RateLimitRules } from '../../http/rate-limit';
import { requireBilling } from './billing-errors';
import { createCheckout } from './create-checkout';
import { createPortal } from './create-portal';
import { getBillingStatus } from './get-billing-status';
import { handleWebhook, verifyEvent } from './handle-webhook';
import { listPlans } from './list-plans';
import { returnOrigin } from './return-origin';

/** Stripe's events are small; anything near the app's 1 MiB body limit is not one. */
const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

export const billingRoutes: FastifyPluginAsyncZod<{ rateLimits: RateLimitRules }> = async (
  app,
  { rateLimits },
) => {
  app.get(
    '/plans',
    {
      schema: {
        tags: ['plans'],
        summary: 'The plan catalog, with the Stripe prices of this server',
        response: { 200: plansResponse },
      },
    },
    async () => listPlans(app.billing),
  );
  await app.register(statusRoute, { prefix: '/user' });
  await app.register(paymentRoutes, { prefix: '/payment', rateLimits });
  await app.register(webhookRoute, { prefix: '/payment' });
};

const statusRoute: FastifyPluginAsyncZod = async (app) => {
  const route = guardRoutes(app, 'user', ['billing']);
  app.get(
    '/billing',
    route('viewer', {
      summary: "The request's workspace's plan, subscription status and trial (any member; owners change it)",
      response: { 200: billingStatusResponse },
    }),
    async (request) =>
      getBillingStatus({
        db: app.db,
        appSecret: app.appConfig.appSecret,
        user: requireAuth(request).user,
        membership: requireWorkspace(request),
        mode: app.billing?.mode ?? 'off',
        now: app.clock.now(),
      }),
  );
};

const paymentRoutes: FastifyPluginAsyncZod<{ rateLimits: RateLimitRules }> = async (app, { rateLimits }) => {
  const route = guardRoutes(app, 'user', ['billing']);
  const refusals = {
    409: errorResponse,
    429: errorResponse,
    502: errorResponse,
    503: errorResponse,
  };
  /** Billing must be on, and each user's payment requests count against their limit. */
  const startPayment = async (request: FastifyRequest) => {
    const billing = requireBilling(app.billing);
    const { user } = requireAuth(request);
    const { workspace } = requireWorkspace(request);
    await consumeRateLimits({
      db: app.db,
      now: app.clock.now(),
      checks: [{ key: `payment:${user.id}`, rule: rateLimits.paymentPerUser }],
    });
    return { billing, user, workspace, origin: returnOrigin(request, billing.publicUrl) };
  };

  app.post(
    '/create-checkout',
    route('owner', {
      summary:
        "Start a Stripe Checkout for the request's workspace's plan and cycle, paid by the signed-in owner; answers the page to send the browser to",
      body: createCheckoutBody,
      response: { 200: redirectUrlResponse, 400: errorResponse, ...refusals },
    }),
    async (request) => {
      const { billing, user, workspace, origin } = await startPayment(request);
      return createCheckout({
        db: app.db,
        billing,
        user,
        workspace,
        priceId: request.body.priceId,
        origin,
        appSecret: app.appConfig.appSecret,
        now: app.clock.now(),
      });
    },
  );

  app.post(
    '/create-portal',
    route('owner', {
      summary:
        "Open the signed-in owner's Stripe billing portal (switch plan, cancel, card); answers its address",
      response: { 200: redirectUrlResponse, ...refusals },
    }),
    async (request) => createPortal(await startPayment(request)),
  );
};

/** No session: Stripe signs the raw body, so this route alone reads it unparsed. */
const webhookRoute: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/webhook',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
      schema: {
        tags: ['billing'],
        summary: "Stripe's webhook: signed events about checkouts, subscriptions and invoices",
        description: 'Verified with the Stripe-Signature header on the raw body; each event applies once.',
        headers: z.looseObject({ 'stripe-signature': z.string().optional() }),
        response: {
          200: z.object({ received: z.literal(true) }),
          400: errorResponse,
          413: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request) => {
      const billing = requireBilling(app.billing);
      const event = verifyEvent(billing, request.body, request.headers['stripe-signature']);
      await handleWebhook({
        db: app.db,
        billing,
        event,
        log: request.log,
        appSecret: app.appConfig.appSecret,
        now: app.clock.now(),
      });
      return { received: true as const };
    },
  );
};
