// The one reader of process.env: every setting is parsed here at boot, so a bad value stops
// the process with a message naming the variable instead of failing later mid-request.
import { z } from 'zod';
import { isBlankPassword } from '../shared/blank-password';
import { MIN_SECRET_LENGTH } from './app-secret-length';
import { MEDIA_STORAGE_ENV, type MediaStorageConfig, mediaStorageConfig } from './config-media-storage';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const MIN_ADMIN_PASSWORD_LENGTH = 8;

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

const booleanDefaulting = (fallback: 'true' | 'false') =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
      .default(fallback)
      .transform((value) => value === 'true' || value === '1'),
  );
const boolean = booleanDefaulting('false');

const AI_PROVIDERS = ['local', 'openai'] as const;
type AiProviderName = (typeof AI_PROVIDERS)[number];

const optionalProvider = z.preprocess(
  blankToUndefined,
  z.enum(AI_PROVIDERS, { error: `must be one of ${AI_PROVIDERS.join(', ')}` }).optional(),
);
const optionalUrl = z.preprocess(blankToUndefined, z.url('must be an http(s) URL').optional());
const optionalPrice = z.preprocess(
  blankToUndefined,
  z
    .string()
    .max(200, 'must be at most 200 characters')
    .regex(/^[A-Za-z0-9_.:-]+$/, 'must be a price id (price_…) or a lookup key: letters, digits, _ . : -')
    .optional(),
);

/** `Name <address>` or a bare address, on one line. */
const MAIL_ADDRESS = /^(?:[^\r\n<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;
const DEFAULT_MAIL_FROM = 'Pinloom <no-reply@localhost>';

const envSchema = z.object({
  /** Interface to listen on. 127.0.0.1 keeps a fresh install private; use 0.0.0.0 in containers. */
  HOST: z.preprocess(blankToUndefined, z.string().default('127.0.0.1')),
  /** TCP port of the HTTP server (API and web app on the same port). */
  PORT: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
  ),
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
  DATABASE_POOL_SIZE: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 1000')
      .max(1000, 'must be between 1 and 1000')
      .default(10),
  ),
  /**
   * The image pool (render/image-pool.ts): threads that draw pin images (default one per core),
   * and how many images may wait for one before generation answers 429 (default 16 per thread).
   */
  IMAGE_POOL_SIZE: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 64')
      .max(64, 'must be between 1 and 64')
      .optional(),
  ),
  IMAGE_POOL_QUEUE: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 10000')
      .max(10_000, 'must be between 1 and 10000')
      .optional(),
  ),
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
  /**
   * AI providers, per capability (text, image). `local` needs no network; `openai` is the
   * official SDK against OpenAI or any compatible server (Ollama, LocalAI, vLLM) at BASE_URL.
   * Default: openai when a key or base URL is set for the capability, else local.
   */
  AI_TEXT_PROVIDER: optionalProvider,
  AI_TEXT_BASE_URL: optionalUrl,
  AI_TEXT_API_KEY: z.preprocess(blankToUndefined, z.string().optional()),
  AI_TEXT_MODEL: z.preprocess(blankToUndefined, z.string().max(100).default('gpt-4o')),
  AI_IMAGE_PROVIDER: optionalProvider,
  AI_IMAGE_BASE_URL: optionalUrl,
  AI_IMAGE_API_KEY: z.preprocess(blankToUndefined, z.string().optional()),
  AI_IMAGE_MODEL: z.preprocess(blankToUndefined, z.string().max(100).default('gpt-image-1')),
  /** Shared fallbacks for both capabilities, as the OpenAI SDK names them. */
  OPENAI_API_KEY: z.preprocess(blankToUndefined, z.string().optional()),
  OPENAI_BASE_URL: optionalUrl,
  /**
   * Lets users' own AI base URLs (Settings) reach private addresses: loopback, the local network,
   * link-local. Only for a single-tenant install whose one user runs a model server next to it;
   * otherwise any user could make the server call into its own network (integrations/outbound).
   * The server's AI_*_BASE_URL may always be private.
   */
  AI_ALLOW_PRIVATE_USER_URLS: boolean,
  /**
   * The Pinterest app (developers.pinterest.com). Both or neither: without them Pinloom runs in
   * demo mode against the built-in emulator.
   */
  PINTEREST_APP_ID: z.preprocess(blankToUndefined, z.string().max(100).optional()),
  PINTEREST_APP_SECRET: z.preprocess(blankToUndefined, z.string().max(200).optional()),
  /** Must equal a redirect URI registered with the app. Default <PUBLIC_URL>/api/pinterest/callback. */
  PINTEREST_REDIRECT_URI: optionalUrl,
  PINTEREST_API_BASE_URL: z.preprocess(
    blankToUndefined,
    z.url('must be an http(s) URL').default('https://api.pinterest.com/v5'),
  ),
  PINTEREST_OAUTH_BASE_URL: z.preprocess(
    blankToUndefined,
    z.url('must be an http(s) URL').default('https://www.pinterest.com/oauth/'),
  ),
  /**
   * Stripe (ADR 0020). Both or neither: without them `npm start` runs the built-in Stripe emulator
   * as demo billing. STRIPE_API_BASE points the SDK elsewhere (another emulator, a proxy).
   */
  STRIPE_SECRET_KEY: z.preprocess(blankToUndefined, z.string().max(500).optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(blankToUndefined, z.string().max(500).optional()),
  STRIPE_API_BASE: optionalUrl,
  /** Price of each paid plan and cycle: a price id (price_…) or a lookup key resolved at start. */
  STRIPE_PRICE_STARTER_MONTHLY: optionalPrice,
  STRIPE_PRICE_STARTER_YEARLY: optionalPrice,
  STRIPE_PRICE_PRO_MONTHLY: optionalPrice,
  STRIPE_PRICE_PRO_YEARLY: optionalPrice,
  STRIPE_PRICE_ENTERPRISE_MONTHLY: optionalPrice,
  STRIPE_PRICE_ENTERPRISE_YEARLY: optionalPrice,
  /**
   * Email (issue 13): smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. Unset:
   * email stays in the outbox table and the server log prints each message's subject, recipient
   * and links. Never logged: it may hold a password.
   */
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/[^/\s]/i, 'must be an smtp:// or smtps:// URL')
      .refine((value) => URL.canParse(value), 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  /** The sender of every email, `Name <address>`; required with SMTP_URL. */
  MAIL_FROM: z.preprocess(
    blankToUndefined,
    z.string().regex(MAIL_ADDRESS, 'must be an address, e.g. Pinloom <no-reply@example.com>').optional(),
  ),
  /** Where pin images live: MEDIA_STORAGE, S3_* (config-media-storage.ts, ADR 0023). */
  ...MEDIA_STORAGE_ENV,
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
});

export interface AiCapabilityConfig {
  provider: AiProviderName;
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
}

export interface AiConfig {
  text: AiCapabilityConfig;
  image: AiCapabilityConfig;
}

/**
 * How to reach Pinterest. `app` is null in demo mode (no PINTEREST_APP_ID): main.ts then starts
 * the emulator and points the connection at it.
 */
export interface PinterestConfig {
  app: { appId: string; appSecret: string } | null;
  redirectUri: string;
  apiBaseUrl: string;
  oauthBaseUrl: string;
}

/** A configured price: an id (price_…) as it is, or a lookup key the server resolves at start. */
export type PriceRef = { id: string } | { lookupKey: string };

/**
 * Stripe, when STRIPE_SECRET_KEY is set; null runs demo billing (main.ts starts the emulator).
 * `prices` per paid plan and cycle; `api` is where the SDK connects (STRIPE_API_BASE).
 */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  api: { host: string; port: number; protocol: 'http' | 'https' } | null;
  prices: Record<'starter' | 'pro' | 'enterprise', Record<'monthly' | 'yearly', PriceRef>>;
}

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
  mail: { smtpUrl: string | undefined; from: string };
  /** Where pin images live: DATA_DIR/media, or an S3-compatible bucket (ADR 0023). */
  mediaStorage: MediaStorageConfig;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    const given = env[variable];
    const secret = variable.includes('SECRET') || variable.includes('PASSWORD') || variable === 'SMTP_URL';
    const shown = secret ? '' : ` (got "${given}")`;
    throw new ConfigError(`Invalid configuration: ${variable} ${issue?.message ?? 'is invalid'}${shown}`);
  }
  const e = parsed.data;
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    const missing = e.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
    throw new ConfigError(
      `Invalid configuration: ${missing} is required when the other admin variable is set`,
    );
  }
  if (Boolean(e.PINTEREST_APP_ID) !== Boolean(e.PINTEREST_APP_SECRET)) {
    const missing = e.PINTEREST_APP_ID ? 'PINTEREST_APP_SECRET' : 'PINTEREST_APP_ID';
    throw new ConfigError(
      `Invalid configuration: ${missing} is required when the other Pinterest app variable is set`,
    );
  }
  if (e.TEST_CLOCK && e.NODE_ENV === 'production') {
    throw new ConfigError(
      "Invalid configuration: TEST_CLOCK lets anyone move the server's time; it is for tests only and cannot be on with NODE_ENV=production",
    );
  }
  if (e.TEST_OUTBOUND_LOOPBACK && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: TEST_OUTBOUND_LOOPBACK lets users make the server fetch its own machine; it is for tests only and cannot be on with NODE_ENV=production',
    );
  }
  if (e.SMTP_URL && !e.MAIL_FROM) {
    throw new ConfigError(
      'Invalid configuration: MAIL_FROM is required when SMTP_URL is set, e.g. Pinloom <no-reply@example.com>',
    );
  }
  const stripe = stripeConfig(e);
  const mediaStorage = mediaStorageConfig(e);
  if ('problem' in mediaStorage) throw new ConfigError(`Invalid configuration: ${mediaStorage.problem}`);
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
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    nodeEnv: e.NODE_ENV,
    ai: {
      text: aiCapability(
        e.AI_TEXT_PROVIDER,
        e.AI_TEXT_BASE_URL ?? e.OPENAI_BASE_URL,
        e.AI_TEXT_API_KEY ?? e.OPENAI_API_KEY,
        e.AI_TEXT_MODEL,
      ),
      image: aiCapability(
        e.AI_IMAGE_PROVIDER,
        e.AI_IMAGE_BASE_URL ?? e.OPENAI_BASE_URL,
        e.AI_IMAGE_API_KEY ?? e.OPENAI_API_KEY,
        e.AI_IMAGE_MODEL,
      ),
    },
    allowPrivateUserUrls: e.AI_ALLOW_PRIVATE_USER_URLS,
    pinterest: {
      app:
        e.PINTEREST_APP_ID && e.PINTEREST_APP_SECRET
          ? { appId: e.PINTEREST_APP_ID, appSecret: e.PINTEREST_APP_SECRET }
          : null,
      // On the address people open: the callback must land on the origin whose local storage
      // holds the session (and the callback sends the browser back to where it came from).
      redirectUri: e.PINTEREST_REDIRECT_URI ?? `${publicUrl}/api/pinterest/callback`,
      apiBaseUrl: e.PINTEREST_API_BASE_URL,
      oauthBaseUrl: e.PINTEREST_OAUTH_BASE_URL,
    },
    stripe,
    testClock: e.TEST_CLOCK,
    testOutboundLoopback: e.TEST_OUTBOUND_LOOPBACK,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? DEFAULT_MAIL_FROM },
    mediaStorage,
  };
}

const STRIPE_PRICE_VARIABLES = {
  starter: { monthly: 'STRIPE_PRICE_STARTER_MONTHLY', yearly: 'STRIPE_PRICE_STARTER_YEARLY' },
  pro: { monthly: 'STRIPE_PRICE_PRO_MONTHLY', yearly: 'STRIPE_PRICE_PRO_YEARLY' },
  enterprise: { monthly: 'STRIPE_PRICE_ENTERPRISE_MONTHLY', yearly: 'STRIPE_PRICE_ENTERPRISE_YEARLY' },
} as const;

function stripeConfig(e: z.output<typeof envSchema>): StripeConfig | null {
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    const missing = e.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    throw new ConfigError(
      `Invalid configuration: ${missing} is required when the other Stripe variable is set`,
    );
  }
  const priceVariables = Object.values(STRIPE_PRICE_VARIABLES).flatMap((cycles) => Object.values(cycles));
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) {
    const stray =
      priceVariables.find((variable) => e[variable]) ?? (e.STRIPE_API_BASE ? 'STRIPE_API_BASE' : null);
    if (stray) {
      throw new ConfigError(
        `Invalid configuration: ${stray} needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET`,
      );
    }
    return null;
  }
  const missingPrice = priceVariables.find((variable) => !e[variable]);
  if (missingPrice) {
    throw new ConfigError(`Invalid configuration: ${missingPrice} is required when STRIPE_SECRET_KEY is set`);
  }
  const price = (variable: (typeof priceVariables)[number]): PriceRef => {
    const value = e[variable] ?? '';
    return value.startsWith('price_') ? { id: value } : { lookupKey: value };
  };
  const cycles = (plan: keyof typeof STRIPE_PRICE_VARIABLES) => ({
    monthly: price(STRIPE_PRICE_VARIABLES[plan].monthly),
    yearly: price(STRIPE_PRICE_VARIABLES[plan].yearly),
  });
  let api: StripeConfig['api'] = null;
  if (e.STRIPE_API_BASE) {
    const url = new URL(e.STRIPE_API_BASE);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    const port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443;
    api = { host: url.hostname.replace(/^\[|\]$/g, ''), port, protocol };
  }
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    api,
    prices: { starter: cycles('starter'), pro: cycles('pro'), enterprise: cycles('enterprise') },
  };
}

function aiCapability(
  provider: AiProviderName | undefined,
  baseUrl: string | undefined,
  apiKey: string | undefined,
  model: string,
): AiCapabilityConfig {
  return { provider: provider ?? (apiKey || baseUrl ? 'openai' : 'local'), baseUrl, apiKey, model };
}

/** Offline defaults: what a fresh install without any AI variable runs with. */
export const LOCAL_AI_CONFIG: AiConfig = {
  text: { provider: 'local', baseUrl: undefined, apiKey: undefined, model: 'gpt-4o' },
  image: { provider: 'local', baseUrl: undefined, apiKey: undefined, model: 'gpt-image-1' },
};
