// `npm run worker`: more publishing workers next to the server: config → database → migrations →
// queue → workers. SIGTERM/SIGINT let the job in flight finish (the sweep recovers one cut off).
// Needs what several processes can share: PostgreSQL (PGlite is one process's), a real Pinterest
// app (demo mode's emulator lives in the server's memory) and the server's APP_SECRET.
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateDatabase } from './db/migrate';
import { createFileMediaStorage } from './integrations/storage/media-storage';
import { startPublisher } from './jobs/start-publisher';
import { resolvePinterest } from './modules/pinterest/resolve-pinterest';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const missing = [
    config.databaseUrl ? null : 'DATABASE_URL (PostgreSQL)',
    config.pinterest.app ? null : 'PINTEREST_APP_ID and PINTEREST_APP_SECRET',
    config.appSecret ? null : 'APP_SECRET (the server’s)',
  ].filter(Boolean);
  if (missing.length) {
    console.error(`npm run worker needs ${missing.join(', ')}. Without them the server publishes by itself.`);
    process.exit(1);
  }

  const log = jsonLogger(config.logLevel === 'silent');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (error) => log.error({ err: error }, 'database pool error'),
  });
  await migrateDatabase(database);
  const pinterest = await resolvePinterest(config.pinterest, {
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
  });
  const deps = {
    db: database.db,
    // Media must be shared storage (the same DATA_DIR) for workers on other machines.
    media: createFileMediaStorage(path.resolve(config.dataDir, 'media')),
    pinterest: pinterest.deps,
    appSecret: config.appSecret as string,
  };
  const stop = await startPublisher({ client: database.client, deps, log });
  log.info({}, 'Pinloom publishing worker started');

  const shutdown = (signal: NodeJS.Signals) => {
    log.info({ signal }, 'worker shutting down');
    stop()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'worker shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

/** One JSON line per event, like the server's logs (pino is not a direct dependency). */
function jsonLogger(silent: boolean) {
  const write = (level: string) => (fields: object, message?: string) => {
    if (silent) return;
    const entry =
      fields instanceof Object && 'err' in fields ? { ...fields, err: String(fields.err) } : fields;
    console.log(JSON.stringify({ level, time: new Date().toISOString(), msg: message, ...entry }));
  };
  return { info: write('info'), error: write('error') };
}

main().catch((error: unknown) => {
  console.error('Pinloom worker failed to start:', error);
  process.exit(1);
});
