// Shared by the benchmarks: a real Pinloom server on a free port over a fresh PGlite, users
// made through the real sign-up route, percentiles and a results file.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../src/server/app';
import { LOCAL_AI_CONFIG } from '../src/server/config-ai';
import { type DatabaseHandle, openDatabase } from '../src/server/db/connection';
import { migrateDatabase } from '../src/server/db/migrate';
import { createFileMediaStorage } from '../src/server/integrations/storage/media-storage';
import type { PlanName } from '../src/shared/plans';
import { UNREACHABLE_PINTEREST } from '../tests/setup/pinterest';

export interface BenchServer {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * A fresh database (BENCH_DATABASE_URL's, else PGlite; PGlite whatever the variable with
 * `embedded`), or `database` as it is, left open.
 * `webRoot`: the built web app to serve (bench/public-pages.ts); none by default.
 */
export async function startBenchServer(
  options: {
    database?: DatabaseHandle;
    embedded?: boolean;
    webRoot?: string;
    /** Admission control's limits (http/admission.ts); the app's defaults unless given. */
    admission?: AppDeps['admission'];
    /** Rate limits beside the benchmark's own sign-up limit (e.g. an API key's, bench/api-v1.ts). */
    rateLimits?: AppDeps['rateLimits'];
  } = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pinloom-bench-'));
  const databaseUrl = options.embedded ? undefined : process.env.BENCH_DATABASE_URL;
  const database = options.database
    ? { ...options.database, close: async () => {} }
    : await openDatabase({ databaseUrl, dataDir });
  if (!options.database) await migrateDatabase(database);
  const app = await buildApp({
    config: {
      logLevel: 'warn',
      trustProxy: false,
      appSecret: 'bench-secret-bench-secret-bench-secret',
      ai: LOCAL_AI_CONFIG,
    },
    database,
    media: createFileMediaStorage(path.join(dataDir, 'media')),
    webRoot: options.webRoot ?? null,
    pinterest: UNREACHABLE_PINTEREST,
    // A benchmark signs up many users from one address.
    rateLimits: { ...options.rateLimits, registerPerAddress: { max: 1_000_000, windowMs: 60_000 } },
    admission: options.admission,
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    app,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let sequence = 0;

export async function signUp(url: string, plan: PlanName = 'enterprise'): Promise<string> {
  sequence += 1;
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: `User ${sequence}`,
      email: `bench.${sequence}.${Date.now()}@example.com`,
      password: 'bench-password-1',
      subscriptionPlan: plan,
      billingCycle: 'monthly',
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export async function call<T>(
  url: string,
  token: string,
  method: string,
  route: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export function writeResults(name: string, results: unknown): string {
  const dir = path.join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
