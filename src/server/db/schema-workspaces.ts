// Workspaces and their members (ADR 0032): a workspace owns the work, a person belongs to
// workspaces with a role. Written only by the workspaces module.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { WORKSPACE_ROLES } from '../../shared/api/workspaces';
import { users } from './schema-core';
import { oneOf } from './sql-list';

export const workspaces = pgTable('workspaces', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

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

export type WorkspaceRow = typeof workspaces.$inferSelect;
