// Failures we did not foresee answer a generic 500 that carries no internals.
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/server/app';
import { LOCAL_AI_CONFIG } from '../../src/server/config-ai';
import { createFileMediaStorage } from '../../src/server/integrations/storage/media-storage';
import { getTestDatabase } from '../setup/database';
import { UNREACHABLE_PINTEREST } from '../setup/pinterest';
import { TEST_APP_SECRET } from '../setup/test-app';

let app: FastifyInstance;

beforeAll(async () => {
  const shared = await getTestDatabase();
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'pinloom-media-'));
  app = await buildApp({
    config: { logLevel: 'silent', trustProxy: false, appSecret: TEST_APP_SECRET, ai: LOCAL_AI_CONFIG },
    database: { ...shared, close: async () => {} },
    media: createFileMediaStorage(mediaDir),
    webRoot: null,
    pinterest: UNREACHABLE_PINTEREST,
  });
  app.addHook('onClose', async () => rm(mediaDir, { recursive: true, force: true }));
  // Routes that fail the ways real code can: a thrown error, and a response off its schema.
  app.get('/api/test/crash', async () => {
    throw new Error('connect ECONNREFUSED 10.1.2.3:5432 at /srv/pinloom/secret.ts');
  });
  app.get(
    '/api/test/leaky',
    { schema: { response: { 200: z.object({ id: z.string() }) } } },
    async () => ({ id: 42, password_hash: '$argon2id$secret' }) as never,
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('unexpected failures', () => {
  it.each(['/api/test/crash', '/api/test/leaky'])(
    '%s answers a generic 500 without internals',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: 'Something went wrong on our side. Please try again.',
        code: 'internal_error',
      });
      expect(response.body).not.toMatch(/ECONNREFUSED|secret|argon2|stack/);
    },
  );
});
