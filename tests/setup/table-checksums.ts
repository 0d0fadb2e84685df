// Row counts and checksums of tables, to prove a migration lost or changed nothing it should not.
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/server/db/connection';

export interface TableSum {
  rows: number;
  /** md5 of the rows' md5s in order: equal sums mean equal contents. */
  md5: string;
}

/** Both drivers answer raw queries with `{ rows }`; Drizzle's shared type cannot say so. */
async function rows<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as { rows: T[] }).rows;
}

/** Each table of the public schema (or only `tables`), by name. */
export async function tableChecksums(
  handle: DatabaseHandle,
  tables?: string[],
): Promise<Record<string, TableSum>> {
  const names =
    tables ??
    (
      await rows<{ name: string }>(
        handle,
        sql`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      )
    ).map((row) => row.name);
  const sums: Record<string, TableSum> = {};
  for (const name of names) {
    const table = sql.identifier(name);
    const [sum] = await rows<{ rows: number; md5: string | null }>(
      handle,
      // Each row's md5, in order, then the md5 of those: a million rows stay a few MB.
      sql`select count(*)::int as rows, md5(coalesce(string_agg(r.sum, '' order by r.sum), '')) as md5
          from (select md5(t::text) as sum from ${table} t) r`,
    );
    sums[name] = { rows: sum?.rows ?? 0, md5: sum?.md5 ?? '' };
  }
  return sums;
}
