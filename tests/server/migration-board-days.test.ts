// Migration 0043 (ADR 0052) carries an installation's figures forward: a database at 0042 with
// stored pin days on two boards gets each day's board from its pin, each board's day totals summed
// from its pins' days, and leaves the earlier aggregates (the workspace's day totals, the pins'
// totals and running sums) as they were; afterwards the triggers keep the board totals. On
// PostgreSQL when TEST_DATABASE_URL is set, else on PGlite. Fixed dates, no clock read.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, wrapPglite } from '../../src/server/db/connection';
import { migrateDatabase } from '../../src/server/db/migrate';
import { migrationsUpTo } from '../setup/migrations-up-to';
import { createThrowawayDatabase } from '../setup/throwaway-postgres';

const BEFORE = '0042_rate_limit_hits_unlogged';

let handle: DatabaseHandle;
let drop: () => Promise<void>;
let aggregatesBefore: unknown[];

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as { rows: T[] }).rows;
}

/** The earlier aggregates (ADR 0047, 0051), as text to compare. */
const aggregates = () =>
  rows(sql`
    select 'workspace' as kind, workspace_id::text as id, date::text, impression::text || '/' || save || '/' || pin_click || '/' || outbound_click || '/' || pins as v from analytics_workspace_days
    union all select 'pin', pin_id::text, first_date::text || '–' || last_date, impression::text || '/' || save || '/' || days from analytics_pin_totals
    union all select 'running', pin_id::text, date::text, running_impression::text || '/' || running_save || '/' || running_days from pin_analytics_daily
    order by 1, 2, 3`);

const boardDaysAsStored = async () => ({
  kept: await rows(sql`
    select board_id::text, date::text, impression::int, save::int, pin_click::int, outbound_click::int, pins
    from analytics_board_days where pins > 0 order by 1, 2`),
  stored: await rows(sql`
    select p.board_id::text, d.date::text, sum(d.impression)::int as impression, sum(d.save)::int as save,
      sum(d.pin_click)::int as pin_click, sum(d.outbound_click)::int as outbound_click, count(*)::int as pins
    from pin_analytics_daily d join pins p on p.id = d.pin_id group by 1, 2 order by 1, 2`),
});

beforeAll(async () => {
  const migrationsFolder = migrationsUpTo(BEFORE);
  if (process.env.TEST_DATABASE_URL) {
    const database = await createThrowawayDatabase('pinloom_test_board_days', { migrationsFolder });
    handle = database.handle;
    drop = database.drop;
  } else {
    handle = wrapPglite(await PGlite.create());
    drop = () => handle.close();
    await migrateDatabase(handle, { migrationsFolder });
  }
  // One workspace, three boards (the last without figures), 12 posted pins with up to 5 days each.
  await handle.db.execute(sql`
    insert into users (id, email, first_name, last_name, password_hash)
    values ('00000000-0000-4000-8000-000000000001', 'owner@example.com', 'Owner', 'One', 'x')`);
  await handle.db.execute(sql`
    insert into workspaces (id, name, owner_id)
    values ('00000000-0000-4000-8000-000000000002', 'Kitchen', '00000000-0000-4000-8000-000000000001')`);
  await handle.db.execute(sql`
    insert into boards (id, workspace_id, name, style_config, sort_order)
    select ('00000000-0000-4000-8000-00000000010' || b)::uuid, '00000000-0000-4000-8000-000000000002', 'Board ' || b, '{}', b
    from generate_series(1, 3) b`);
  await handle.db.execute(sql`
    insert into pins (id, workspace_id, board_id, title, description, status, posted_at, pinterest_pin_id)
    select ('00000000-0000-4000-8000-0000000002' || lpad(i::text, 2, '0'))::uuid, '00000000-0000-4000-8000-000000000002',
      ('00000000-0000-4000-8000-00000000010' || (1 + i % 2))::uuid, 'Pin ' || i, '', 'posted', '2026-03-01T10:00:00Z', 'p' || i
    from generate_series(1, 12) i`);
  await handle.db.execute(sql`
    insert into pin_analytics_daily (pin_id, workspace_id, date, impression, save, pin_click, outbound_click, collected_at)
    select p.id, p.workspace_id, date '2026-03-01' + d, 10 * d + length(p.title), d % 3, 1, d % 2, '2026-03-10T00:00:00Z'
    from pins p, generate_series(0, 4) d
    where (d + ascii(right(p.title, 1))) % 4 <> 0`);
  aggregatesBefore = await aggregates();
  await migrateDatabase(handle);
});

afterAll(() => drop());

describe('migration 0043 (each board’s day totals)', () => {
  it('was given figures to carry', async () => {
    const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from pin_analytics_daily`);
    expect(row?.n).toBeGreaterThan(30);
  });

  it('gives every stored day its pin’s board', async () => {
    const wrong = await rows(sql`
      select d.pin_id from pin_analytics_daily d join pins p on p.id = d.pin_id where d.board_id is distinct from p.board_id`);
    expect(wrong).toEqual([]);
  });

  it('sums each board’s days from its pins’ stored days, and leaves the earlier aggregates as they were', async () => {
    const { kept, stored } = await boardDaysAsStored();
    expect(new Set(kept.map((row) => (row as { board_id: string }).board_id)).size).toBe(2);
    expect(kept).toEqual(stored);
    expect(await aggregates()).toEqual(aggregatesBefore);
  });

  it('keeps them afterwards: a new day, a corrected one and a deleted pin', async () => {
    await handle.db.execute(sql`
      insert into pin_analytics_daily (pin_id, workspace_id, board_id, date, impression, save, pin_click, outbound_click, collected_at)
      values ('00000000-0000-4000-8000-000000000201', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000102',
        '2026-03-09', 7, 1, 1, 1, '2026-03-10T00:00:00Z')`);
    await handle.db.execute(
      sql`update pin_analytics_daily set impression = impression + 5 where date = '2026-03-02'`,
    );
    await handle.db.execute(sql`delete from pins where id = '00000000-0000-4000-8000-000000000202'`);
    const { kept, stored } = await boardDaysAsStored();
    expect(kept).toEqual(stored);
    expect(kept).toContainEqual({
      board_id: '00000000-0000-4000-8000-000000000102',
      date: '2026-03-09',
      impression: 7,
      save: 1,
      pin_click: 1,
      outbound_click: 1,
      pins: 1,
    });
  });
});
