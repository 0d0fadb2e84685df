// `npm run worker`: more publishing workers next to the server: config → database → migrations →
// queue → workers. SIGTERM/SIGINT let the job in flight finish (the sweep recovers one cut off).
// Needs what several processes can share: PostgreSQL (PGlite is one process's), a real Pinterest
// app (demo mode's emulator lives in the server's memory) and the server's APP_SECRET.
import type { Logger } from 'pino';
import { checkAppSecret } from './app-secret-check';
import { systemClock } from './clock';
import type { Config } from './config';
import { openDatabase } from './db/connection';
import { migrateDatabase } from './db/migrate';
import { allowLoopbackForTests, createOutbound } from './integrations/outbound/outbound';
import { createMediaStorage } from './integrations/storage/create-media-storage';
import { startJobs } from './jobs/start-jobs';
import { createMailer } from './modules/mail';
import { resolvePinterest } from './modules/pinterest/resolve-pinterest';
import { closeImagePool, configureImagePool } from './render/image-pool';
import { exitOnFailure, startUp, stopOnSignals } from './start-up';

async function main(config: Config, log: Logger): Promise<void> {
  const missing = [
    config.databaseUrl ? null : 'DATABASE_URL (PostgreSQL)',
    config.pinterest.app ? null : 'PINTEREST_APP_ID and PINTEREST_APP_SECRET',
    config.appSecret ? null : 'APP_SECRET (the server’s)',
  ].filter(Boolean);
  if (missing.length) {
    log.fatal(`npm run worker needs ${missing.join(', ')}. Without them the server publishes by itself.`);
    process.exit(1);
  }

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    onPoolError: (error) => log.error({ err: error }, 'database pool error'),
  });
  await migrateDatabase(database);
  await checkAppSecret({ db: database.db, appSecret: config.appSecret as string });
  // Shared storage for workers on other machines: MEDIA_STORAGE=s3, or the same DATA_DIR.
  const media = await createMediaStorage(config);
  const pinterest = await resolvePinterest(config.pinterest, {
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
  });
  const deps = {
    db: database.db,
    media,
    pinterest: pinterest.deps,
    appSecret: config.appSecret as string,
    clock: systemClock,
  };
  const mailer = createMailer({ ...config.mail, log });
  // The feeds job fetches user-given addresses by the same rules as the app (app.ts).
  const outbound = createOutbound({
    allowPrivate: config.allowPrivateUserUrls,
    isAllowedAddress: config.testOutboundLoopback ? allowLoopbackForTests : undefined,
  });
  const feeds = { ai: config.ai, outbound };
  // Feed pins are drawn in this process's own image pool (render/image-pool.ts).
  await configureImagePool({ ...config.imagePool, log });
  const stopJobs = await startJobs({ client: database.client, deps, feeds, mailer, log });
  log.info('Pinloom publishing worker started');
  stopOnSignals(
    log,
    async () => {
      await stopJobs();
      await closeImagePool();
      await database.close();
    },
    { name: 'Pinloom publishing worker' },
  );
}

const { config, log } = startUp(process.env);
main(config, log).catch(exitOnFailure(log, 'Pinloom worker failed to start'));
