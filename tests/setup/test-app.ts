// Builds the real app (buildApp, as main.ts does) on the worker's shared test database.
// Each call empties the database first, so a test starts from nothing; each app has its own media
// folder, removed when the app closes.

import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../../src/server/app';
import { LOCAL_AI_CONFIG } from '../../src/server/config-ai';
import type { Database, DatabaseHandle } from '../../src/server/db/connection';
import {
  createFileMediaStorage,
  type MediaStorage,
} from '../../src/server/integrations/storage/media-storage';
import { getTestDatabase, resetTestDatabase } from './database';
import { installConformanceCheck } from './openapi-conformance';
import { UNREACHABLE_PINTEREST } from './pinterest';
import { resolverFor } from './resolver';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  media: MediaStorage;
  /** The folder behind `media` (unless another store was given), to check what is on disk. */
  mediaDir: string;
}

const UNLIMITED_ADMISSION = {
  generations: Number.MAX_SAFE_INTEGER,
  running: Number.MAX_SAFE_INTEGER,
  waiting: 0,
  maxWaitMs: 0,
};

export const TEST_APP_SECRET = 'test-secret-test-secret-test-secret-1234';

export async function createTestApp(
  options: Partial<
    Pick<
      AppDeps,
      | 'rateLimits'
      | 'webRoot'
      | 'clock'
      | 'testClock'
      | 'pinterest'
      | 'resolveHost'
      | 'isAllowedOutboundAddress'
      | 'billing'
      | 'admission'
    >
  > & {
    database?: DatabaseHandle;
    ai?: AppDeps['config']['ai'];
    /** AI_ALLOW_PRIVATE_USER_URLS: a user's own AI base URL may be on this machine (the emulator). */
    allowPrivateUserUrls?: boolean;
    /** The image pool's threads and queue (IMAGE_POOL_SIZE, IMAGE_POOL_QUEUE); default by the cores. */
    imagePool?: { size?: number; queue?: number };
    /** End the image pool's threads when the app closes (as main.ts does); default false: they are shared. */
    closeImagePool?: boolean;
    /** Another store for pin images, e.g. S3 on a local server (s3-server.ts); default a temp folder. */
    media?: MediaStorage;
  } = {},
): Promise<TestApp> {
  const shared = await getTestDatabase();
  await resetTestDatabase(shared);
  // The shared database outlives this app: closing the app must not close it.
  const database = options.database ?? { ...shared, close: async () => {} };
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'pinloom-media-'));
  const media = options.media ?? createFileMediaStorage(mediaDir);
  const app = await buildApp({
    config: {
      logLevel: 'silent',
      trustProxy: false,
      appSecret: TEST_APP_SECRET,
      ai: options.ai ?? LOCAL_AI_CONFIG,
      allowPrivateUserUrls: options.allowPrivateUserUrls ?? false,
      imagePool: options.imagePool,
    },
    database,
    media,
    // Tests that talk to Pinterest start an emulator and pass pinterestFor(emulator).
    pinterest: options.pinterest ?? UNREACHABLE_PINTEREST,
    rateLimits: options.rateLimits,
    webRoot: options.webRoot ?? null,
    clock: options.clock,
    // Only the test clock's own tests serve /api/test-clock.
    testClock: options.testClock,
    // Tests of billing start the Stripe emulator and pass billingFor(emulator); others run without.
    billing: options.billing,
    // No network in tests: names resolve from a fixed table (resolver.ts).
    resolveHost: options.resolveHost ?? resolverFor(),
    // Tests that fetch fixture pages let their server on 127.0.0.1 through; others reach nothing private.
    isAllowedOutboundAddress: options.isAllowedOutboundAddress,
    // One image pool for the worker process, like its database: its threads start once, not per test.
    closeImagePool: options.closeImagePool ?? false,
    // Tests fire bursts of requests on a shared, loaded machine: nothing is turned away for load
    // unless a test sets the limits it is about (tests/server/admission.test.ts).
    admission: options.admission ?? UNLIMITED_ADMISSION,
  });
  // One folder per test app: left behind, they would pile up in the temp directory by the hundred.
  app.addHook('onClose', async () => rm(mediaDir, { recursive: true, force: true }));
  // Every answer checked against the app's own API description; a contradiction fails the test.
  installConformanceCheck(app);
  await app.ready();
  return { app, db: database.db, media, mediaDir };
}
