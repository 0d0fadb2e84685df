// The simulated analytics (issue 29): the OpenAPI file's shapes over HTTP (test-support's `call`
// checks every answer against it), Pinterest's limits on dates, pins and metrics, and figures that
// are the same on every read and differ by posting hour and title. The emulator reads the real
// clock, so the HTTP cases build their dates from it; the figure cases freeze their own `now`.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountAnalytics, multiPinAnalytics, pinAnalytics } from './analytics';
import { type PinterestEmulator, SECOND_DEMO_ACCOUNT, startPinterestEmulator } from './server';
import type { PinRecord } from './store';
import { call, pngBase64 } from './test-support';

const DAY_MS = 24 * 60 * 60 * 1000;
const METRICS = 'IMPRESSION,SAVE,PIN_CLICK,OUTBOUND_CLICK';
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

let emulator: PinterestEmulator;
let token: string;
let png: string;
beforeAll(async () => {
  emulator = await startPinterestEmulator({ port: 0 });
  png = await pngBase64();
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.reset();
  token = emulator.issueTokens().access_token;
});

const get = (path: string, as = token) => call(emulator, 'GET', path, { token: as });

async function makePin(title: string): Promise<string> {
  const boardId = (emulator.boards()[0] as { id: string }).id;
  const made = await call(emulator, 'POST', '/v5/pins', {
    token,
    json: {
      board_id: boardId,
      title,
      media_source: { source_type: 'image_base64', content_type: 'image/png', data: png },
    },
  });
  expect(made.status).toBe(201);
  return (made.body as { id: string }).id;
}

/** The last `days` days up to today, as the query asks for them. */
function lastDays(days: number, metrics = METRICS): string {
  const today = new Date();
  const start = dayOf(new Date(today.getTime() - days * DAY_MS));
  return `start_date=${start}&end_date=${dayOf(today)}&metric_types=${metrics}`;
}

describe('the simulated pin analytics over HTTP', () => {
  it('answers a pin of the account in the file’s shape, the same on every read', async () => {
    const id = await makePin('7 cozy soups for autumn');
    const first = await get(`/v5/pins/${id}/analytics?${lastDays(3)}`);
    expect(first.status).toBe(200);
    const all = (first.body as { ALL: { daily_metrics: { data_status: string; metrics: object }[] } }).ALL;
    expect(all.daily_metrics.map((day) => day.data_status)).toEqual([
      'BEFORE_PIN_CREATED',
      'BEFORE_PIN_CREATED',
      'BEFORE_PIN_CREATED',
      'PROCESSING',
    ]);
    expect(Object.keys(all.daily_metrics[3]?.metrics ?? {}).sort()).toEqual(METRICS.split(',').sort());
    expect((await get(`/v5/pins/${id}/analytics?${lastDays(3)}`)).body).toEqual(first.body);
  });

  it('gives many pins at once, leaving out ids the account does not hold, and sums the account', async () => {
    const one = await makePin('Pumpkin soup');
    const two = await makePin('Is this the best bread?');
    const many = await get(`/v5/pins/analytics?pin_ids=${one}&pin_ids=${two}&pin_ids=999999&${lastDays(1)}`);
    expect(many.status).toBe(200);
    const body = many.body as Record<string, { ALL: { summary_metrics: Record<string, number> } }>;
    expect(Object.keys(body).sort()).toEqual([one, two].sort());
    const account = await get(`/v5/user_account/analytics?${lastDays(1)}`);
    expect(account.status).toBe(200);
    const summary = (account.body as { ALL: { summary_metrics: Record<string, number> } }).ALL
      .summary_metrics;
    const impressions = (id: string) => body[id]?.ALL.summary_metrics.IMPRESSION ?? Number.NaN;
    expect(summary.IMPRESSION).toBe(impressions(one) + impressions(two));
  });

  it('refuses what Pinterest refuses, and another account’s pin is not found', async () => {
    const id = await makePin('Pumpkin soup');
    const today = dayOf(new Date());
    const longAgo = dayOf(new Date(Date.now() - 91 * DAY_MS));
    const refused = [
      `start_date=${today}&end_date=${longAgo}&metric_types=IMPRESSION`,
      `start_date=${longAgo}&end_date=${today}&metric_types=IMPRESSION`,
    ];
    for (const query of refused) {
      expect((await get(`/v5/pins/${id}/analytics?${query}`)).status, query).toBe(400);
    }
    expect((await get(`/v5/pins/${id}/analytics?${lastDays(1, 'IMPRESSION,VIEWS')}`)).status).toBe(400);
    const tooMany = Array.from({ length: 101 }, (_, index) => `pin_ids=${index + 1}`).join('&');
    expect((await get(`/v5/pins/analytics?${tooMany}&${lastDays(1)}`)).status).toBe(400);
    const shop = emulator.issueTokens(undefined, SECOND_DEMO_ACCOUNT).access_token;
    expect((await get(`/v5/pins/${id}/analytics?${lastDays(1)}`, shop)).status).toBe(404);
  });
});

describe('the simulated figures', () => {
  const NOW = new Date('2026-03-20T12:00:00Z');
  const pin = (id: string, title: string, createdAt: string): PinRecord => ({
    id,
    boardId: '1',
    title,
    description: null,
    altText: null,
    link: null,
    dominantColor: null,
    createdAt,
    image: { contentType: 'image/png', width: 1000, height: 1500 },
  });
  const query = new URLSearchParams({
    start_date: '2026-03-01',
    end_date: '2026-03-19',
    metric_types: METRICS,
  });
  const total = (record: PinRecord) => {
    const reply = pinAnalytics({ pins: new Map([[record.id, record]]) }, record.id, query, NOW);
    return (reply.body as { ALL: { summary_metrics: { IMPRESSION: number } } }).ALL.summary_metrics
      .IMPRESSION;
  };

  it('do best for evening pins and for titles with a number, over the same days', () => {
    const evening = total(pin('11', 'Pumpkin soup', '2026-03-01T19:30:00Z'));
    const morning = total(pin('11', 'Pumpkin soup', '2026-03-01T07:30:00Z'));
    expect(evening).toBeGreaterThan(morning * 2);
    // The same pin at the same hour, its title with a number or a question, or plain.
    const plain = total(pin('12', 'Pumpkin soups', '2026-03-01T19:30:00Z'));
    expect(total(pin('12', '5 pumpkin soups', '2026-03-01T19:30:00Z'))).toBeGreaterThan(plain * 1.2);
    expect(total(pin('12', 'Which pumpkin soup?', '2026-03-01T19:30:00Z'))).toBeGreaterThan(plain * 1.2);
  });

  it('add up day after day, and a pin’s account sum is its own', () => {
    const record = pin('21', '7 breads', '2026-03-01T19:00:00Z');
    const store = { pins: new Map([[record.id, record]]) };
    const shorter = new URLSearchParams({
      start_date: '2026-03-01',
      end_date: '2026-03-10',
      metric_types: METRICS,
    });
    const tenDays = pinAnalytics(store, '21', shorter, NOW).body as {
      ALL: { summary_metrics: { IMPRESSION: number } };
    };
    expect(total(record)).toBeGreaterThan(tenDays.ALL.summary_metrics.IMPRESSION);
    const account = accountAnalytics(store, query, NOW).body as {
      ALL: { summary_metrics: { IMPRESSION: number } };
    };
    expect(account.ALL.summary_metrics.IMPRESSION).toBe(total(record));
    const many = multiPinAnalytics(store, new URLSearchParams(`${query}&pin_ids=21`), NOW);
    expect((many.body as Record<string, unknown>)['21']).toEqual(pinAnalytics(store, '21', query, NOW).body);
  });
});

describe('a simulated Pinterest on a clock of its own', () => {
  it('makes pins at its time and counts its days to its today (demo mode gives the app’s clock)', async () => {
    let at = new Date('2031-05-06T18:30:00.000Z');
    const own = await startPinterestEmulator({ port: 0, now: () => at });
    try {
      const ownToken = own.issueTokens().access_token;
      const boardId = (own.boards()[0] as { id: string }).id;
      const made = await call(own, 'POST', '/v5/pins', {
        token: ownToken,
        json: {
          board_id: boardId,
          title: '7 cozy soups',
          media_source: { source_type: 'image_base64', content_type: 'image/png', data: png },
        },
      });
      expect(made.status).toBe(201);
      const pinId = (made.body as { id: string; created_at: string }).id;
      expect((made.body as { created_at: string }).created_at).toBe(at.toISOString());
      // Two days on: the day it was made and the next are settled, today still processing.
      at = new Date('2031-05-08T09:00:00.000Z');
      const read = await call(
        own,
        'GET',
        `/v5/pins/${pinId}/analytics?start_date=2031-05-05&end_date=2031-05-09&metric_types=${METRICS}`,
        { token: ownToken },
      );
      expect(read.status).toBe(200);
      const days = (read.body as { ALL: { daily_metrics: { date: string; data_status: string }[] } }).ALL
        .daily_metrics;
      expect(days.map((day) => [day.date, day.data_status])).toEqual([
        ['2031-05-05', 'BEFORE_PIN_CREATED'],
        ['2031-05-06', 'READY'],
        ['2031-05-07', 'READY'],
        ['2031-05-08', 'PROCESSING'],
      ]);
    } finally {
      await own.close();
    }
  });
});
