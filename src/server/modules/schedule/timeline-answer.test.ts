// GET /api/timeline is the busiest answer and its bytes are most of its cost (bench/timeline.ts):
// it carries only what the page shows, and goes gzipped to a client that takes gzip.
import { gunzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { createPin } from '../../../../tests/factories/boards';
import { bearer } from '../../../../tests/factories/users';
import { type TimelineResponse, timelinePin } from '../../../shared/api/schedule';
import { signedInAppPerTest } from './test-support';

const NOW = new Date('2026-01-15T15:00:00Z');
const t = signedInAppPerTest({ now: () => NOW, board: { name: 'Garden' } });

beforeEach(async () => {
  for (let k = 0; k < 12; k += 1) {
    await createPin(t.db, t.board, {
      status: 'scheduled',
      scheduledTime: new Date(NOW.getTime() + (k + 1) * 86_400_000),
    });
  }
});

const get = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/timeline', headers: { ...bearer(t.token), ...headers } });

describe('the timeline’s answer', () => {
  it('gives each pin only the fields the page shows (no created_at)', async () => {
    const body = (await get()).json() as TimelineResponse;
    const pins = body.days.flatMap((day) => day.pins);
    expect(pins).toHaveLength(12);
    for (const pin of pins) expect(Object.keys(pin).sort()).toEqual(Object.keys(timelinePin.shape).sort());
    expect(pins[0]).not.toHaveProperty('created_at');
  });

  it('is gzipped for a client that takes gzip, and decodes to the same answer', async () => {
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('is plain when the client refuses gzip or takes none', async () => {
    for (const accept of ['gzip;q=0', 'identity', 'br']) {
      const response = await get({ 'accept-encoding': accept });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toHaveProperty('days');
    }
  });

  it('answers a refusal (401) as before', async () => {
    const response = await t.app.inject({ url: '/api/timeline', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('error');
  });
});
