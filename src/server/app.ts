// Builds the Pinloom HTTP application. main.ts listens with it; tests call it with inject.

import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Clock, systemClock } from './clock';
import { type Config, DEFAULT_PUBLIC_URL } from './config';
import type { Database, DatabaseClient, DatabaseHandle } from './db/connection';
import { type AdmissionLimits, defaultAdmissionLimits, registerAdmission } from './http/admission';
import { registerApiDocs } from './http/api-docs';
import { registerAuthDecorator } from './http/auth-guard';
import { registerErrorHandler } from './http/error-handler';
import { BODY_LIMIT_BYTES, registerJsonBodyParser } from './http/json-body';
import { createLogger } from './http/logger';
import { mediaRoutes } from './http/media';
import { registerNulGuard } from './http/nul-guard';
import { registerProblemDetails } from './http/problem-details';
import { DEFAULT_RATE_LIMITS, type RateLimitRules } from './http/rate-limit';
import { registerRoleDocs } from './http/route-docs';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSharedErrorResponses } from './http/shared-error-responses';
import { answerClientError, answerFrameworkError, MAX_PARAM_LENGTH } from './http/unrouted-errors';
import { DEFAULT_WEB_ROOT, registerWebApp } from './http/web-app';
import { configuredOutbound, type Outbound, type ResolveHost } from './integrations/outbound/outbound';
import { DEMO_PINTEREST_PATH } from './integrations/pinterest/pin-url';
import type { MediaStorage } from './integrations/storage/media-storage';
import { accountDataRoutes, workspaceDeletionRoutes } from './modules/account-data';
import { accountSecurityRoutes } from './modules/account-security';
import { activityRoutes } from './modules/activity';
import { adminRoutes } from './modules/admin';
import { allowanceRoutes } from './modules/allowance';
import { analyticsRoutes } from './modules/analytics';
import { apiKeyRoutes, v1Routes } from './modules/api-keys';
import { authRoutes, lookUpSession } from './modules/auth';
import { type BillingDeps, billingRoutes, DEMO_STRIPE_PATH, stripeDemoPagesRoute } from './modules/billing';
import { boardRoutes } from './modules/boards';
import { brandFontRoutes, brandKitRoutes } from './modules/brand-kits';
import { clientReviewRoutes, reviewLinkRoutes } from './modules/client-review';
import { feedRoutes, userFeedRoutes } from './modules/feeds';
import { featureRoutes } from './modules/flags';
import { generationRoutes } from './modules/generation';
import { healthRoutes } from './modules/health';
import { mcpRoutes } from './modules/mcp';
import { passwordResetRoutes } from './modules/password-reset';
import { pinRoutes } from './modules/pins';
import {
  demoPagesRoute,
  type PinterestDeps,
  pinterestImageSources,
  pinterestRoutes,
} from './modules/pinterest';
import { publishingRoutes } from './modules/publishing';
import { scheduleRoutes } from './modules/schedule';
import { promptRoutes, settingsRoutes } from './modules/settings';
import { siteBrandRoutes } from './modules/site-brand';
import { adminSupportRoutes, createChatBus, supportRoutes } from './modules/support';
import { templateRoutes } from './modules/templates';
import { type TestClock, testClockRoutes } from './modules/test-clock';
import { admitRequestWorkspace, userRoutes } from './modules/user';
import { webhookRoutes } from './modules/webhooks';
import { invitationRoutes, workspaceRoutes } from './modules/workspaces';
import { closeImagePool, configureImagePool, imagePoolSettings } from './render/image-pool';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Which database `db` is (the admin console's system facts). */
    databaseDriver: DatabaseClient['driver'];
    media: MediaStorage;
    /** publicUrl is where emails' links point (config.ts; tests get the local default). */
    appConfig: AppConfig & Pick<Config, 'publicUrl'>;
    clock: Clock;
    /** The one way to reach an address a user gave (integrations/outbound). */
    outbound: Outbound;
  }
}

type AppConfig = Pick<Config, 'logLevel' | 'trustProxy' | 'ai'> &
  Partial<
    Pick<
      Config,
      'logFormat' | 'allowPrivateUserUrls' | 'testOutboundLoopback' | 'nodeEnv' | 'publicUrl' | 'imagePool'
    >
  > & {
    /** Resolved secret (see app-secret.ts); encrypts stored Pinterest tokens and users' AI keys. */
    appSecret: string;
  };

export interface AppDeps {
  config: AppConfig;
  /** Closed when the app closes; pass a handle with a no-op close to share one database. */
  database: DatabaseHandle;
  /** Pin images; main.ts stores them under DATA_DIR/media. */
  media: MediaStorage;
  /** Where Pinterest is: the real API, or (demo mode) the emulator main.ts started. */
  pinterest: PinterestDeps;
  /** Stripe, or (demo billing) the emulator main.ts started; without it the payment routes answer 503. */
  billing?: BillingDeps | null;
  /** Defaults to the real limits; tests may shrink them. */
  rateLimits?: Partial<RateLimitRules>;
  /** Directory of the built web app; null serves no web app. Defaults to dist/web. */
  webRoot?: string | null;
  /** "Now" and the random minutes of suggested pin times; tests fix them. */
  clock?: Clock;
  /** TEST_CLOCK=1 (browser tests): serves /api/test-clock, which moves this clock; pass it as clock too. */
  testClock?: TestClock | null;
  /** The rules for user-given addresses main.ts started with; by default the configuration's. */
  outbound?: Outbound;
  /** How host names of user-given addresses resolve; the system's DNS by default (tests fix it). */
  resolveHost?: ResolveHost;
  /**
   * Tests only: an address user-given URLs may reach although it is not public (a fixture server on
   * 127.0.0.1 standing in for someone's site). main.ts never sets it.
   */
  isAllowedOutboundAddress?: (address: string) => boolean;
  /**
   * Whether closing the app ends the image pool's threads (render/image-pool.ts; default true).
   * Tests keep one pool for the process, as they keep one database: a thread takes seconds to start.
   */
  closeImagePool?: boolean;
  /** Admission control (http/admission.ts); by default sized from the database and the image pool. */
  admission?: Partial<AdmissionLimits>;
  /** The process's logger (main.ts); by default one made from config.logLevel and logFormat. */
  logger?: FastifyBaseLogger;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger ?? createLogger(deps.config.logLevel, deps.config.logFormat),
    trustProxy: deps.config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Refusals before any route runs take the app's `{ error, code }` shape too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', deps.database.db);
  app.decorate('databaseDriver', deps.database.client.driver);
  app.decorate('media', deps.media);
  app.decorate('appConfig', { ...deps.config, publicUrl: deps.config.publicUrl ?? DEFAULT_PUBLIC_URL });
  app.decorate('pinterest', deps.pinterest);
  app.decorate('billing', deps.billing ?? null);
  app.decorate('clock', deps.clock ?? systemClock);
  app.decorate(
    'outbound',
    deps.outbound ??
      configuredOutbound(deps.config, {
        resolveHost: deps.resolveHost,
        isAllowedAddress: deps.isAllowedOutboundAddress,
      }),
  );
  app.addHook('onClose', async () => deps.database.close());
  // Pin images are drawn in worker threads (render/image-pool.ts), ended with the app.
  await configureImagePool({ ...deps.config.imagePool, log: app.log });
  if (deps.closeImagePool ?? true) app.addHook('onClose', closeImagePool);
  // Before anything else runs for a request: a refusal when busy costs no database work.
  registerAdmission(app, {
    ...defaultAdmissionLimits(deps.database.client, imagePoolSettings()),
    ...deps.admission,
  });
  registerAuthDecorator(app, { findSession: lookUpSession, admitToWorkspace: admitRequestWorkspace });
  registerJsonBodyParser(app);
  registerErrorHandler(app);
  // /api/v1's errors as RFC 9457 problems, whoever answers them (ADR 0046).
  registerProblemDetails(app);
  registerNulGuard(app);
  // Before any route, so every documented operation declares the refusals all of them can meet.
  registerSharedErrorResponses(app);
  registerRoleDocs(app);

  // The connection card shows the Pinterest profile picture, served by Pinterest (or the emulator);
  // pin images may come from a public bucket (S3_PUBLIC_URL).
  const imageSources = [
    ...pinterestImageSources(deps.pinterest),
    ...(deps.media.origin ? [deps.media.origin] : []),
  ];
  await registerSecurityHeaders(app, { imageSources });
  await registerApiDocs(app);

  const rateLimits = { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits };
  // The public API first, so /api/docs lists it first (ADR 0046).
  await app.register(v1Routes, { prefix: '/api/v1', rateLimits });
  // The MCP server (ADR 0048): the same keys, the same rate limit per key.
  await app.register(mcpRoutes, { prefix: '/mcp', rateLimits });
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(featureRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth', rateLimits });
  await app.register(passwordResetRoutes, { prefix: '/api/auth', rateLimits });
  await app.register(userRoutes, { prefix: '/api/user' });
  await app.register(accountSecurityRoutes, { prefix: '/api/user', rateLimits });
  await app.register(allowanceRoutes, { prefix: '/api/user' });
  await app.register(workspaceRoutes, { prefix: '/api/workspaces', rateLimits });
  await app.register(workspaceDeletionRoutes, { prefix: '/api/workspaces' });
  await app.register(invitationRoutes, { prefix: '/api/invitations', rateLimits });
  await app.register(reviewLinkRoutes, { prefix: '/api/review-links', rateLimits });
  await app.register(clientReviewRoutes, { prefix: '/api/client-review', rateLimits });
  await app.register(activityRoutes, { prefix: '/api/activity' });
  await app.register(accountDataRoutes, { prefix: '/api/user', rateLimits });
  await app.register(settingsRoutes, { prefix: '/api/settings' });
  await app.register(promptRoutes, { prefix: '/api/prompts' });
  await app.register(generationRoutes, { prefix: '/api', rateLimits });
  await app.register(adminRoutes, { prefix: '/api/admin', rateLimits });
  await app.register(boardRoutes, { prefix: '/api/boards' });
  await app.register(feedRoutes, { prefix: '/api/boards' });
  await app.register(userFeedRoutes, { prefix: '/api' });
  await app.register(pinRoutes, { prefix: '/api/pins' });
  await app.register(templateRoutes, { prefix: '/api/templates' });
  await app.register(siteBrandRoutes, { prefix: '/api/brand', rateLimits });
  await app.register(brandKitRoutes, { prefix: '/api/brand-kits' });
  await app.register(brandFontRoutes, { prefix: '/api/brand-fonts' });
  await app.register(analyticsRoutes, { prefix: '/api/analytics' });
  await app.register(apiKeyRoutes, { prefix: '/api/api-keys' });
  await app.register(webhookRoutes, { prefix: '/api/webhooks', demo: Boolean(deps.pinterest.demoPages) });
  await app.register(scheduleRoutes, { prefix: '/api', rateLimits });
  await app.register(pinterestRoutes, { prefix: '/api/pinterest', rateLimits });
  await app.register(publishingRoutes, { prefix: '/api' });
  await app.register(billingRoutes, { prefix: '/api', rateLimits });
  // Live chat's streams hear each other's messages through the database (ADR 0043).
  const chatBus = createChatBus(deps.database.client, app.log);
  app.addHook('preClose', async () => chatBus.close());
  await app.register(supportRoutes, { prefix: '/api', rateLimits, chatBus });
  await app.register(adminSupportRoutes, { prefix: '/api/admin/support', chatBus });
  await app.register(mediaRoutes);
  if (deps.pinterest.demoPages) {
    await app.register(demoPagesRoute, { prefix: DEMO_PINTEREST_PATH, pages: deps.pinterest.demoPages });
  }
  if (deps.billing?.demoPages) {
    await app.register(stripeDemoPagesRoute, { prefix: DEMO_STRIPE_PATH, pages: deps.billing.demoPages });
  }
  if (deps.testClock) await app.register(testClockRoutes, { prefix: '/api', clock: deps.testClock });

  await registerWebApp(app, deps.webRoot === undefined ? DEFAULT_WEB_ROOT : deps.webRoot);
  return app;
}
