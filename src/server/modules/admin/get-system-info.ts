// GET /api/admin/system: facts about this server read when asked (docs/product.md showed static words):
// environment, version, uptime, the database and a measured round trip, the job queue's depth
// and recent failures, Pinterest's mode and the AI providers. Names only, never keys or addresses.
import { readFileSync } from 'node:fs';
import { type SQL, sql } from 'drizzle-orm';
import type { SystemInfo } from '../../../shared/api/admin';
import type { Config } from '../../config';
import type { AiConfig } from '../../config-ai';
import type { Database, DatabaseClient } from '../../db/connection';

/** pg-boss's default schema (jobs/queue.ts does not name another). */
const JOB_SCHEMA = 'pgboss';

let version: string | undefined;
function packageVersion(): string {
  version ??= (
    JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    }
  ).version;
  return version;
}

/** Both drivers answer { rows }; Drizzle's shared type does not say so. */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function jobFacts(db: Database): Promise<SystemInfo['jobs']> {
  const [table] = await rowsOf<{ name: string | null }>(
    db,
    sql`select to_regclass(${`${JOB_SCHEMA}.job`})::text as name`,
  );
  // The queue makes its tables when a process first starts it.
  if (!table?.name) return null;
  const [counts] = await rowsOf<{ queued: number; active: number; failed: number }>(
    db,
    sql`select
      count(*) filter (where state in ('created', 'retry'))::int as queued,
      count(*) filter (where state = 'active')::int as active,
      count(*) filter (where state = 'failed' and completed_on > now() - interval '24 hours')::int as failed
      from ${sql.identifier(JOB_SCHEMA)}.job`,
  );
  return { queued: counts?.queued ?? 0, active: counts?.active ?? 0, failed_last_24h: counts?.failed ?? 0 };
}

export async function getSystemInfo(options: {
  db: Database;
  driver: DatabaseClient['driver'];
  nodeEnv: Config['nodeEnv'] | undefined;
  pinterestDemo: boolean;
  ai: AiConfig;
  now: Date;
}): Promise<SystemInfo> {
  const now = options.now;
  const started = performance.now();
  await options.db.execute(sql`select 1`);
  const roundTripMs = Math.round((performance.now() - started) * 100) / 100;
  const uptimeSeconds = Math.floor(process.uptime());
  return {
    environment: options.nodeEnv ?? 'development',
    version: packageVersion(),
    started_at: new Date(now.getTime() - uptimeSeconds * 1000).toISOString(),
    uptime_seconds: uptimeSeconds,
    database: { kind: options.driver === 'pglite' ? 'pglite' : 'postgresql', round_trip_ms: roundTripMs },
    jobs: await jobFacts(options.db),
    pinterest_mode: options.pinterestDemo ? 'demo' : 'live',
    ai: { text: options.ai.text.provider, image: options.ai.image.provider },
  };
}
