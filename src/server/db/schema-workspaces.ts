// Workspaces' members and invitations (ADR 0032): a workspace (schema-core.ts) owns the work, a
// person belongs to workspaces with a role. Written only by the workspaces module.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { WORKSPACE_ROLES } from '../../shared/api/workspaces';
import { users, workspaces } from './schema-core';
import { oneOf } from './sql-list';

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: WORKSPACE_ROLES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    // A person's workspaces, for the switcher and every request's membership check.
    index('workspace_members_user_id_idx').on(t.userId),
    check('workspace_members_role_check', sql`${t.role} in ${oneOf(WORKSPACE_ROLES)}`),
  ],
);

/**
 * An invitation to join a workspace, sent by email: the link carries 32 random bytes, only their
 * sha256 is kept. It works once, until expires_at, for the address it was sent to, and not after
 * it was revoked. Roles below owner only: ownership is given to a member, never by a link.
 */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** As typed (trimmed); compared with lower(). */
    email: text('email').notNull(),
    role: text('role', { enum: WORKSPACE_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Who sent it; null once that account is gone. */
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    // One open invitation per address and workspace: inviting again replaces it.
    uniqueIndex('workspace_invitations_open_key')
      .on(t.workspaceId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check(
      'workspace_invitations_role_check',
      sql`${t.role} in ${oneOf(WORKSPACE_ROLES)} and ${t.role} <> 'owner'`,
    ),
  ],
);

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type WorkspaceInvitationRow = typeof workspaceInvitations.$inferSelect;
