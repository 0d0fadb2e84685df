// `npm run worker`: more job workers next to the server, running every job it runs (publishing and
// its sweep, housekeeping, plan expiry, send-mail, check-feeds; jobs/start-jobs.ts): config → the
// server's own services (start-services.ts: database, migrations, APP_SECRET check, media storage,
// Pinterest, mail, outbound rules) → image pool → jobs. SIGTERM/SIGINT let the job in flight
// finish (the sweep recovers one cut off). Needs what several processes can share: PostgreSQL
// (PGlite is one process's), a real Pinterest app (demo mode's emulator runs inside the server's
// process) and the server's APP_SECRET.
import type { Logger } from 'pino';
import { systemClock } from './clock';
import type { Config } from './config';
import { startJobs } from './jobs/start-jobs';
import { closeImagePool, configureImagePool } from './render/image-pool';
import { startServices } from './start-services';
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

  const appSecret = config.appSecret as string;
  const { database, media, pinterest, mailer, outbound } = await startServices(config, { log, appSecret });
  const deps = { db: database.db, media, pinterest, appSecret, clock: systemClock };
  const feeds = { ai: config.ai, outbound };
  // Feed pins are drawn in this process's own image pool (render/image-pool.ts).
  await configureImagePool({ ...config.imagePool, log });
  // The worker never runs in demo mode (it needs a real Pinterest app): HTTPS in production.
  const webhooks = {
    requireHttps: config.nodeEnv === 'production' && !config.testOutboundLoopback,
    publicUrl: config.publicUrl,
  };
  const stopJobs = await startJobs({ client: database.client, deps, feeds, webhooks, mailer, log });
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
