// API keys (ADR 0046): a workspace's keys for the public API (/api/v1), each made by a member. Only
// the sha256 of the secret is kept; the key acts as its creator, with the role the creator holds in
// the workspace at the moment of each use. Written only by the api-keys module.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { API_KEY_SCOPES } from '../../shared/api/api-keys';
import { userColumn, workspaceColumn } from './schema-core';
import { oneOf } from './sql-list';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceColumn(),
    /** Who made it: the key acts as this member, never beyond their current role. */
    userId: userColumn(),
    name: text('name').notNull(),
    /** The first characters of the key (pl_live_ and 6 more), shown in the list to tell keys apart. */
    prefix: text('prefix').notNull(),
    /** sha256 (hex) of the whole key; the key itself is never stored. */
    hash: text('hash').notNull().unique(),
    /** 'read' or 'write' (write implies read). */
    scope: text('scope', { enum: API_KEY_SCOPES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('api_keys_workspace_id_idx').on(t.workspaceId),
    index('api_keys_user_id_idx').on(t.userId),
    check('api_keys_scope_check', sql`${t.scope} in ${oneOf(API_KEY_SCOPES)}`),
  ],
);
export type ApiKeyRow = typeof apiKeys.$inferSelect;

/**
 * What an Idempotency-Key sent with a key's POST to /api/v1 answered (ADR 0046), kept 24 hours: the
 * same key with the same request replays `body`; with another request it is refused (422). A row
 * without a status is a request still being answered.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of the method, the path and the body: what "the same request" means. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('idempotency_keys_api_key_id_key_key').on(t.apiKeyId, t.key)],
);
