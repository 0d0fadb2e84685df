// The collection against the emulator over real HTTP: figures stored per pin per day and per
// account, a re-run replaces rather than adds, a 429 waits Pinterest's Retry-After and goes on
// where it stopped, a revoked connection pauses, a partial answer stores what came, and pins older
// than 90 days are not asked for. Every date comes from a clock stopped at the test's real now.
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { PinterestEmulator } from '../../../../emulators/pinterest/server';
import { createPin } from '../../../../tests/factories/boards';
import { getTestDatabase } from '../../../../tests/setup/database';
import { withEmulatorApp } from '../../../../tests/setup/emulator-app';
import type { TestApp } from '../../../../tests/setup/test-app';
import { formatLocalDate, localDate } from '../../../shared/time-zone';
import { accountAnalyticsDaily, pinterestConnections } from '../../db/schema';
import { ANALYTICS_JOBS, COLLECT_ACCOUNT_ANALYTICS, COLLECT_ANALYTICS } from '../../jobs/analytics-jobs';
import { createJobQueue } from '../../jobs/queue';
import { startJobs } from '../../jobs/start-jobs';
import { storedConnection } from '../pinterest/test-support';
import { connectedUserWithBoard } from '../publishing/test-support';
import { collectAccountAnalytics, PAUSED_PREFIX, RATE_LIMITED_MESSAGE } from './collect-account-analytics';
import { findDueCollections } from './find-due-collections';
import { collectionRow, pinDays, postedPin, stoppedDeps } from './test-support';

let emulator: PinterestEmulator;
let t: TestApp;
withEmulatorApp((context) => {
  ({ emulator, t } = context);
});

const DAY = 86_400_000;

async function setUp() {
  const { board, workspaceId } = await connectedUserWithBoard(t, emulator);
  const connection = await storedConnection(t.db, workspaceId);
  return { board, workspaceId, connectionId: connection?.id as string };
}

const analyticsCalls = () => emulator.requests().filter((request) => request.path.endsWith('/analytics'));

describe('collecting an account’s analytics', () => {
  it('stores each pin’s days and the account’s, and says when it last collected', async () => {
    const now = new Date();
    const { board, connectionId } = await setUp();
    const first = await postedPin(t, emulator, board, {
      title: '7 cozy soups',
      postedAt: new Date(now.getTime() - DAY),
    });
    const second = await postedPin(t, emulator, board, { postedAt: new Date(now.getTime() - DAY) });
    emulator.clearRequests();

    const result = await collectAccountAnalytics(stoppedDeps(t, now), { connectionId });

    expect(result).toEqual({ outcome: 'collected', pins: 2, missing: 0 });
    // One bulk call for both pins (pin_ids repeated) and one for the account.
    const bulk = analyticsCalls().filter((request) => request.path === '/v5/pins/analytics');
    expect(bulk).toHaveLength(1);
    expect(new URLSearchParams(bulk[0]?.query).getAll('pin_ids').sort()).toEqual(
      [first.pinterestPinId, second.pinterestPinId].sort(),
    );
    const today = formatLocalDate(localDate(now, 'UTC'));
    for (const pin of [first, second]) {
      const days = await pinDays(t.db, pin.id);
      // The emulator's pins were made today: today is their only day with figures.
      expect(days.map((day) => day.date)).toEqual([today]);
      expect(days[0]?.impression).toBeGreaterThan(0);
      expect(days[0]?.collectedAt).toEqual(now);
    }
    const account = await t.db
      .select()
      .from(accountAnalyticsDaily)
      .where(eq(accountAnalyticsDaily.connectionId, connectionId));
    expect(account.find((day) => day.date === today)?.impression).toBeGreaterThan(0);
    expect(await collectionRow(t.db, connectionId)).toMatchObject({
      status: 'ok',
      message: null,
      lastCollectedAt: now,
      resumeAfter: null,
    });
  });

  it('replaces a day read again: a re-run never double counts', async () => {
    const now = new Date();
    const { board, connectionId } = await setUp();
    const pin = await postedPin(t, emulator, board, { postedAt: now });
    await collectAccountAnalytics(stoppedDeps(t, now), { connectionId });
    const once = await pinDays(t.db, pin.id);
    await collectAccountAnalytics(stoppedDeps(t, new Date(now.getTime() + 1000)), { connectionId });
    const twice = await pinDays(t.db, pin.id);
    expect(twice).toHaveLength(once.length);
    expect(twice.map((day) => day.impression)).toEqual(once.map((day) => day.impression));
  });

  it('after a 429 waits Pinterest’s Retry-After without calling, then goes on where it stopped', async () => {
    const now = new Date();
    const { board, connectionId } = await setUp();
    const pins = [];
    for (let i = 0; i < 3; i++)
      pins.push(await postedPin(t, emulator, board, { postedAt: new Date(now.getTime() - (3 - i) * 1000) }));
    // The first bulk call (one pin a call) is refused.
    emulator.setFault({ mode: '429', retryAfterSeconds: 120, paths: '^/v5/pins/analytics$', times: 1 });
    const limits = { pinsPerCall: 1 };
    const deps = stoppedDeps(t, now);
    // The fault meets the first bulk call: nothing of the pins is stored yet.
    const result = await collectAccountAnalytics(deps, { connectionId, limits });
    expect(result).toEqual({ outcome: 'later', afterSeconds: 120, reason: 'rate_limited' });
    expect(await collectionRow(t.db, connectionId)).toMatchObject({
      resumeAfter: new Date(now.getTime() + 120_000),
      cursor: 0,
      message: RATE_LIMITED_MESSAGE,
    });

    emulator.clearRequests();
    const tooSoon = await collectAccountAnalytics(stoppedDeps(t, new Date(now.getTime() + 60_000)), {
      connectionId,
      limits,
    });
    expect(tooSoon).toEqual({ outcome: 'later', afterSeconds: 60, reason: 'rate_limited' });
    expect(analyticsCalls()).toHaveLength(0);

    const after = await collectAccountAnalytics(stoppedDeps(t, new Date(now.getTime() + 121_000)), {
      connectionId,
      limits,
    });
    expect(after).toMatchObject({ outcome: 'collected', pins: 3 });
    for (const pin of pins) expect(await pinDays(t.db, pin.id)).toHaveLength(1);
  });

  it('stops at its budget of calls and goes on from the pin where it stopped', async () => {
    const now = new Date();
    const { board, connectionId } = await setUp();
    const pins = [];
    for (let i = 0; i < 3; i++)
      pins.push(await postedPin(t, emulator, board, { postedAt: new Date(now.getTime() - (3 - i) * 1000) }));
    const limits = { pinsPerCall: 1, callsPerRun: 2 };
    const first = await collectAccountAnalytics(stoppedDeps(t, now), { connectionId, limits });
    expect(first).toEqual({ outcome: 'later', afterSeconds: 900, reason: 'budget' });
    expect(await collectionRow(t.db, connectionId)).toMatchObject({ cursor: 1 });
    expect(await pinDays(t.db, pins[0]?.id as string)).toHaveLength(1);
    expect(await pinDays(t.db, pins[1]?.id as string)).toHaveLength(0);

    emulator.clearRequests();
    const later = new Date(now.getTime() + 900_000);
    expect(await collectAccountAnalytics(stoppedDeps(t, later), { connectionId, limits })).toMatchObject({
      outcome: 'collected',
      pins: 3,
    });
    // Going on, it reads neither the account again nor the first pin: one call for each pin left.
    expect(analyticsCalls().map((request) => request.path)).toEqual([
      '/v5/pins/analytics',
      '/v5/pins/analytics',
    ]);
    for (const pin of pins) expect(await pinDays(t.db, pin.id)).toHaveLength(1);
    expect(await collectionRow(t.db, connectionId)).toMatchObject({
      cursor: 0,
      resumeAfter: null,
      lastCollectedAt: later,
    });
  });

  it('pauses, saying so, when the connection is revoked', async () => {
    const now = new Date();
    const { board, connectionId, workspaceId } = await setUp();
    await postedPin(t, emulator, board, { postedAt: now });
    emulator.revokeAllTokens();
    const result = await collectAccountAnalytics(stoppedDeps(t, now), { connectionId });
    expect(result).toMatchObject({ outcome: 'paused' });
    const row = await collectionRow(t.db, connectionId);
    expect(row?.status).toBe('paused');
    expect(row?.message).toMatch(new RegExp(`^${PAUSED_PREFIX}.*connect your account again`));
    // Paused, it calls Pinterest no more; the hourly look marks it without a run either.
    emulator.clearRequests();
    expect(await collectAccountAnalytics(stoppedDeps(t, now), { connectionId })).toMatchObject({
      outcome: 'paused',
    });
    expect(emulator.requests()).toHaveLength(0);
    expect(await findDueCollections(t.db, now)).not.toContain(connectionId);
    expect((await storedConnection(t.db, workspaceId))?.status).toBe('needs_reconnect');
  });

  it('stores what came when Pinterest answers for some pins only', async () => {
    const now = new Date();
    const { board, connectionId } = await setUp();
    const known = await postedPin(t, emulator, board, { postedAt: now });
    const unknown = await createPin(t.db, board, {
      status: 'posted',
      postedAt: now,
      pinterestPinId: '999999999999',
    });
    const result = await collectAccountAnalytics(stoppedDeps(t, now), { connectionId });
    expect(result).toEqual({ outcome: 'collected', pins: 1, missing: 1 });
    expect(await pinDays(t.db, known.id)).toHaveLength(1);
    expect(await pinDays(t.db, unknown.id)).toHaveLength(0);
    expect((await collectionRow(t.db, connectionId))?.message).toBe(
      'Pinterest had no figures for 1 of 2 pins.',
    );
  });

  it('reads pin by pin when Pinterest refuses the bulk call, skipping a pin it does not know', async () => {
    const now = new Date();
    const { board, connectionId } = await setUp();
    const pins = [
      await postedPin(t, emulator, board, { postedAt: now }),
      await postedPin(t, emulator, board, { postedAt: now }),
    ];
    const unknown = await createPin(t.db, board, {
      status: 'posted',
      postedAt: now,
      pinterestPinId: '999999999999',
    });
    // GET /pins/analytics is in beta and not open to every app: Pinterest answers 403.
    const realFetch = globalThis.fetch;
    const refused = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname !== '/v5/pins/analytics') return realFetch(input, init);
      return Response.json(
        { code: 29, message: 'This endpoint is not available to your app.' },
        { status: 403 },
      );
    });
    try {
      emulator.clearRequests();
      const result = await collectAccountAnalytics(stoppedDeps(t, now), { connectionId });
      expect(result).toEqual({ outcome: 'collected', pins: 2, missing: 1 });
    } finally {
      refused.mockRestore();
    }
    expect(
      analyticsCalls().filter((request) => /^\/v5\/pins\/\d+\/analytics$/.test(request.path)),
    ).toHaveLength(3);
    for (const pin of pins) expect(await pinDays(t.db, pin.id)).toHaveLength(1);
    expect(await pinDays(t.db, unknown.id)).toHaveLength(0);
  });

  it('does not ask for pins posted more than 90 days ago, nor for unposted ones', async () => {
    const now = new Date();
    const { board, connectionId } = await setUp();
    const recent = await postedPin(t, emulator, board, { postedAt: new Date(now.getTime() - 89 * DAY) });
    const old = await postedPin(t, emulator, board, { postedAt: new Date(now.getTime() - 91 * DAY) });
    await createPin(t.db, board, { status: 'scheduled', scheduledTime: now });
    emulator.clearRequests();
    await collectAccountAnalytics(stoppedDeps(t, now), { connectionId });
    const asked = emulator
      .requests()
      .filter((request) => request.path === '/v5/pins/analytics')
      .flatMap((request) => new URLSearchParams(request.query).getAll('pin_ids'));
    expect(asked).toEqual([recent.pinterestPinId]);
    expect(await pinDays(t.db, old.id)).toHaveLength(0);
  });
});

describe('the collection jobs', () => {
  it('are started by every process’s jobs: the look hourly, an account’s job stately', async () => {
    const { client } = await getTestDatabase();
    const quiet = { info: () => {}, error: () => {} };
    const stop = await startJobs({
      client,
      deps: { ...stoppedDeps(t, new Date()), media: t.media },
      log: quiet,
    });
    await stop();
    const boss = createJobQueue(client);
    await boss.start();
    try {
      expect(await boss.getSchedules(COLLECT_ANALYTICS)).toEqual([
        expect.objectContaining({ name: COLLECT_ANALYTICS, cron: '20 * * * *' }),
      ]);
      expect(await boss.getQueue(COLLECT_ACCOUNT_ANALYTICS)).toMatchObject({ policy: 'stately' });
    } finally {
      await boss.stop({ graceful: false });
    }
  });

  it('the hourly look queues an account not yet collected today, once', async () => {
    const now = new Date();
    const { connectionId } = await setUp();
    expect(await findDueCollections(t.db, now)).toContain(connectionId);
    const look = ANALYTICS_JOBS.find((job) => job.name === COLLECT_ANALYTICS);
    expect(look?.schedule).toBe('20 * * * *');
    const send = vi.fn(async () => 'job-id');
    const context = {
      boss: { send } as never,
      deps: stoppedDeps(t, now) as never,
      log: { info: vi.fn(), error: vi.fn() },
    };
    await look?.run(null, context);
    expect(send).toHaveBeenCalledWith(
      COLLECT_ACCOUNT_ANALYTICS,
      { connectionId },
      { singletonKey: connectionId },
    );
    await collectAccountAnalytics(stoppedDeps(t, now), { connectionId });
    expect(await findDueCollections(t.db, now)).not.toContain(connectionId);
    // The next day in the workspace's zone it is due again.
    expect(await findDueCollections(t.db, new Date(now.getTime() + DAY))).toContain(connectionId);
  });

  it('an account’s job after a 429 queues itself again to start after Retry-After', async () => {
    const now = new Date();
    const { board, connectionId } = await setUp();
    await postedPin(t, emulator, board, { postedAt: now });
    emulator.setFault({
      mode: '429',
      retryAfterSeconds: 45,
      paths: '^/v5/user_account/analytics$',
      times: 1,
    });
    const job = ANALYTICS_JOBS.find((candidate) => candidate.name === COLLECT_ACCOUNT_ANALYTICS);
    const send = vi.fn(async () => 'job-id');
    const context = {
      boss: { send } as never,
      deps: stoppedDeps(t, now) as never,
      log: { info: vi.fn(), error: vi.fn() },
    };
    await job?.run({ connectionId }, context);
    expect(send).toHaveBeenCalledWith(
      COLLECT_ACCOUNT_ANALYTICS,
      { connectionId },
      { singletonKey: connectionId, startAfter: 45 },
    );
    expect(job?.queue.policy).toBe('stately');
  });

  it('a connection lost since the last look is marked paused by its run', async () => {
    const now = new Date();
    const { connectionId } = await setUp();
    await t.db
      .update(pinterestConnections)
      .set({ status: 'needs_reconnect' })
      .where(eq(pinterestConnections.id, connectionId));
    expect(await findDueCollections(t.db, now)).toContain(connectionId);
    expect(await collectAccountAnalytics(stoppedDeps(t, now), { connectionId })).toMatchObject({
      outcome: 'paused',
    });
    expect(await findDueCollections(t.db, now)).not.toContain(connectionId);
  });
});
