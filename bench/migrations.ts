// The migrations after the scale seed's schema, on the scale data (10,000 users, 1,000,000 pins) on
// PostgreSQL: how long they take, and proof that they lose and change nothing (row counts and
// checksums of every table before and after, the plan columns ADR 0034 moves onto the personal
// workspace compared where they went) and that what they add holds for every row (ADR 0032: every
// user owns a personal workspace with their id). tests/server/migrations-carry-data.test.ts
// checks the same on a small copy in every test run.
import { migrateDatabase } from '../src/server/db/migrate';
import {
  movedChecksums,
  renamed,
  tableChecksums,
  tableShapes,
  underNewNames,
  withoutMoved,
} from '../tests/setup/table-checksums';
import { postgresReachable } from '../tests/setup/throwaway-postgres';
import { SCALE, SCALE_PINS, seededBeforeMigrations } from './seed-scale';
import { writeResults } from './support';

export async function benchMigrations() {
  if (!process.env.BENCH_DATABASE_URL && !(await postgresReachable())) {
    console.log('migrations: skipped, no PostgreSQL to hold the scale data');
    return null;
  }
  const database = await seededBeforeMigrations();
  try {
    const summing = performance.now();
    const shapes = withoutMoved(await tableShapes(database.handle));
    const before = underNewNames(await tableChecksums(database.handle, shapes));
    const movedBefore = await movedChecksums(database.handle, 'from');
    const checksumSeconds = (performance.now() - summing) / 1000;

    const started = performance.now();
    await migrateDatabase(database.handle);
    const migrationSeconds = (performance.now() - started) / 1000;

    const after = await tableChecksums(database.handle, renamed(shapes));
    const changed = Object.keys(before).filter(
      (table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]),
    );
    // The plan moved off the person onto their personal workspace, row for row (ADR 0034).
    if (JSON.stringify(await movedChecksums(database.handle, 'to')) !== JSON.stringify(movedBefore)) {
      changed.push('users → workspaces (plan columns)');
    }
    const { rows } = await database.pool.query<{ users: number; owning: number; workspaces: number }>(
      `select (select count(*)::int from users) as users,
         (select count(*)::int from workspaces) as workspaces,
         (select count(*)::int from users u
            join workspaces w on w.id = u.id and w.owner_id = u.id
              and w.name = u.first_name || '''s workspace'
            join workspace_members m on m.workspace_id = u.id and m.user_id = u.id and m.role = 'owner')
           as owning`,
    );
    const counts = rows[0];
    const results = {
      benchmark: `migrations after the seed schema on ${SCALE.users.toLocaleString('en-US')} users and ${SCALE_PINS.toLocaleString('en-US')} pins (PostgreSQL)`,
      seedSeconds: database.seedSeconds,
      migrationSeconds: Number(migrationSeconds.toFixed(2)),
      checksumSeconds: Number(checksumSeconds.toFixed(1)),
      tables: Object.fromEntries(Object.entries(before).map(([table, sum]) => [table, sum.rows])),
      tablesChanged: changed,
      usersOwningTheirWorkspace: `${counts?.owning} of ${counts?.users} (${counts?.workspaces} workspaces)`,
    };
    console.log(`\n${results.benchmark}`);
    console.table({
      'migrations (s)': results.migrationSeconds,
      'tables checked': Object.keys(before).length,
      'tables changed': changed.length ? changed.join(', ') : 'none',
      'users owning their workspace': results.usersOwningTheirWorkspace,
    });
    console.log(`written to ${writeResults('migrations', results)}`);
    if (changed.length || counts?.owning !== counts?.users || counts?.workspaces !== counts?.users) {
      throw new Error('the migrations lost or changed data, or left a user without a workspace');
    }
    return results;
  } finally {
    await database.drop();
  }
}
