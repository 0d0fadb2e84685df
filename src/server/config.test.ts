import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { LOCAL_AI_CONFIG } from './config-ai';

describe('loadConfig', () => {
  it('has defaults for a fresh install', () => {
    expect(loadConfig({})).toEqual({
      host: '127.0.0.1',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: './data',
      databaseUrl: undefined,
      databasePoolSize: 10,
      imagePool: { size: undefined, queue: undefined },
      appSecret: undefined,
      logLevel: 'info',
      logFormat: 'pretty',
      trustProxy: false,
      publisherInProcess: true,
      admin: undefined,
      nodeEnv: 'development',
      ai: LOCAL_AI_CONFIG,
      allowPrivateUserUrls: false,
      pinterest: {
        app: null,
        redirectUri: 'http://localhost:3000/api/pinterest/callback',
        apiBaseUrl: 'https://api.pinterest.com/v5',
        oauthBaseUrl: 'https://www.pinterest.com/oauth/',
      },
      stripe: null,
      testClock: false,
      testOutboundLoopback: false,
      mail: { smtpUrl: undefined, from: 'Pinloom <no-reply@localhost>' },
      mediaStorage: { kind: 'file' },
    });
  });

  it('reads an S3-compatible media store', () => {
    const s3 = {
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'pinloom-media',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'minio-user',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://media.example.com/pins-cdn/',
    };
    expect(loadConfig(s3).mediaStorage).toEqual({
      kind: 's3',
      bucket: 'pinloom-media',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'minio-user', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
      publicUrl: 'https://media.example.com/pins-cdn',
    });
    // AWS itself: no endpoint, keys from the SDK's own chain (an instance role), a private bucket.
    expect(
      loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'pinloom-media', S3_REGION: 'eu-west-1' }).mediaStorage,
    ).toEqual({
      kind: 's3',
      bucket: 'pinloom-media',
      region: 'eu-west-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      publicUrl: undefined,
    });
  });

  it('turns the test clock on for browser tests, never in production', () => {
    expect(loadConfig({ TEST_CLOCK: '1' }).testClock).toBe(true);
    expect(loadConfig({ TEST_CLOCK: 'true', NODE_ENV: 'test' }).testClock).toBe(true);
    expect(() => loadConfig({ TEST_CLOCK: '1', NODE_ENV: 'production' })).toThrow(
      "Invalid configuration: TEST_CLOCK lets anyone move the server's time; it is for tests only and cannot be on with NODE_ENV=production",
    );
    expect(loadConfig({ TEST_CLOCK: '0', NODE_ENV: 'production' }).testClock).toBe(false);
  });

  it('lets user-given URLs reach 127.0.0.1 only for browser tests, never in production', () => {
    expect(loadConfig({ TEST_OUTBOUND_LOOPBACK: '1' }).testOutboundLoopback).toBe(true);
    expect(() => loadConfig({ TEST_OUTBOUND_LOOPBACK: '1', NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: TEST_OUTBOUND_LOOPBACK lets users make the server fetch its own machine; it is for tests only and cannot be on with NODE_ENV=production',
    );
  });

  const STRIPE_ENV = {
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_WEBHOOK_SECRET: 'whsec_123',
    STRIPE_PRICE_STARTER_MONTHLY: 'price_starter_m',
    STRIPE_PRICE_STARTER_YEARLY: 'price_starter_y',
    STRIPE_PRICE_PRO_MONTHLY: 'pinloom_pro_monthly',
    STRIPE_PRICE_PRO_YEARLY: 'price_pro_y',
    STRIPE_PRICE_ENTERPRISE_MONTHLY: 'price_ent_m',
    STRIPE_PRICE_ENTERPRISE_YEARLY: 'pinloom_enterprise_yearly',
  };

  it('reads Stripe: price ids as they are, anything else as a lookup key, and where the SDK connects', () => {
    const config = loadConfig({ ...STRIPE_ENV, STRIPE_API_BASE: 'http://127.0.0.1:12111' });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_123',
      api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
      prices: {
        starter: { monthly: { id: 'price_starter_m' }, yearly: { id: 'price_starter_y' } },
        pro: { monthly: { lookupKey: 'pinloom_pro_monthly' }, yearly: { id: 'price_pro_y' } },
        enterprise: { monthly: { id: 'price_ent_m' }, yearly: { lookupKey: 'pinloom_enterprise_yearly' } },
      },
    });
    expect(loadConfig(STRIPE_ENV).stripe?.api).toBeNull();
    expect(loadConfig({ ...STRIPE_ENV, STRIPE_API_BASE: 'https://stripe.example.com' }).stripe?.api).toEqual({
      host: 'stripe.example.com',
      port: 443,
      protocol: 'https',
    });
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, /STRIPE_WEBHOOK_SECRET is required/],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_1' }, /STRIPE_SECRET_KEY is required/],
    [
      { ...STRIPE_ENV, STRIPE_PRICE_PRO_YEARLY: '' },
      /STRIPE_PRICE_PRO_YEARLY is required when STRIPE_SECRET_KEY is set/,
    ],
    [{ STRIPE_PRICE_STARTER_MONTHLY: 'price_1' }, /STRIPE_PRICE_STARTER_MONTHLY needs STRIPE_SECRET_KEY/],
    [
      { ...STRIPE_ENV, STRIPE_PRICE_STARTER_YEARLY: 'price 1' },
      /STRIPE_PRICE_STARTER_YEARLY must be a price id/,
    ],
    [{ ...STRIPE_ENV, STRIPE_API_BASE: 'not a url' }, /STRIPE_API_BASE/],
  ])('checks Stripe settings, naming the variable: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('runs Pinterest in demo mode without an app, and follows PORT in the default redirect URI', () => {
    expect(loadConfig({ PORT: '8080' }).pinterest).toMatchObject({
      app: null,
      redirectUri: 'http://localhost:8080/api/pinterest/callback',
    });
    const real = loadConfig({
      PINTEREST_APP_ID: '1234567',
      PINTEREST_APP_SECRET: 'app-secret',
      PINTEREST_REDIRECT_URI: 'https://pinloom.example/api/pinterest/callback',
      PINTEREST_API_BASE_URL: 'https://api-sandbox.pinterest.com/v5',
      PINTEREST_OAUTH_BASE_URL: 'https://www.pinterest.com/oauth/',
    });
    expect(real.pinterest).toEqual({
      app: { appId: '1234567', appSecret: 'app-secret' },
      redirectUri: 'https://pinloom.example/api/pinterest/callback',
      apiBaseUrl: 'https://api-sandbox.pinterest.com/v5',
      oauthBaseUrl: 'https://www.pinterest.com/oauth/',
    });
  });

  it('prints, and takes the Pinterest callback from, one public address', () => {
    const config = loadConfig({ PORT: '8080', PUBLIC_URL: 'https://pins.example.com/' });
    expect(config.publicUrl).toBe('https://pins.example.com');
    expect(config.pinterest.redirectUri).toBe('https://pins.example.com/api/pinterest/callback');
    // An explicit redirect URI still wins (the Vite dev server uses one).
    expect(
      loadConfig({
        PUBLIC_URL: 'https://pins.example.com',
        PINTEREST_REDIRECT_URI: 'http://localhost:5173/cb',
      }).pinterest.redirectUri,
    ).toBe('http://localhost:5173/cb');
  });

  it('logs JSON in production and pretty lines in development, unless told otherwise', () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  });

  it('uses OpenAI for a capability once a key or base URL is given for it', () => {
    const config = loadConfig({ OPENAI_API_KEY: 'sk-test', AI_IMAGE_PROVIDER: 'local' });
    expect(config.ai.text).toEqual({
      provider: 'openai',
      baseUrl: undefined,
      apiKey: 'sk-test',
      model: 'gpt-4o',
    });
    expect(config.ai.image.provider).toBe('local');
    const ollama = loadConfig({ AI_TEXT_BASE_URL: 'http://127.0.0.1:11434/v1', AI_TEXT_MODEL: 'llama3.1' });
    expect(ollama.ai.text).toEqual({
      provider: 'openai',
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3.1',
    });
    expect(ollama.ai.image.provider).toBe('local');
    expect(() => loadConfig({ AI_TEXT_PROVIDER: 'anthropic' })).toThrow(/AI_TEXT_PROVIDER/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '8080',
      DATA_DIR: '/var/lib/pinloom',
      DATABASE_URL: 'postgres://app@db:5432/pinloom',
      DATABASE_POOL_SIZE: '25',
      APP_SECRET: 's'.repeat(32),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      PUBLISHER_IN_PROCESS: 'false',
      AI_ALLOW_PRIVATE_USER_URLS: 'true',
      ADMIN_EMAIL: 'ops@example.com',
      ADMIN_PASSWORD: 'long-enough',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      databaseUrl: 'postgres://app@db:5432/pinloom',
      databasePoolSize: 25,
      trustProxy: true,
      publisherInProcess: false,
      allowPrivateUserUrls: true,
      admin: { email: 'ops@example.com', password: 'long-enough' },
      nodeEnv: 'production',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ TRUST_PROXY: 'yes please' }, /TRUST_PROXY/],
    [{ AI_ALLOW_PRIVATE_USER_URLS: 'sure' }, /AI_ALLOW_PRIVATE_USER_URLS must be true or false/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ DATABASE_POOL_SIZE: '0' }, /DATABASE_POOL_SIZE must be between 1 and 1000/],
    [{ DATABASE_POOL_SIZE: 'ten' }, /DATABASE_POOL_SIZE must be a number/],
    [{ APP_SECRET: 'short' }, /APP_SECRET must be at least 32 characters/],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough' }, /ADMIN_EMAIL/],
    [{ ADMIN_EMAIL: 'ops@example.com' }, /ADMIN_PASSWORD is required/],
    [{ ADMIN_PASSWORD: 'long-enough' }, /ADMIN_EMAIL is required/],
    [{ ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD/],
    [
      { ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: '        ' },
      /ADMIN_PASSWORD must not be only spaces/,
    ],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ PINTEREST_APP_ID: '1234567' }, /PINTEREST_APP_SECRET is required/],
    [{ PINTEREST_APP_SECRET: 'app-secret' }, /PINTEREST_APP_ID is required/],
    [{ PINTEREST_REDIRECT_URI: 'not a url' }, /PINTEREST_REDIRECT_URI/],
    [{ PINTEREST_API_BASE_URL: 'ftp//x' }, /PINTEREST_API_BASE_URL/],
    [{ PUBLIC_URL: 'localhost:3000' }, /PUBLIC_URL/],
    [{ PUBLIC_URL: 'https://pins.example.com/app' }, /PUBLIC_URL must be an origin/],
    [{ LOG_FORMAT: 'xml' }, /LOG_FORMAT/],
    [{ TEST_CLOCK: 'maybe' }, /TEST_CLOCK must be true or false/],
    [{ MEDIA_STORAGE: 'ftp' }, /MEDIA_STORAGE must be file or s3/],
    [{ MEDIA_STORAGE: 's3', S3_REGION: 'us-east-1' }, /S3_BUCKET is required when MEDIA_STORAGE=s3/],
    [{ MEDIA_STORAGE: 's3', S3_BUCKET: 'media' }, /S3_REGION is required when MEDIA_STORAGE=s3/],
    [
      { MEDIA_STORAGE: 's3', S3_BUCKET: 'Bad_Bucket', S3_REGION: 'us-east-1' },
      /S3_BUCKET must be a bucket name/,
    ],
    [
      { MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_REGION: 'us-east-1', S3_ENDPOINT: 'minio:9000' },
      /S3_ENDPOINT/,
    ],
    [
      { MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_REGION: 'us-east-1', S3_PUBLIC_URL: 'cdn' },
      /S3_PUBLIC_URL/,
    ],
    [
      { MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'id' },
      /S3_SECRET_ACCESS_KEY is required when the other S3 key variable is set/,
    ],
    [{ S3_BUCKET: 'media' }, /S3_BUCKET is set but MEDIA_STORAGE is not s3/],
  ])('fails fast naming the variable: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  // PUBLIC_URL=notaurl once crashed the start with a stack trace: a check threw on what the
  // previous one had refused.
  const URL_VARIABLES = [
    'PUBLIC_URL',
    'PINTEREST_REDIRECT_URI',
    'PINTEREST_API_BASE_URL',
    'PINTEREST_OAUTH_BASE_URL',
    'AI_TEXT_BASE_URL',
    'AI_IMAGE_BASE_URL',
    'OPENAI_BASE_URL',
    'STRIPE_API_BASE',
    'SMTP_URL',
    'S3_ENDPOINT',
    'S3_PUBLIC_URL',
  ];
  const NOT_URLS = ['notaurl', '::', 'http://', 'https://', 'http://[', '%', ' ', 'http://x:99999'];
  it.each(URL_VARIABLES.flatMap((variable) => NOT_URLS.map((value) => [variable, value])))(
    'refuses %s=%j as invalid configuration naming it, never with a crash',
    (variable, value) => {
      const s3 = variable.startsWith('S3_')
        ? { MEDIA_STORAGE: 's3', S3_BUCKET: 'media', S3_REGION: 'us-east-1' }
        : {};
      const load = () => loadConfig({ ...s3, [variable]: value });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
    },
  );

  it('never repeats a secret in the error', () => {
    expect(() => loadConfig({ APP_SECRET: 'hunter2' })).toThrow(/^(?!.*hunter2)/);
    expect(() => loadConfig({ PINTEREST_APP_SECRET: 'x'.repeat(300) })).toThrow(/^(?!.*xxxx)/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'y'.repeat(600) })).toThrow(/^(?!.*yyyy)/);
    expect(() => loadConfig({ S3_SECRET_ACCESS_KEY: 'z'.repeat(600) })).toThrow(/^(?!.*zzzz)/);
  });
});
