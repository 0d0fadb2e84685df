// A workspace's own pin templates (ADR 0038): the same document as the built-ins
// (shared/templates.ts), validated before it is stored. Written only by the templates module.
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PinTemplate } from '../../shared/templates';
import { workspaceColumn } from './schema-core';

export const workspaceTemplates = pgTable(
  'workspace_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceColumn(),
    name: text('name').notNull(),
    document: jsonb('document').$type<PinTemplate>().notNull(),
    /** The built-in it was duplicated from, if any (kept for the editor's "based on"). */
    basedOn: text('based_on'),
    /** Locked (Enterprise, ADR 0044): only owners and admins change or delete it; editors use it. */
    locked: boolean('locked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('workspace_templates_workspace_id_idx').on(t.workspaceId)],
);
export type WorkspaceTemplateRow = typeof workspaceTemplates.$inferSelect;
