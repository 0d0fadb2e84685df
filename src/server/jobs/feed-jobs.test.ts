// The 'check-feeds' job reading feeds: every 15 minutes it takes the feeds that are due, sends
// the stored validators (a 304 changes nothing), remembers new articles, and writes a feed's
// failure on it with a backoff while the board's other feeds go on.

import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createBoard } from '../../../tests/factories/boards';
import { bearer, createUser } from '../../../tests/factories/users';
import { bigRss, fixture, withFeedSiteApp, xml } from '../../../tests/fixtures/feeds/feed-server';
import { getTestDatabase } from '../../../tests/setup/database';
import { TEST_APP_SECRET } from '../../../tests/setup/test-app';
import { LOCAL_AI_CONFIG } from '../config-ai';
import { boardFeedItems, boardFeeds } from '../db/schema-content';
import { CHECK_FEEDS, checkFeedsJob } from './feed-jobs';
import type { JobLogger } from './job-definition';
import { createJobQueue } from './queue';
import { startJobs } from './start-jobs';

const HOUR = 3_600_000;
const t = withFeedSiteApp();

const _log = () => ({ info: vi.fn(), error: vi.fn() });
const runAt = (now: Date, log?: JobLogger) => t.runFeedsJobAt(now, log);

async function follow(path: string) {
  const { user, token, workspaceId } = await createUser(t.db);
  const board = await createBoard(t.db, workspaceId);
  return { user, token, board, feedId: await t.followFeed(board.id, token, path) };
}

const feedRow = async (id: string) => (await t.db.select().from(boardFeeds).where(eq(boardFeeds.id, id)))[0];
const items = (feedId: string) => t.db.select().from(boardFeedItems).where(eq(boardFeedItems.feedId, feedId));
const later = (hours: number) => new Date(Date.now() + hours * HOUR);

describe('check-feeds job', () => {
  it('runs every 15 minutes, one run at a time', () => {
    expect(checkFeedsJob).toMatchObject({ name: CHECK_FEEDS, schedule: '*/15 * * * *' });
    expect(checkFeedsJob.queue.policy).toBe('singleton');
  });

  it('is started, with its schedule, by a process given the feeds’ deps (main.ts, worker.ts)', async () => {
    const { client } = await getTestDatabase();
    const deps = {
      db: t.db,
      media: t.media,
      pinterest: t.app.pinterest,
      appSecret: TEST_APP_SECRET,
      clock: t.app.clock,
    };
    const quiet = { info: () => {}, error: () => {} };
    const stop = await startJobs({
      client,
      deps,
      feeds: { ai: LOCAL_AI_CONFIG, outbound: t.app.outbound },
      log: quiet,
    });
    await stop();
    const boss = createJobQueue(client);
    await boss.start();
    try {
      expect(await boss.getQueue(CHECK_FEEDS)).toMatchObject({ name: CHECK_FEEDS, policy: 'singleton' });
      expect(await boss.getSchedules(CHECK_FEEDS)).toEqual([
        expect.objectContaining({ name: CHECK_FEEDS, cron: '*/15 * * * *' }),
      ]);
    } finally {
      await boss.stop({ graceful: false });
    }
  });

  it('reads a feed again only when due, with If-None-Match and If-Modified-Since; a 304 changes nothing', async () => {
    const body = fixture('rss.xml', t.site.origin);
    const validators = { etag: '"v1"', 'last-modified': 'Mon, 02 Mar 2026 09:00:00 GMT' };
    t.site.routes.set('/cond.xml', (request, response) => {
      if (request.headers['if-none-match'] === '"v1"') response.writeHead(304, { etag: '"v1"' }).end();
      else xml(body, validators)(request, response);
    });
    const { feedId } = await follow('/cond.xml');
    const before = await feedRow(feedId);
    expect(before).toMatchObject({ etag: '"v1"', lastModified: 'Mon, 02 Mar 2026 09:00:00 GMT' });
    const urls = async () => (await items(feedId)).map((row) => row.url).sort();
    const urlsBefore = await urls();

    await runAt(later(1));
    expect(t.site.requests.filter((r) => r.path === '/cond.xml')).toHaveLength(1);

    const now = later(5);
    await runAt(now);
    const second = t.site.requests.filter((r) => r.path === '/cond.xml')[1];
    expect(second).toMatchObject({ ifNoneMatch: '"v1"', ifModifiedSince: 'Mon, 02 Mar 2026 09:00:00 GMT' });
    expect(await urls()).toEqual(urlsBefore);
    expect(await feedRow(feedId)).toMatchObject({
      etag: '"v1"',
      lastError: null,
      lastCheckedAt: now,
      lastSuccessAt: now,
      nextCheckAt: new Date(now.getTime() + 4 * HOUR),
    });
  });

  // Pending articles are then made into pins in the same run: on the Free plan, 1 a day, newest first.
  it('takes articles not seen before, leaving the old ones as they were', async () => {
    t.site.routes.set('/grow.xml', xml(fixture('rss.xml', t.site.origin)));
    const { feedId } = await follow('/grow.xml');
    const fresh = fixture('rss.xml', t.site.origin).replace(
      '<item>',
      `<item><title>Fresh post</title><link>${t.site.origin}/posts/fresh</link><pubDate>Tue, 03 Mar 2026 08:00:00 GMT</pubDate></item><item>`,
    );
    t.site.routes.set('/grow.xml', xml(fresh));
    await runAt(later(5));
    const rows = await items(feedId);
    expect(rows.find((row) => row.url === `${t.site.origin}/posts/fresh`)).toMatchObject({
      status: 'made',
      title: 'Fresh post',
    });
    expect(rows.filter((row) => row.status === 'skipped')).toHaveLength(2);
  });

  it('writes a gone feed’s and a broken feed’s error on them, backs off, and reads the board’s other feed', async () => {
    t.site.routes.set('/gone.xml', xml(fixture('rss.xml', t.site.origin)));
    t.site.routes.set('/breaks.xml', xml(fixture('atom.xml', t.site.origin)));
    const { board, token, feedId: gone } = await follow('/gone.xml');
    const breaks = await t.followFeed(board.id, token, '/breaks.xml');
    const works = await t.followFeed(board.id, token, '/sitemap.xml');
    t.site.routes.set('/gone.xml', (_request, response) => response.writeHead(410).end());
    t.site.routes.set('/breaks.xml', xml('<rss><channel><item></channel></rss>'));
    t.site.routes.set(
      '/sitemap.xml',
      xml(
        fixture('sitemap.xml', t.site.origin).replace(
          '</urlset>',
          `<url><loc>${t.site.origin}/shop/new-thing</loc><lastmod>2026-03-09</lastmod></url></urlset>`,
        ),
      ),
    );

    const now = later(5);
    await runAt(now);
    expect(await feedRow(gone)).toMatchObject({
      lastError: 'is gone: the site answered with HTTP 410',
      consecutiveFailures: 1,
      lastCheckedAt: now,
      nextCheckAt: new Date(now.getTime() + 4 * HOUR),
    });
    expect((await feedRow(breaks))?.lastError).toMatch(/^is not valid XML/);
    expect(await feedRow(works)).toMatchObject({ lastError: null, lastSuccessAt: now });
    expect((await items(works)).find((row) => row.url.endsWith('/new-thing'))?.status).toBe('made');

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/boards/${board.id}/feeds`,
      headers: bearer(token),
    });
    expect(listed.json().feeds[0].last_error).toBe('The feed is gone: the site answered with HTTP 410');

    // Failing again: the next read waits longer.
    const next = new Date(now.getTime() + 5 * HOUR);
    await runAt(next);
    expect(await feedRow(gone)).toMatchObject({
      consecutiveFailures: 2,
      nextCheckAt: new Date(next.getTime() + 8 * HOUR),
    });
    // Working again clears the error.
    t.site.routes.set('/gone.xml', xml(fixture('rss.xml', t.site.origin)));
    const back = new Date(next.getTime() + 9 * HOUR);
    await runAt(back);
    expect(await feedRow(gone)).toMatchObject({
      lastError: null,
      consecutiveFailures: 0,
      lastSuccessAt: back,
    });
  });

  it('reads a 10,000-item feed but remembers only its newest 200 articles', async () => {
    t.site.routes.set('/many.xml', xml(bigRss(t.site.origin, 10_000)));
    const { feedId } = await follow('/many.xml');
    expect(await items(feedId)).toHaveLength(200);
    t.site.routes.set(
      '/many.xml',
      xml(
        bigRss(t.site.origin, 10_000).replace(
          '<item>',
          `<item><title>New</title><link>${t.site.origin}/many/new</link><pubDate>${new Date(Date.UTC(2026, 2, 2)).toUTCString()}</pubDate></item><item>`,
        ),
      ),
    );
    await runAt(later(5));
    const rows = await items(feedId);
    expect(rows).toHaveLength(201);
    expect(rows.find((row) => row.url === `${t.site.origin}/many/new`)?.status).toBe('made');
  });
});
