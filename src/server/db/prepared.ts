// Statements on the hottest paths (the session behind every request, the timeline) are built
// once per database with placeholders: Drizzle building the query text on each request was about
// a seventh of the timeline's CPU, and PostgreSQL parses and plans a named statement once per
// connection.
import type { Database } from './connection';

/** `build(db)` once per database (or transaction) object, then the same prepared statement. */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
