// The job queue: pg-boss on the application's own database (docs/engineering.md "Principles" 3), through
// PGlite's single connection or the PostgreSQL pool, so no second connection setup exists.
import { type ConstructorOptions, fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseClient } from '../db/connection';

export function createJobQueue(client: DatabaseClient, options: Partial<ConstructorOptions> = {}): PgBoss {
  const boss =
    client.driver === 'pglite'
      ? new PgBoss({ ...options, db: fromPglite(client.pglite), backend: 'pglite' })
      : new PgBoss({ ...options, db: { executeSql: (text, values) => client.pool.query(text, values) } });
  return boss;
}
