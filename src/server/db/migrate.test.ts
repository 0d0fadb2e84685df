// Several processes starting together must not run a migration twice (advisory lock on
// PostgreSQL). With TEST_DATABASE_URL this races three pools on a fresh database; on PGlite it
// checks that re-running migrations on the migrated test database is a harmless no-op.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { getTestDatabase } from '../../../tests/setup/database';
import { type DatabaseHandle, wrapPool } from './connection';
import { MIGRATIONS_FOLDER, migrateDatabase } from './migrate';

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

/** Both drivers answer raw queries with `{ rows }`; Drizzle's shared type cannot say so. */
async function rows<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as { rows: T[] }).rows;
}

async function countMigrations(handle: DatabaseHandle): Promise<number> {
  const [row] = await rows<{ n: number }>(
    handle,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return row?.n ?? 0;
}

async function freshServerDatabases(serverUrl: string, copies: number): Promise<DatabaseHandle[]> {
  const name = `pinloom_test_${process.env.VITEST_POOL_ID ?? '0'}_migrate`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return Array.from({ length: copies }, () =>
    wrapPool(new pg.Pool({ connectionString: url.toString(), max: 2 })),
  );
}

describe('migrateDatabase', () => {
  it('applies every migration exactly once when processes start together', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    const handles = serverUrl ? await freshServerDatabases(serverUrl, 3) : [await getTestDatabase()];
    try {
      await Promise.all([...handles, ...handles].map((handle) => migrateDatabase(handle)));
      const [first] = handles;
      if (!first) throw new Error('no database');
      expect(journal.entries.length).toBeGreaterThanOrEqual(2);
      expect(await countMigrations(first)).toBe(journal.entries.length);
      const tables = await rows<{ table_name: string }>(
        first,
        sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
      );
      expect(tables.map((row) => row.table_name)).toEqual([
        'account_analytics_daily',
        'account_managers',
        'activity_events',
        'admin_audit_log',
        'analytics_board_days',
        'analytics_collections',
        'analytics_pin_totals',
        'analytics_workspace_days',
        'api_calls',
        'api_keys',
        'app_secret_check',
        'board_feed_items',
        'board_feeds',
        'boards',
        'brand_fonts',
        'brand_kits',
        'custom_prompts',
        'global_settings',
        'idempotency_keys',
        'login_failures',
        'mail_outbox',
        'password_reset_tokens',
        'phone_call_requests',
        'pin_analytics_daily',
        'pin_generations',
        'pins',
        'pinterest_connections',
        'pinterest_oauth_states',
        'rate_limit_hits',
        'review_link_pins',
        'review_links',
        'sessions',
        'stripe_events',
        'support_messages',
        'support_staff_presence',
        'support_tickets',
        'trial_claims',
        'users',
        'webhook_deliveries',
        'webhook_endpoints',
        'workspace_ai_settings',
        'workspace_invitations',
        'workspace_members',
        'workspace_templates',
        'workspaces',
      ]);
    } finally {
      if (serverUrl) await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});
