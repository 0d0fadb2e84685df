// The 'check-feeds' job making pins from feed articles: into Review with the article's link, for
// articles not seen before only, at most the board's feed_pins_per_day a day of the paying owner's
// calendar, and no further than the plan's allowance (the articles wait, the board says why).

import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createBoard } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { fixture, withFeedSiteApp, xml } from '../../../../tests/fixtures/feeds/feed-server';
import { boardFeedsResponse } from '../../../shared/api/feeds';
import type { PlanName } from '../../../shared/plans';
import { pins } from '../../db/schema';
import { boardFeedItems } from '../../db/schema-content';
import type { JobLogger } from '../../jobs/job-definition';

const HOUR = 3_600_000;
const t = withFeedSiteApp();

/** 01:00 UTC two days on: always after the first read's next check, and a day of its own. */
function dayOne(): Date {
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  return new Date(day.getTime() + 49 * HOUR);
}

const logger = () => ({ info: vi.fn(), error: vi.fn() });
const runAt = (now: Date, log?: JobLogger) => t.runFeedsJobAt(now, log);

async function boardFollowing(path: string, options: { plan: PlanName; perDay: number }) {
  const { workspaceId, token } = await createUser(t.db, { subscriptionPlan: options.plan, timeZone: 'UTC' });
  const board = await createBoard(t.db, workspaceId, { feedPinsPerDay: options.perDay });
  await t.followFeed(board.id, token, path);
  return { token, board };
}

const pinsOf = (boardId: string) =>
  t.db
    .select({ link: pins.link, status: pins.status, sourceUrl: pins.sourceUrl })
    .from(pins)
    .where(eq(pins.boardId, boardId));
const links = async (boardId: string) => (await pinsOf(boardId)).map((pin) => pin.link).sort();
const withArticle = (slug: string, date: string) =>
  `<item><title>${slug}</title><link>${t.site.origin}/posts/${slug}</link><pubDate>${date}</pubDate></item>`;

describe('pins from feed articles', () => {
  it('makes pins into Review with the article’s link, new articles only, at most feed_pins_per_day a day', async () => {
    t.site.routes.set('/blog.xml', xml(fixture('rss.xml', t.site.origin)));
    const { board } = await boardFollowing('/blog.xml', { plan: 'enterprise', perDay: 2 });
    const day = dayOne();

    await runAt(day);
    expect(await pinsOf(board.id)).toEqual(
      expect.arrayContaining([
        {
          link: `${t.site.origin}/posts/tomatoes`,
          status: 'generated',
          sourceUrl: `${t.site.origin}/posts/tomatoes`,
        },
        {
          link: `${t.site.origin}/posts/basil`,
          status: 'generated',
          sourceUrl: `${t.site.origin}/posts/basil`,
        },
      ]),
    );
    expect(await pinsOf(board.id)).toHaveLength(2);

    // Two new articles the same day: read, but the board's 2 for the day are made.
    const body = fixture('rss.xml', t.site.origin).replace(
      '<item>',
      `${withArticle('figs', 'Wed, 04 Mar 2026 08:00:00 GMT')}${withArticle('kale', 'Tue, 03 Mar 2026 08:00:00 GMT')}<item>`,
    );
    t.site.routes.set('/blog.xml', xml(body));
    await runAt(new Date(day.getTime() + 5 * HOUR));
    expect(await pinsOf(board.id)).toHaveLength(2);

    // The next day: the two new ones, newest first; never the archive the board found when it followed.
    await runAt(new Date(day.getTime() + 24 * HOUR));
    expect(await links(board.id)).toEqual(
      ['basil', 'figs', 'kale', 'tomatoes'].map((slug) => `${t.site.origin}/posts/${slug}`),
    );
    // Nothing is left: compost, seeds and balcony were there before the board followed the feed.
    await runAt(new Date(day.getTime() + 48 * HOUR));
    expect(await pinsOf(board.id)).toHaveLength(4);
  });

  it('stops at the plan’s allowance: the articles wait and the board says the allowance is used up', async () => {
    const { board, token } = await boardFollowing('/rss.xml', { plan: 'free', perDay: 3 });
    await runAt(dayOne());
    expect(await pinsOf(board.id)).toHaveLength(1);
    const waiting = await t.db.select().from(boardFeedItems).where(eq(boardFeedItems.status, 'pending'));
    expect(waiting).toHaveLength(2);
    const listed = boardFeedsResponse.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/boards/${board.id}/feeds`, headers: bearer(token) })
      ).json(),
    );
    expect(listed.allowance_used_up).toBe(true);
    expect(listed.feeds[0]?.items).toEqual({ pending: 2, made: 1, failed: 0 });
  });

  it('marks an article that cannot be read failed, with the reason, and goes on to the next', async () => {
    const body = fixture('rss.xml', t.site.origin).replace(
      '<item>',
      `<item><title>Gone</title><link>${t.site.origin}/missing/post</link><pubDate>Thu, 05 Mar 2026 08:00:00 GMT</pubDate></item><item>`,
    );
    t.site.routes.set('/blog.xml', xml(body));
    const { board, token } = await boardFollowing('/blog.xml', { plan: 'enterprise', perDay: 2 });
    const log = logger();
    await runAt(dayOne(), log);
    const [failed] = await t.db
      .select()
      .from(boardFeedItems)
      .where(
        and(eq(boardFeedItems.status, 'failed'), eq(boardFeedItems.url, `${t.site.origin}/missing/post`)),
      );
    expect(failed?.error).toBe('The link answered with HTTP 404');
    expect(await links(board.id)).toEqual([`${t.site.origin}/posts/tomatoes`]);
    expect(log.error).not.toHaveBeenCalled();
    const listed = boardFeedsResponse.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/boards/${board.id}/feeds`, headers: bearer(token) })
      ).json(),
    );
    expect(listed.feeds[0]?.items).toEqual({ pending: 0, made: 1, failed: 1 });
  });
});
