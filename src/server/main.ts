// Process entry: config → DATA_DIR made owner-only → secret → database (a backup first when a
// migration is pending on PGlite) → migrations → admin account, prompts and feature flags →
// Pinterest and Stripe (or their emulators) → the web build npm start may be running meanwhile →
// app → listen → jobs. The steps the worker shares (database to outbound rules) are start-services.ts.
// SIGTERM/SIGINT stop accepting connections, let requests in flight finish, close the database.

import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { buildApp } from './app';
import { resolveAppSecret } from './app-secret';
import { systemClock } from './clock';
import type { Config } from './config';
import { dataDirRefusal } from './data-dir-refusal';
import { DEMO_PINTEREST_PATH } from './integrations/pinterest/pin-url';
import { startJobs } from './jobs/start-jobs';
import { ensureAdminAccount } from './modules/admin';
import { DEMO_STRIPE_PATH } from './modules/billing';
import { resolveBilling } from './modules/billing/resolve-billing';
import { ensureFeatureFlags } from './modules/flags';
import { ensureGenerationSettings } from './modules/generation';
import { createTestClock } from './modules/test-clock';
import { makeOwnerOnly } from './owner-only';
import { startImagePool } from './render/image-pool';
import { startServices } from './start-services';
import { exitOnFailure, startUp, stopOnSignals } from './start-up';
import { webAppBuilt } from './web-app-ready';

async function main(config: Config, log: Logger): Promise<void> {
  const madeOwnerOnly = await makeOwnerOnly(config.dataDir);
  if (madeOwnerOnly) {
    log.warn(`DATA_DIR: ${madeOwnerOnly} folders and files were open to other users; now owner-only`);
  }
  const appSecret = await resolveAppSecret({ given: config.appSecret, dataDir: config.dataDir });
  // TEST_CLOCK (browser tests, never production): one clock the app, every job and demo billing's
  // emulator follow, moved forward by POST /api/test-clock. Otherwise the system's.
  const testClock = config.testClock ? createTestClock() : null;
  const clock = testClock ?? systemClock;
  const services = await startServices(config, {
    log,
    appSecret,
    clock,
    prepare: async (db) => {
      if (config.admin) await ensureAdminAccount({ db, ...config.admin, now: clock.now() });
      await ensureGenerationSettings({ db, ai: config.ai });
      await ensureFeatureFlags({ db });
    },
  });
  const { database, media, pinterest } = services;
  const billing = await resolveBilling(config.stripe, {
    publicUrl: config.publicUrl,
    dataDir: config.dataDir,
  }).catch(async (error: unknown) => {
    await services.closePinterest();
    await database.close();
    throw error;
  });
  // npm start may be building the web app meanwhile (build/start.ts): the app serves what it built.
  await webAppBuilt();
  const app = await buildApp({
    config: { ...config, appSecret },
    database,
    media,
    pinterest,
    billing: billing.deps,
    outbound: services.outbound,
    clock,
    testClock,
    logger: log,
  });
  // After the app: requests still finishing may be talking to the emulators.
  app.addHook('onClose', async () => {
    await services.closePinterest();
    await billing.close();
  });
  // The jobs stop before the app closes the database they run on.
  let stopJobs = async () => {};
  stopOnSignals(
    log,
    async () => {
      await stopJobs().catch((error: unknown) => log.error({ err: error }, 'stopping the jobs failed'));
      await app.close();
    },
    { name: 'Pinloom server' },
  );

  // The first line says where to open Pinloom: the address the Pinterest callback comes back to.
  await app.listen({
    host: config.host,
    port: config.port,
    listenTextResolver: (address) => `Pinloom is ready: open ${config.publicUrl} (listening on ${address})`,
  });
  // The image pool's threads load the renderer and its fonts now rather than on the first pin.
  startImagePool();
  // Demo billing: the emulator's webhooks come to this server's own webhook route.
  billing.setWebhookUrl(`${ownAddress(app.server.address())}/api/payment/webhook`);
  log.info(
    {
      database: database.client.driver,
      nodeEnv: config.nodeEnv,
      admin: config.admin?.email,
      ai: { text: config.ai.text.provider, image: config.ai.image.provider },
      pinterest: pinterest.demo ? 'demo' : pinterest.config.apiBaseUrl,
      billing: billing.deps.mode,
      media: config.mediaStorage.kind === 's3' ? `s3 (${config.mediaStorage.bucket})` : 'file',
      // Never the URL: it may hold the SMTP password.
      mail: config.mail.smtpUrl ? 'smtp' : 'outbox and log',
    },
    'running with',
  );
  if (!config.mail.smtpUrl) {
    log.info(
      'Email: no SMTP_URL set, so emails are kept in the outbox and printed here (subject, recipient, links)',
    );
  }
  if (pinterest.demo) {
    log.info(`Demo mode: Pinterest is simulated; its page is ${config.publicUrl}${DEMO_PINTEREST_PATH}/`);
  }
  if (billing.deps.mode === 'demo') {
    log.info(
      `Demo billing: Stripe is simulated, no card is ever charged; its pages are under ${DEMO_STRIPE_PATH}/`,
    );
  }
  if (testClock) {
    log.warn("Test clock: POST /api/test-clock moves this server's time forward (TEST_CLOCK, tests only)");
  }
  if (config.publisherInProcess) {
    const deps = { db: database.db, media, pinterest, appSecret, clock };
    const feeds = { ai: config.ai, outbound: services.outbound };
    const webhooks = {
      requireHttps: config.nodeEnv === 'production' && !pinterest.demo && !config.testOutboundLoopback,
      publicUrl: config.publicUrl,
    };
    stopJobs = await startJobs({
      client: database.client,
      deps,
      feeds,
      webhooks,
      mailer: services.mailer,
      log,
    });
    log.info('publisher started in this process');
  }
}

/** This server as a loopback client reaches it: 0.0.0.0 and :: are reached on 127.0.0.1 and ::1. */
function ownAddress(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') throw new Error('the server is not listening on a port');
  if (address.address === '0.0.0.0') return `http://127.0.0.1:${address.port}`;
  if (address.address === '::') return `http://[::1]:${address.port}`;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

const { config, log } = startUp(process.env);
main(config, log)
  // A file of DATA_DIR that cannot be written (the app secret, media) is named with what to do.
  .catch((error: unknown) => {
    throw dataDirRefusal(error, config.dataDir) ?? error;
  })
  .catch(exitOnFailure(log, 'Pinloom failed to start'));
