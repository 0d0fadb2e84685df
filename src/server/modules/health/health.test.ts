import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/setup/test-app';
import { wrapPool } from '../../db/connection';

describe('GET /api/health', () => {
  it('answers ok after a real query', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database is closed', async () => {
    // A real driver whose pool has been shut down, as after a lost database.
    const closed = wrapPool(new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' }));
    await closed.close();
    const { app } = await createTestApp({ database: closed });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'unavailable' });
  });
});
