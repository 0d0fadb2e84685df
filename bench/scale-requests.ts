// Timing the app's reads at scale and writing their plans: shared by admin-scale.ts and
// lists-scale.ts. Each request goes through the real app with `inject` (routing, session,
// validation, the use-case, the response schema): warm-ups, then timed runs; afterwards each runs
// once more with the pool's statements recorded, and every statement is run again under
// EXPLAIN (ANALYZE, BUFFERS) with its own parameters.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../src/server/app';
import { LOCAL_AI_CONFIG } from '../src/server/config-ai';
import { createFileMediaStorage } from '../src/server/integrations/storage/media-storage';
import { UNREACHABLE_PINTEREST } from '../tests/setup/pinterest';
import { type ScaleDatabase, scaleDatabase } from './seed-scale';
import { percentile } from './support';

export const RUNS = 20;
export const WARM_UPS = 2;

interface Recorded {
  text: string;
  values: unknown[];
}

const recorders = new WeakMap<pg.Pool, { on: boolean; statements: Recorded[] }>();

/** Keeps the statements the app sends through the pool while `on`, to EXPLAIN them afterwards. */
function recordStatements(pool: pg.Pool) {
  const known = recorders.get(pool);
  if (known) return known;
  const recorder = { on: false, statements: [] as Recorded[] };
  recorders.set(pool, recorder);
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args) => {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[]?];
    if (recorder.on) {
      const text = typeof config === 'string' ? config : config.text;
      const params = values ?? (typeof config === 'string' ? [] : (config.values ?? []));
      // The session lookup is the same on every route; its plan is the auth module's.
      if (!text.includes('"sessions"')) recorder.statements.push({ text, values: params });
    }
    return query(...args);
  };
  return recorder;
}

/** GET through the app with a bearer token; anything but 200 is an error. */
export function getter(app: FastifyInstance, token: string) {
  return async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
}

/** Median and p95 of RUNS runs after WARM_UPS warm-ups, for each [name, url]. */
export async function timeRequests(
  get: (url: string) => Promise<unknown>,
  requests: [string, string][],
  targetMs: number,
) {
  const rows = [];
  for (const [name, url] of requests) {
    for (let i = 0; i < WARM_UPS; i += 1) await get(url);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      await get(url);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const ms = (p: number) => Number(percentile(times, p).toFixed(1));
    rows.push({ request: name, medianMs: ms(50), p95Ms: ms(95), underTarget: ms(95) < targetMs });
  }
  return rows;
}

/** The plans, each statement as the app sent it with its parameters, written to `file`. */
export async function writePlans(
  pool: pg.Pool,
  get: (url: string) => Promise<unknown>,
  requests: [string, string][],
  file: string,
  heading: string,
): Promise<void> {
  const recorder = recordStatements(pool);
  const plans: string[] = [];
  for (const [name, url] of requests) {
    recorder.statements = [];
    recorder.on = true;
    await get(url);
    recorder.on = false;
    for (const { text, values } of recorder.statements) {
      const result = (await pool.query(`explain (analyze, buffers) ${text}`, values)) as {
        rows: { 'QUERY PLAN': string }[];
      };
      plans.push(
        `## ${name}: GET ${url}\n\n\`\`\`sql\n${text}\n\`\`\`\n\nparameters: ${JSON.stringify(values)}\n\n` +
          `\`\`\`\n${result.rows.map((row) => row['QUERY PLAN']).join('\n')}\n\`\`\`\n`,
      );
    }
  }
  writeFileSync(file, `${heading}\n\n${plans.join('\n')}`);
}

/**
 * Runs `measure` against an app on the scale data (seed-scale.ts), then closes it; null, with a
 * line saying so, when there is no PostgreSQL to seed.
 */
export async function withScaleApp<T>(
  name: string,
  measure: (app: FastifyInstance, database: ScaleDatabase) => Promise<T>,
): Promise<T | null> {
  const database = await scaleDatabase();
  if (!database) {
    console.log(`${name}: skipped, no PostgreSQL at 127.0.0.1:5432 (set BENCH_DATABASE_URL)`);
    return null;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `pinloom-bench-${name}-`));
  let app: FastifyInstance | null = null;
  try {
    app = await buildApp({
      config: {
        logLevel: 'warn',
        trustProxy: false,
        appSecret: 'bench-secret-bench-secret-bench-secret',
        ai: LOCAL_AI_CONFIG,
      },
      database: { ...database.handle, close: async () => {} },
      media: createFileMediaStorage(path.join(dataDir, 'media')),
      webRoot: null,
      pinterest: UNREACHABLE_PINTEREST,
    });
    await app.ready();
    return await measure(app, database);
  } finally {
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
