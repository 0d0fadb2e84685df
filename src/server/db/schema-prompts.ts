// A workspace's own prompt templates (Enterprise, ADR 0037): per kind, for the whole workspace or
// one board. Each save is a new version; versions are kept, so a pin can say which one wrote it.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { PROMPT_KINDS } from '../../shared/api/settings';
import { boards, users, workspaceColumn } from './schema-core';
import { oneOf } from './sql-list';

export const customPrompts = pgTable(
  'custom_prompts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceColumn(),
    /** Null: the workspace's prompt; else this board's, used before the workspace's. */
    boardId: uuid('board_id').references(() => boards.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PROMPT_KINDS }).notNull(),
    /** 1, 2, 3… per workspace, board and kind. */
    version: integer('version').notNull(),
    template: text('template').notNull(),
    /** Who saved it; kept (null) when they leave. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set on the newest version when the prompt is removed (back to Pinloom's default): the versions
     * stay for the pins they wrote, and the next save continues their numbering.
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    unique('custom_prompts_version_key').on(t.workspaceId, t.boardId, t.kind, t.version).nullsNotDistinct(),
    index('custom_prompts_board_id_idx').on(t.boardId),
    check('custom_prompts_kind_check', sql`${t.kind} in ${oneOf(PROMPT_KINDS)}`),
    check('custom_prompts_version_check', sql`${t.version} > 0`),
  ],
);

export type CustomPromptRow = typeof customPrompts.$inferSelect;
