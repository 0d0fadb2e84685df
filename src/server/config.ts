// The one reader of process.env: every setting is parsed here at boot, so a bad value stops
// the process with a message naming the variable instead of failing later mid-request. The
// process's own settings are here; each outside service's live in a config-<concern>.ts beside
// it (AI, Pinterest, Stripe, mail, media storage), with the refusals of its variables.
import { z } from 'zod';
import { isBlankPassword } from '../shared/blank-password';
import { MIN_SECRET_LENGTH } from './app-secret-length';
import { AI_ENV, type AiConfig, aiConfig } from './config-ai';
import { MAIL_ENV, MAIL_SECRET_VARIABLES, type MailConfig, mailConfig } from './config-mail';
import { MEDIA_STORAGE_ENV, type MediaStorageConfig, mediaStorageConfig } from './config-media-storage';
import { PINTEREST_ENV, type PinterestConfig, pinterestConfig } from './config-pinterest';
import { STRIPE_ENV, type StripeConfig, stripeConfig } from './config-stripe';
import {
  blankToUndefined,
  boolean,
  booleanDefaulting,
  ConfigError,
  configRefusal,
  type EnvOf,
} from './config-values';

export { ConfigError };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const MIN_ADMIN_PASSWORD_LENGTH = 8;

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`);

const DEFAULT_PORT = 3000;
const localPublicUrl = (port: number) => `http://localhost:${port}`;
/** PUBLIC_URL's default with the default PORT; apps built without a PUBLIC_URL (tests) use it too. */
export const DEFAULT_PUBLIC_URL = localPublicUrl(DEFAULT_PORT);

/** This process's own settings: where it listens and keeps data, its database pool and image
 * threads, the app secret, its logs, the publisher and the admin account. */
const PROCESS_ENV = {
  /** Interface to listen on. 127.0.0.1 keeps a fresh install private; use 0.0.0.0 in containers. */
  HOST: z.preprocess(blankToUndefined, z.string().default('127.0.0.1')),
  /** TCP port of the HTTP server (API and web app on the same port). */
  PORT: z.preprocess(blankToUndefined, wholeNumber(0, 65535).default(DEFAULT_PORT)),
  /**
   * The address people open Pinloom at: printed at start, the origin of the Pinterest callback and
   * of links in the app. Default http://localhost:<PORT>.
   */
  PUBLIC_URL: z.preprocess(
    blankToUndefined,
    z
      .url('must be an http(s) URL')
      .regex(/^https?:\/\//i, 'must be an http(s) URL')
      // Every check runs, even after one refused: a text no URL parser takes is z.url's to
      // refuse, not this one's to throw on (PUBLIC_URL=notaurl once crashed the start).
      .refine(
        (url) => !URL.canParse(url) || new URL(url).pathname === '/',
        'must be an origin without a path, e.g. https://pins.example.com',
      )
      .optional(),
  ),
  /** Where local state lives: the embedded database (when DATABASE_URL is unset), the app secret, media. */
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data')),
  /** PostgreSQL connection string. When set, PostgreSQL is used instead of the embedded PGlite. */
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  /**
   * Most PostgreSQL connections this process opens (pg's default, 10); the job queue and the mail
   * listener share them. Every API process and worker opens its own: keep their sum under the
   * server's max_connections.
   */
  DATABASE_POOL_SIZE: z.preprocess(blankToUndefined, wholeNumber(1, 1000).default(10)),
  /**
   * The image pool (render/image-pool.ts): threads that draw pin images (default one per core),
   * and how many images may wait for one before generation answers 429 (default 16 per thread).
   */
  IMAGE_POOL_SIZE: z.preprocess(blankToUndefined, wholeNumber(1, 64).optional()),
  IMAGE_POOL_QUEUE: z.preprocess(blankToUndefined, wholeNumber(1, 10_000).optional()),
  /** Key material for encrypting stored tokens. Generated once into DATA_DIR/app-secret when absent. */
  APP_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`).optional(),
  ),
  /** Log lines as JSON (production, log collectors) or pretty and coloured (a terminal). */
  LOG_FORMAT: z.preprocess(
    blankToUndefined,
    z.enum(['json', 'pretty'], { error: 'must be json or pretty' }).optional(),
  ),
  /** Pino log level. */
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
  /** Trust X-Forwarded-For from a reverse proxy; only turn on behind one, or clients can spoof addresses. */
  TRUST_PROXY: boolean,
  /** Run the publisher's job workers inside the server; `npm run worker` runs more of them. */
  PUBLISHER_IN_PROCESS: booleanDefaulting('true'),
  /** With ADMIN_PASSWORD: the administrator account created, or whose password is reset, at start. */
  ADMIN_EMAIL: z.preprocess(blankToUndefined, z.email('must be an email address').optional()),
  ADMIN_PASSWORD: z.preprocess(
    blankToUndefined,
    z
      .string()
      .min(MIN_ADMIN_PASSWORD_LENGTH, `must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`)
      .refine((value) => !isBlankPassword(value), 'must not be only spaces')
      .optional(),
  ),
};

/** The switches for browser tests, and the mode (NODE_ENV) that refuses them in production. */
const MODE_ENV = {
  /**
   * Browser tests only: POST /api/test-clock moves this server's time (and demo billing's) forward.
   * Refused with NODE_ENV=production.
   */
  TEST_CLOCK: boolean,
  /**
   * Browser tests only: pages, images and feeds may be fetched from 127.0.0.1 (a fixture site the
   * test serves), as if it were public. Refused with NODE_ENV=production.
   */
  TEST_OUTBOUND_LOOPBACK: boolean,
  /** development | production | test. `npm start` runs production; it picks the log format. */
  NODE_ENV: z.preprocess(
    blankToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
};

// The order of the parts is the order a refusal names the first bad variable in.
const envSchema = z.object({
  ...PROCESS_ENV,
  ...AI_ENV,
  ...PINTEREST_ENV,
  ...STRIPE_ENV,
  ...MAIL_ENV,
  /** Where pin images live: MEDIA_STORAGE, S3_* (config-media-storage.ts, ADR 0023). */
  ...MEDIA_STORAGE_ENV,
  ...MODE_ENV,
});

export type LogFormat = 'json' | 'pretty';

export interface Config {
  host: string;
  port: number;
  /** Origin people open Pinloom at, without a trailing slash, e.g. http://localhost:3000. */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_POOL_SIZE: the PostgreSQL pool's most connections (unused with PGlite). */
  databasePoolSize: number;
  /** IMAGE_POOL_SIZE and IMAGE_POOL_QUEUE; unset, render/image-pool.ts's defaults (by the cores). */
  imagePool: { size?: number; queue?: number };
  /** As given in the environment; see resolveAppSecret for the generated fallback. */
  appSecret: string | undefined;
  logLevel: LogLevel;
  logFormat: LogFormat;
  trustProxy: boolean;
  publisherInProcess: boolean;
  admin: { email: string; password: string } | undefined;
  nodeEnv: 'development' | 'production' | 'test';
  ai: AiConfig;
  /** AI_ALLOW_PRIVATE_USER_URLS: users' own AI base URLs may reach private addresses. */
  allowPrivateUserUrls: boolean;
  pinterest: PinterestConfig;
  stripe: StripeConfig | null;
  /** TEST_CLOCK: the app's time can be moved forward through POST /api/test-clock (browser tests). */
  testClock: boolean;
  /** TEST_OUTBOUND_LOOPBACK: user-given URLs may reach 127.0.0.1 (browser tests' fixture site). */
  testOutboundLoopback: boolean;
  /** Email: SMTP when smtpUrl is set, else the outbox and the log (modules/mail). */
  mail: MailConfig;
  /** Where pin images live: DATA_DIR/media, or an S3-compatible bucket (ADR 0023). */
  mediaStorage: MediaStorageConfig;
}

/** Parses the environment; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    const given = env[variable];
    const secret =
      variable.includes('SECRET') ||
      variable.includes('PASSWORD') ||
      MAIL_SECRET_VARIABLES.includes(variable);
    const shown = secret ? '' : ` (got "${given}")`;
    throw configRefusal(`${variable} ${issue?.message ?? 'is invalid'}${shown}`);
  }
  const e = parsed.data;
  const publicUrl = new URL(e.PUBLIC_URL ?? localPublicUrl(e.PORT)).origin;
  const admin = adminConfig(e);
  const pinterest = pinterestConfig(e, publicUrl);
  refuseTestSwitchesInProduction(e);
  const mail = mailConfig(e);
  const stripe = stripeConfig(e);
  const mediaStorage = mediaStorageConfig(e);
  return {
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    imagePool: { size: e.IMAGE_POOL_SIZE, queue: e.IMAGE_POOL_QUEUE },
    appSecret: e.APP_SECRET,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' ? 'pretty' : 'json'),
    trustProxy: e.TRUST_PROXY,
    publisherInProcess: e.PUBLISHER_IN_PROCESS,
    admin,
    nodeEnv: e.NODE_ENV,
    ai: aiConfig(e),
    allowPrivateUserUrls: e.AI_ALLOW_PRIVATE_USER_URLS,
    pinterest,
    stripe,
    testClock: e.TEST_CLOCK,
    testOutboundLoopback: e.TEST_OUTBOUND_LOOPBACK,
    mail,
    mediaStorage,
  };
}

function adminConfig(e: EnvOf<typeof PROCESS_ENV>): Config['admin'] {
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    const missing = e.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
    throw configRefusal(`${missing} is required when the other admin variable is set`);
  }
  return e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined;
}

function refuseTestSwitchesInProduction(e: EnvOf<typeof MODE_ENV>): void {
  if (e.NODE_ENV !== 'production') return;
  if (e.TEST_CLOCK) {
    throw configRefusal(
      "TEST_CLOCK lets anyone move the server's time; it is for tests only and cannot be on with NODE_ENV=production",
    );
  }
  if (e.TEST_OUTBOUND_LOOPBACK) {
    throw configRefusal(
      'TEST_OUTBOUND_LOOPBACK lets users make the server fetch its own machine; it is for tests only and cannot be on with NODE_ENV=production',
    );
  }
}
