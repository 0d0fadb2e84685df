// Tables about the installation itself rather than its users. Kept apart from schema.ts, which
// holds the product's core; drizzle.config.ts and db/connection.ts read every schema file.
import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row: a known text sealed with the APP_SECRET of the first process that started on this
 * database (app-secret-check.ts). A process with another secret cannot open it and refuses to start.
 */
export const appSecretCheck = pgTable(
  'app_secret_check',
  {
    id: smallint('id').primaryKey().default(1),
    sealed: text('sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('app_secret_check_one_row', sql`${t.id} = 1`)],
);
