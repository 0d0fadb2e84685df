// What the server (main.ts) and the publishing worker (worker.ts) both start, in one order: the
// database, its migrations, the check that APP_SECRET opens what is stored, media storage,
// Pinterest (or, in demo mode, its emulator), the mailer and the rules for user-given addresses.
// A failure closes what was opened before it goes on.
import path from 'node:path';
import type { Logger } from 'pino';
import { checkAppSecret } from './app-secret-check';
import type { Clock } from './clock';
import type { Config } from './config';
import { type Database, type DatabaseHandle, openDatabase } from './db/connection';
import { migrateDatabase } from './db/migrate';
import { configuredOutbound, type Outbound } from './integrations/outbound/outbound';
import { createMediaStorage } from './integrations/storage/create-media-storage';
import type { MediaStorage } from './integrations/storage/media-storage';
import { createMailer, type Mailer } from './modules/mail';
import type { PinterestDeps } from './modules/pinterest';
import { resolvePinterest } from './modules/pinterest/resolve-pinterest';

export interface Services {
  database: DatabaseHandle;
  media: MediaStorage;
  pinterest: PinterestDeps;
  mailer: Mailer;
  outbound: Outbound;
  /** Stops Pinterest's emulator (demo mode); the database is closed by whoever closes last. */
  closePinterest: () => Promise<void>;
}

export async function startServices(
  config: Config,
  options: {
    log: Logger;
    /** The resolved secret (app-secret.ts): what is stored must open with it. */
    appSecret: string;
    /** Run after the migrations: what the server seeds (the admin account, settings, flags). */
    prepare?: (db: Database) => Promise<void>;
    /** The app's clock: demo mode's simulated Pinterest follows it (ADR 0025). */
    clock?: Clock;
  },
): Promise<Services> {
  const { log } = options;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    onPoolError: (error) => log.error({ err: error }, 'database pool error'),
  });
  try {
    await migrateDatabase(database, {
      // A backup before migrating PGlite; PostgreSQL's are the operator's.
      backupsDir: path.resolve(config.dataDir, 'backups'),
      onBackup: (file) => log.info({ file }, 'saved the database before migrating it'),
    });
    await checkAppSecret({ db: database.db, appSecret: options.appSecret });
    await options.prepare?.(database.db);
    // Workers on other machines need shared storage: MEDIA_STORAGE=s3, or the same DATA_DIR.
    const media = await createMediaStorage(config);
    const pinterest = await resolvePinterest(config.pinterest, {
      dataDir: config.dataDir,
      publicUrl: config.publicUrl,
      now: options.clock?.now,
    });
    return {
      database,
      media,
      pinterest: pinterest.deps,
      closePinterest: pinterest.close,
      mailer: createMailer({ ...config.mail, log }),
      // The feeds job fetches user-given addresses by the same rules as the app's routes.
      outbound: configuredOutbound(config),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
