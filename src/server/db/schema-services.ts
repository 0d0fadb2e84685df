import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userColumn, workspaceColumn, workspaces } from './schema-core';

/**
 * A workspace's own AI provider settings, used before the server's. Keys are encrypted with
 * AES-256-GCM under APP_SECRET (integrations/crypto) and never returned in full.
 */
export const workspaceAiSettings = pgTable('workspace_ai_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  textBaseUrl: text('text_base_url'),
  textApiKeyEncrypted: text('text_api_key_encrypted'),
  textModel: text('text_model'),
  imageBaseUrl: text('image_base_url'),
  imageApiKeyEncrypted: text('image_api_key_encrypted'),
  imageModel: text('image_model'),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/**
 * One pending "connect" attempt: the OAuth state binds Pinterest's callback to the user who
 * started it, for the workspace it was started in. Only sha256(state) is stored; a row is deleted when the callback uses it.
 */
export const pinterestOauthStates = pgTable(
  'pinterest_oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: userColumn(),
    workspaceId: workspaceColumn(),
    returnTo: text('return_to').notNull(),
    /** The origin the browser started from, to send it back there (its local storage holds the session). */
    returnOrigin: text('return_origin'),
    /** The redirect_uri sent to Pinterest: the code exchange must send the same one. */
    redirectUri: text('redirect_uri'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pinterest_oauth_states_user_id_idx').on(t.userId),
    index('pinterest_oauth_states_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Stripe webhook events already applied, by Stripe's event id: a repeated delivery finds its id
 * here and changes nothing. Written in the same transaction as the event's effect.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  stripeCreatedAt: timestamp('stripe_created_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
