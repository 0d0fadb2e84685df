// Migrations carry an installation's data forward: a database at the schema the scale seed was
// written for (tests/setup/scale-seed.ts) gets a small copy of the scale data, then every later
// migration. Nothing that was there may be lost or changed (row counts and checksums of every table
// before and after), and what the migrations add must hold for every row. The same seed at full
// scale (10,000 users, 1,000,000 pins) is timed by `npm run bench -- migrations`. On PostgreSQL
// when TEST_DATABASE_URL is set, else on PGlite.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, wrapPglite } from '../../src/server/db/connection';
import { migrateDatabase } from '../../src/server/db/migrate';
import { migrationsUpTo } from '../setup/migrations-up-to';
import { type Scale, SEED_SCHEMA, scaleSeedStatements } from '../setup/scale-seed';
import {
  movedChecksums,
  renamed,
  type TableSum,
  tableChecksums,
  tableShapes,
  underNewNames,
  withoutMoved,
} from '../setup/table-checksums';
import { createThrowawayDatabase } from '../setup/throwaway-postgres';

const SMALL: Scale = { users: 40, boardsPerUser: 2, pinsPerBoard: 5, apiCalls: 60, tickets: 30 };

let handle: DatabaseHandle;
let drop: () => Promise<void>;
let shapes: Awaited<ReturnType<typeof tableShapes>>;
let before: Record<string, TableSum>;
let movedBefore: TableSum[];

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await handle.db.execute(query)) as { rows: { n: number }[] };
  return result.rows[0]?.n ?? -1;
}

beforeAll(async () => {
  const migrationsFolder = migrationsUpTo(SEED_SCHEMA);
  if (process.env.TEST_DATABASE_URL) {
    const database = await createThrowawayDatabase('pinloom_test_carry', { migrationsFolder });
    handle = database.handle;
    drop = database.drop;
  } else {
    handle = wrapPglite(await PGlite.create());
    drop = () => handle.close();
    await migrateDatabase(handle, { migrationsFolder });
  }
  for (const statement of scaleSeedStatements(SMALL)) await handle.db.execute(sql.raw(statement));
  shapes = withoutMoved(await tableShapes(handle));
  before = await tableChecksums(handle, shapes);
  movedBefore = await movedChecksums(handle, 'from');
  await migrateDatabase(handle);
});

afterAll(() => drop());

describe('the migrations after the seed schema', () => {
  it('were given data to carry', () => {
    expect(before.users?.rows).toBe(SMALL.users);
    expect(before.pins?.rows).toBe(SMALL.users * SMALL.boardsPerUser * SMALL.pinsPerBoard);
    expect(before.support_messages?.rows).toBeGreaterThan(SMALL.tickets);
  });

  it('lose and change nothing that was there, content only renamed to its workspace', async () => {
    expect(await tableChecksums(handle, renamed(shapes))).toEqual(underNewNames(before));
  });

  it('move each person’s plan and subscription onto their personal workspace (ADR 0034)', async () => {
    expect(movedBefore[0]?.rows).toBe(SMALL.users);
    expect(await movedChecksums(handle, 'to')).toEqual(movedBefore);
    expect(
      await count(sql`select count(distinct subscription_plan)::int as n from workspaces`),
    ).toBeGreaterThan(1);
  });

  it('give each workspace its owner’s posting settings and time zone (ADR 0036)', async () => {
    expect(movedBefore[1]?.rows).toBe(SMALL.users);
    expect(await movedChecksums(handle, 'to')).toEqual(movedBefore);
    const differing = await count(
      sql`select count(*)::int as n from workspaces w join users u on u.id = w.owner_id
          where w.time_zone <> u.time_zone`,
    );
    expect(differing).toBe(0);
    expect(await count(sql`select count(distinct time_zone)::int as n from workspaces`)).toBeGreaterThan(1);
  });

  it('give every user a personal workspace with their id and name, which they own (ADR 0032)', async () => {
    expect(await count(sql`select count(*)::int as n from workspaces`)).toBe(SMALL.users);
    expect(await count(sql`select count(*)::int as n from workspace_members`)).toBe(SMALL.users);
    const owning = await count(
      sql`select count(*)::int as n from users u
          join workspaces w on w.id = u.id and w.name = u.first_name || '''s workspace'
            and w.created_at = u.created_at
          join workspace_members m on m.workspace_id = u.id and m.user_id = u.id and m.role = 'owner'`,
    );
    expect(owning).toBe(SMALL.users);
  });

  it('make each user the paying owner of their workspace, whose id every content row now names', async () => {
    expect(await count(sql`select count(*)::int as n from workspaces where owner_id = id`)).toBe(SMALL.users);
    const orphans = await count(
      sql`select count(*)::int as n from pins p left join workspaces w on w.id = p.workspace_id where w.id is null`,
    );
    expect(orphans).toBe(0);
  });

  it('give every earlier ticket its user’s plan as tier and their workspace (ADR 0033)', async () => {
    expect(await count(sql`select count(*)::int as n from support_tickets`)).toBe(SMALL.tickets);
    const carried = await count(
      sql`select count(*)::int as n from support_tickets t join workspaces w on w.id = t.user_id
          where t.tier = w.subscription_plan and t.workspace_id = w.id and t.assigned_admin_id is null`,
    );
    expect(carried).toBe(SMALL.tickets);
    expect(await count(sql`select count(distinct tier)::int as n from support_tickets`)).toBeGreaterThan(1);
  });
});
