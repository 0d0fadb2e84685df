// Process entry: config → secret → database → migrations → admin account → app → listen → publisher.
// SIGTERM/SIGINT stop accepting connections, let requests in flight finish, close the database.

import path from 'node:path';
import { buildApp } from './app';
import { resolveAppSecret } from './app-secret';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateDatabase } from './db/migrate';
import { createFileMediaStorage } from './integrations/storage/media-storage';
import { startPublisher } from './jobs/start-publisher';
import { ensureAdminAccount } from './modules/admin/ensure-admin-account';
import { ensureGenerationSettings } from './modules/generation/generation-settings';
import { DEMO_PINTEREST_PATH } from './modules/pinterest/pin-url';
import { resolvePinterest } from './modules/pinterest/resolve-pinterest';

/** A shutdown that hangs (a stuck connection) must not keep an orchestrator waiting forever. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  const appSecret = await resolveAppSecret({ given: config.appSecret, dataDir: config.dataDir });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (error) => console.error('database pool error:', error.message),
  });
  try {
    await migrateDatabase(database);
    if (config.admin) await ensureAdminAccount({ db: database.db, ...config.admin });
    await ensureGenerationSettings({ db: database.db, ai: config.ai });
  } catch (error) {
    await database.close();
    throw error;
  }

  const media = createFileMediaStorage(path.resolve(config.dataDir, 'media'));
  const pinterest = await resolvePinterest(config.pinterest, {
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
  });
  const app = await buildApp({
    config: { ...config, appSecret },
    database,
    media,
    pinterest: pinterest.deps,
  });
  // After the app: requests still finishing may be talking to the emulator.
  app.addHook('onClose', async () => pinterest.close());
  // The queue stops before the app closes the database it runs on.
  let stopPublisher = async () => {};
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    stopPublisher()
      .catch((error: unknown) => app.log.error({ err: error }, 'stopping the publisher failed'))
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  // The first line says where to open Pinloom: the address the Pinterest callback comes back to.
  await app.listen({
    host: config.host,
    port: config.port,
    listenTextResolver: (address) => `Pinloom is ready: open ${config.publicUrl} (listening on ${address})`,
  });
  app.log.info(
    {
      database: database.client.driver,
      nodeEnv: config.nodeEnv,
      admin: config.admin?.email,
      ai: { text: config.ai.text.provider, image: config.ai.image.provider },
      pinterest: pinterest.deps.demo ? 'demo' : pinterest.deps.config.apiBaseUrl,
    },
    'running with',
  );
  if (pinterest.deps.demo) {
    app.log.info(`Demo mode: Pinterest is simulated; its page is ${config.publicUrl}${DEMO_PINTEREST_PATH}/`);
  }
  if (config.publisherInProcess) {
    const deps = { db: database.db, media, pinterest: pinterest.deps, appSecret };
    stopPublisher = await startPublisher({ client: database.client, deps, log: app.log });
    app.log.info('publisher started in this process');
  }
}

main().catch((error: unknown) => {
  console.error('Pinloom failed to start:', error);
  process.exit(1);
});
