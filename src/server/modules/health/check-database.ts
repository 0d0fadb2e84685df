import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';

/** A real round trip, so a dead connection or closed database shows up as unhealthy. */
export async function checkDatabase(options: { db: Database }): Promise<boolean> {
  try {
    await options.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
