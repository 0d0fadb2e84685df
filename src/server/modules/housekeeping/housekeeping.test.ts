// The hourly housekeeping: what can never matter again is deleted, what is live is left alone,
// through the use-case and through the pg-boss job the server runs.
import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../../tests/factories/users';
import { getTestDatabase } from '../../../../tests/setup/database';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import {
  activityEvents,
  idempotencyKeys,
  pinterestOauthStates,
  rateLimitHits,
  sessions,
  webhookDeliveries,
} from '../../db/schema';
import { HOUSEKEEPING, housekeepingJob } from '../../jobs/housekeeping-jobs';
import { createJobQueue } from '../../jobs/queue';
import { registerJobs } from '../../jobs/register-jobs';
import { recordActivity, SYSTEM_ACTOR } from '../activity';
import { createOAuthState } from '../pinterest';
import { WEBHOOK_DELIVERIES_KEPT_DAYS } from '../webhooks/test-support';
import { deleteExpiredRows, RATE_LIMIT_WINDOW_KEEP_MS } from './delete-expired-rows';

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.app.close();
});

const HOUR = 60 * 60 * 1000;
const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });

/**
 * A live session, a signed-out one and an expired one; two old rate-limit windows and a live one; a
 * live and an abandoned OAuth state; an activity entry the log still keeps and one 91 days old.
 */
async function seed(now: Date) {
  const live = await createUser(t.db);
  const signedOut = await createUser(t.db);
  const expired = await createUser(t.db);
  await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(signedOut.token) });
  await t.db
    .update(sessions)
    .set({ expiresAt: new Date(now.getTime() - 1000) })
    .where(eq(sessions.userId, expired.user.id));
  const old = new Date(now.getTime() - RATE_LIMIT_WINDOW_KEEP_MS - HOUR);
  await t.db.insert(rateLimitHits).values([
    { key: 'login:email:a@example.com', windowStart: old, hits: 3 },
    { key: 'login:address:10.0.0.9', windowStart: old, hits: 1 },
    { key: 'login:email:a@example.com', windowStart: new Date(now.getTime() - HOUR / 4), hits: 2 },
  ]);
  await createOAuthState({
    db: t.db,
    userId: live.user.id,
    workspaceId: live.workspaceId,
    returnTo: '/boards',
    returnOrigin: 'http://localhost:3000',
    redirectUri: 'http://localhost:3000/api/pinterest/callback',
    now,
  });
  // A connect nobody finished (inserted as is: the next connect of anyone would sweep it too).
  await t.db.insert(pinterestOauthStates).values({
    stateHash: 'abandoned',
    userId: live.user.id,
    workspaceId: live.workspaceId,
    returnTo: '/settings',
    expiresAt: new Date(now.getTime() - 1000),
  });
  for (const [subject, daysAgo] of [
    ['Kept', 89],
    ['Forgotten', 91],
  ] as const) {
    await recordActivity(t.db, {
      workspaceId: live.workspaceId,
      action: 'pin.published',
      actor: SYSTEM_ACTOR,
      subject,
      now: new Date(now.getTime() - daysAgo * 24 * HOUR),
    });
  }
  return { live, signedOut, expired };
}

describe('deleting expired rows', () => {
  it('deletes expired and signed-out sessions, old rate-limit windows, abandoned OAuth states and old activity', async () => {
    const now = new Date();
    const { live, signedOut, expired } = await seed(now);
    expect(await deleteExpiredRows({ db: t.db, now })).toEqual({
      sessions: 2,
      rateLimitWindows: 2,
      oauthStates: 1,
      activityEvents: 1,
      idempotencyKeys: 0,
      webhookDeliveries: 0,
    });

    const left = await t.db.select({ userId: sessions.userId }).from(sessions);
    expect(left.map((row) => row.userId)).toEqual([live.user.id]);
    expect((await profile(live.token)).statusCode).toBe(200);
    for (const gone of [signedOut, expired]) expect((await profile(gone.token)).statusCode).toBe(401);
    expect(await t.db.select({ hits: rateLimitHits.hits }).from(rateLimitHits)).toEqual([{ hits: 2 }]);
    expect(await t.db.select({ returnTo: pinterestOauthStates.returnTo }).from(pinterestOauthStates)).toEqual(
      [{ returnTo: '/boards' }],
    );
    expect(await t.db.select({ subject: activityEvents.subject }).from(activityEvents)).toEqual([
      { subject: 'Kept' },
    ]);
    // Nothing more to do a second time.
    expect(await deleteExpiredRows({ db: t.db, now })).toEqual({
      sessions: 0,
      rateLimitWindows: 0,
      oauthStates: 0,
      activityEvents: 0,
      idempotencyKeys: 0,
      webhookDeliveries: 0,
    });
  });

  it('deletes Idempotency-Key answers older than 24 hours and keeps younger ones (a frozen clock)', async () => {
    const now = new Date('2026-11-20T10:00:00.000Z');
    const frozen = await createTestApp({ clock: { now: () => now, random: () => 0.5 } });
    try {
      const owner = await createUser(frozen.db, { subscriptionPlan: 'enterprise' }, now);
      const made = await frozen.app.inject({
        method: 'POST',
        url: '/api/api-keys',
        headers: { ...bearer(owner.token), 'x-workspace-id': owner.workspaceId },
        payload: { name: 'Shop sync', scopes: ['write'] },
      });
      expect(made.statusCode, made.body).toBe(201);
      const apiKeyId = (made.json() as { api_key: { id: string } }).api_key.id;
      const at = (ms: number) => new Date(now.getTime() - ms);
      await frozen.db.insert(idempotencyKeys).values([
        { apiKeyId, key: 'stale', fingerprint: 'f', createdAt: at(24 * HOUR + 1000) },
        { apiKeyId, key: 'fresh', fingerprint: 'f', createdAt: at(24 * HOUR - 1000) },
      ]);
      const deleted = await deleteExpiredRows({ db: frozen.db, now });
      expect(deleted.idempotencyKeys).toBe(1);
      expect(await frozen.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).toEqual([
        { key: 'fresh' },
      ]);
    } finally {
      await frozen.app.close();
    }
  });

  it('deletes webhook deliveries that ended over 30 days ago, and keeps younger and pending ones (a frozen clock)', async () => {
    const now = new Date('2026-11-20T10:00:00.000Z');
    const frozen = await createTestApp({
      clock: { now: () => now, random: () => 0.5 },
      isAllowedOutboundAddress: (address) => address === '127.0.0.1',
    });
    try {
      const owner = await createUser(frozen.db, { subscriptionPlan: 'enterprise' }, now);
      const added = await frozen.app.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: { ...bearer(owner.token), 'x-workspace-id': owner.workspaceId },
        payload: { url: 'http://127.0.0.1:9/hooks', events: ['pin.published'] },
      });
      expect(added.statusCode, added.body).toBe(201);
      const endpointId = (added.json() as { endpoint: { id: string } }).endpoint.id;
      const aged = (eventId: string, status: 'pending' | 'delivered' | 'failed', days: number) => ({
        endpointId,
        eventId,
        type: 'pin.published',
        payload: {},
        status,
        createdAt: new Date(now.getTime() - days * 24 * HOUR),
      });
      await frozen.db
        .insert(webhookDeliveries)
        .values([
          aged('old-delivered', 'delivered', WEBHOOK_DELIVERIES_KEPT_DAYS + 1),
          aged('old-failed', 'failed', WEBHOOK_DELIVERIES_KEPT_DAYS + 1),
          aged('old-pending', 'pending', WEBHOOK_DELIVERIES_KEPT_DAYS + 1),
          aged('young-delivered', 'delivered', WEBHOOK_DELIVERIES_KEPT_DAYS - 1),
        ]);
      expect((await deleteExpiredRows({ db: frozen.db, now })).webhookDeliveries).toBe(2);
      const left = await frozen.db.select({ eventId: webhookDeliveries.eventId }).from(webhookDeliveries);
      expect(left.map((row) => row.eventId).sort()).toEqual(['old-pending', 'young-delivered']);
    } finally {
      await frozen.app.close();
    }
  });

  it('runs as the housekeeping job on the queue', async () => {
    await seed(new Date());
    const boss: PgBoss = createJobQueue((await getTestDatabase()).client, {
      supervise: false,
      schedule: false,
    });
    await boss.start();
    try {
      const logged: object[] = [];
      const log = { info: (fields: object) => logged.push(fields), error: () => {} };
      await registerJobs(
        boss,
        [housekeepingJob],
        { deps: { db: t.db, media: t.media, clock: t.app.clock }, log },
        { schedules: false, pollingIntervalSeconds: 0.5 },
      );
      await boss.send(HOUSEKEEPING, {});
      const end = Date.now() + 15_000;
      while (logged.length === 0 && Date.now() < end)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(logged).toEqual([
        {
          sessions: 2,
          rateLimitWindows: 2,
          oauthStates: 1,
          activityEvents: 1,
          idempotencyKeys: 0,
          webhookDeliveries: 0,
        },
      ]);
      expect(await t.db.select().from(sessions)).toHaveLength(1);
    } finally {
      await boss.stop({ graceful: true, timeout: 5000 });
    }
  });
});
