// Row counts and checksums of tables, to prove a migration lost or changed nothing it should not.
// A table is summed over the columns it had before (a migration may add columns, which change
// nothing that was there) and may be found after under the names a migration renamed it and its
// columns to (ADR 0032's content move renames user_id to workspace_id, rewriting no row).
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/server/db/connection';

export interface TableSum {
  rows: number;
  /** md5 of the rows' md5s in order: equal sums mean equal contents. */
  md5: string;
}

/** A table and the columns summed, in their order. */
interface TableShape {
  table: string;
  columns: string[];
}

/** What the migrations after the seed schema rename: tables, and columns by table (new names). */
const MIGRATION_RENAMES = {
  tables: { user_ai_settings: 'workspace_ai_settings' } as Record<string, string>,
  columns: {
    boards: { user_id: 'workspace_id' },
    pins: { user_id: 'workspace_id' },
    pin_generations: { user_id: 'workspace_id' },
    board_feeds: { user_id: 'workspace_id' },
    pinterest_connections: { user_id: 'workspace_id' },
    workspace_ai_settings: { user_id: 'workspace_id' },
  } as Record<string, Record<string, string>>,
};

/**
 * Columns a migration moved onto another table's row of the same id: ADR 0034 moves the plan and
 * ADR 0036 the posting settings off the person onto their personal workspace, whose id is theirs for every account made before
 * workspaces (migration 0022).
 */
const MIGRATION_MOVES = [
  {
    from: 'users',
    to: 'workspaces',
    columns: [
      'subscription_plan',
      'billing_cycle',
      'subscription_status',
      'trial_ends_at',
      'stripe_subscription_id',
      'current_period_end',
      'cancel_at_period_end',
      'past_due_since',
    ],
  },
  // ADR 0036: the posting settings follow (the person keeps their own time zone; a test compares).
  {
    from: 'users',
    to: 'workspaces',
    columns: ['posting_window_start', 'posting_window_end', 'link_spacing_hours', 'image_style_default'],
  },
];

/** `shapes` without the columns that move: they are summed by `movedChecksums` instead. */
export function withoutMoved(shapes: TableShape[]): TableShape[] {
  return shapes.map(({ table, columns }) => {
    const moved = MIGRATION_MOVES.filter((move) => move.from === table).flatMap((move) => move.columns);
    return { table, columns: columns.filter((column) => !moved.includes(column)) };
  });
}

/** The moved columns with their row ids, summed where they were ('from') or where they went ('to'). */
export async function movedChecksums(handle: DatabaseHandle, side: 'from' | 'to'): Promise<TableSum[]> {
  const sums: TableSum[] = [];
  for (const move of MIGRATION_MOVES) {
    const shape = { table: move[side], columns: ['id', ...move.columns] };
    const summed = await tableChecksums(handle, [shape]);
    sums.push(summed[move[side]] ?? { rows: 0, md5: '' });
  }
  return sums;
}

/** Both drivers answer raw queries with `{ rows }`; Drizzle's shared type cannot say so. */
async function rows<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as { rows: T[] }).rows;
}

/** Every table of the public schema with its columns, as they are now. */
export async function tableShapes(handle: DatabaseHandle): Promise<TableShape[]> {
  const found = await rows<{ table: string; column: string }>(
    handle,
    sql`select c.table_name as "table", c.column_name as "column"
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        order by c.table_name, c.ordinal_position`,
  );
  const shapes = new Map<string, string[]>();
  for (const { table, column } of found) shapes.set(table, [...(shapes.get(table) ?? []), column]);
  return [...shapes].map(([table, columns]) => ({ table, columns }));
}

/** The same tables and columns under the names the migrations gave them. */
export function renamed(shapes: TableShape[]): TableShape[] {
  return shapes.map(({ table, columns }) => {
    const now = MIGRATION_RENAMES.tables[table] ?? table;
    const columnNames = MIGRATION_RENAMES.columns[now] ?? {};
    return { table: now, columns: columns.map((column) => columnNames[column] ?? column) };
  });
}

/** Each table's row count and checksum over `shapes`' columns, by the table's name in `shapes`. */
export async function tableChecksums(
  handle: DatabaseHandle,
  shapes: TableShape[],
): Promise<Record<string, TableSum>> {
  const sums: Record<string, TableSum> = {};
  for (const { table, columns } of shapes) {
    const picked = sql.join(
      columns.map((column) => sql.identifier(column)),
      sql`, `,
    );
    const [sum] = await rows<{ rows: number; md5: string | null }>(
      handle,
      // Each row's md5, in order, then the md5 of those: a million rows stay a few MB.
      sql`select count(*)::int as rows, md5(coalesce(string_agg(r.sum, '' order by r.sum), '')) as md5
          from (select md5(row(${picked})::text) as sum from ${sql.identifier(table)}) r`,
    );
    sums[table] = { rows: sum?.rows ?? 0, md5: sum?.md5 ?? '' };
  }
  return sums;
}

/** Sums taken before the migrations, keyed by the names the tables have after them. */
export function underNewNames(sums: Record<string, TableSum>): Record<string, TableSum> {
  return Object.fromEntries(
    Object.entries(sums).map(([table, sum]) => [MIGRATION_RENAMES.tables[table] ?? table, sum]),
  );
}
