// openDatabase on PostgreSQL: the pool takes DATABASE_POOL_SIZE, since several API processes and
// workers on one server must keep their connections under its max_connections. pg.Pool connects
// lazily, so no server needs to answer here.
import { describe, expect, it } from 'vitest';
import { openDatabase } from './connection';

const NOWHERE = 'postgres://pinloom@127.0.0.1:9/pinloom';

describe('openDatabase with DATABASE_URL', () => {
  it('sizes the pool as told, and as pg does when not told', async () => {
    for (const [poolSize, expected] of [
      [3, 3],
      [undefined, 10],
    ] as const) {
      const handle = await openDatabase({ databaseUrl: NOWHERE, dataDir: '/nonexistent', poolSize });
      if (handle.client.driver !== 'postgres') throw new Error('expected the PostgreSQL driver');
      expect(handle.client.pool.options.max).toBe(expected);
      await handle.close();
    }
  });
});
