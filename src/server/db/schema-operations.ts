// What staff run the service with: every call to an AI provider, the settings they change at run
// time, and the audit log of those changes (the admin console).
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { API_CALL_TYPES, type PromptVersionsUsed, SETTING_CATEGORIES } from '../../shared/api/settings';
import { users } from './schema-core';
import { oneOf } from './sql-list';

/** Every call to an AI provider (docs/product.md §3 "API call record"), shown in the admin console. */
export const apiCalls = pgTable(
  'api_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type', { enum: API_CALL_TYPES }).notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    statusCode: integer('status_code').notNull(),
    prompt: text('prompt').notNull(),
    tokens: integer('tokens').notNull().default(0),
    /** Dollars. */
    cost: doublePrecision('cost').notNull().default(0),
    durationMs: integer('duration_ms').notNull(),
    /** JSON text with large payloads (base64 images) elided. */
    requestBody: text('request_body').notNull().default(''),
    responseBody: text('response_body').notNull().default(''),
    errorMessage: text('error_message'),
    /** The workspace's own prompt versions the call was sent (ADR 0037); null: Pinloom's default prompts. */
    promptVersions: jsonb('prompt_versions').$type<PromptVersionsUsed>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('api_calls_created_at_idx').on(t.createdAt),
    // The admin console's API history filtered by user, and a user's recent calls.
    index('api_calls_user_id_created_at_idx').on(t.userId, t.createdAt),
    check('api_calls_type_check', sql`${t.type} in ${oneOf(API_CALL_TYPES)}`),
  ],
);

/** Settings staff can change at run time: prompt templates, models, feature flags. */
export const globalSettings = pgTable(
  'global_settings',
  {
    settingKey: text('setting_key').primaryKey(),
    settingValue: text('setting_value').notNull(),
    description: text('description').notNull().default(''),
    category: text('category', { enum: SETTING_CATEGORIES }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [check('global_settings_category_check', sql`${t.category} in ${oneOf(SETTING_CATEGORIES)}`)],
);

/**
 * The admin console's change history: every flag, prompt and model change, every suspension and
 * history clear, with who made it and the value before and after. Kept when the admin goes.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** Copied at the time, so the entry still names its author after the account is gone. */
    adminEmail: text('admin_email').notNull(),
    /** What was done: see ADMIN_AUDIT_ACTIONS (src/shared/api/admin.ts). */
    action: text('action').notNull(),
    /** A setting key, or the affected user's email. */
    target: text('target').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_created_at_idx').on(t.createdAt)],
);
