// /api/boards/{id}/feeds: following a feed reads it at once (articles remembered, the newest few
// waiting), refuses what is not a feed with the reason and saves nothing, and only members of the
// board's workspace see its feeds, only editors and above change them (ADR 0032).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBoard } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { withFeedSiteApp, xml } from '../../../../tests/fixtures/feeds/feed-server';
import {
  boardFeedsResponse,
  FEED_URL_REQUIRED_MESSAGE,
  feedResponse,
  MAX_FEEDS_PER_BOARD,
  userFeedsResponse,
} from '../../../shared/api/feeds';
import { boards } from '../../db/schema';
import { boardFeedItems, boardFeeds } from '../../db/schema-content';
import { WORKSPACE_HEADER } from '../../http/auth-guard';
import { expectRefusal } from '../../http/test-support';
import { addMember } from '../workspaces/test-support';

const t = withFeedSiteApp();

async function owner() {
  const { workspaceId, token } = await createUser(t.db);
  const board = await createBoard(t.db, workspaceId, { name: 'Garden' });
  return { workspaceId, token, board };
}

const follow = (token: string, boardId: string, url: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/boards/${boardId}/feeds`,
    headers: bearer(token),
    payload: { url },
  });
const list = (token: string, boardId: string) =>
  t.app.inject({ method: 'GET', url: `/api/boards/${boardId}/feeds`, headers: bearer(token) });
const itemsOf = (feedId: string) =>
  t.db.select().from(boardFeedItems).where(eq(boardFeedItems.feedId, feedId));

describe('POST /api/boards/{id}/feeds', () => {
  it('reads an RSS feed at once: the newest feed_pins_per_day articles wait, the older are skipped', async () => {
    const { token, board } = await owner();
    const response = await follow(token, board.id, `${t.site.origin}/rss.xml`);
    expect(response.statusCode).toBe(201);
    const { feed } = feedResponse.parse(response.json());
    expect(feed).toMatchObject({
      board_id: board.id,
      url: `${t.site.origin}/rss.xml`,
      kind: 'rss',
      last_error: null,
      items: { pending: 3, made: 0, failed: 0 },
    });
    const items = await itemsOf(feed.id);
    const byStatus = (status: string) =>
      items
        .filter((item) => item.status === status)
        .map((item) => item.url.replace(t.site.origin, ''))
        .sort();
    expect(byStatus('pending')).toEqual(['/posts/basil', '/posts/compost', '/posts/tomatoes']);
    expect(byStatus('skipped')).toEqual(['/posts/balcony', '/posts/seeds']);
    expect(items.find((item) => item.url.endsWith('/tomatoes'))?.title).toBe(
      'Tomatoes in pots & how to water them',
    );
  });

  it('follows an Atom feed, a sitemap and a sitemap index (one level, no gzip)', async () => {
    const { token, board } = await owner();
    await t.db.update(boards).set({ feedPinsPerDay: 1 }).where(eq(boards.id, board.id));
    const atom = feedResponse.parse((await follow(token, board.id, `${t.site.origin}/atom.xml`)).json()).feed;
    expect(atom).toMatchObject({ kind: 'atom', items: { pending: 1 } });
    const sitemap = feedResponse.parse(
      (await follow(token, board.id, `${t.site.origin}/sitemap.xml`)).json(),
    ).feed;
    expect(sitemap).toMatchObject({ kind: 'sitemap', items: { pending: 1 } });
    expect((await itemsOf(sitemap.id)).find((item) => item.status === 'pending')?.url).toBe(
      `${t.site.origin}/shop/clay-pot`,
    );
    const index = await follow(token, board.id, `${t.site.origin}/sitemap-index.xml`);
    expect(index.statusCode).toBe(201);
    expect(await itemsOf(feedResponse.parse(index.json()).feed.id)).toHaveLength(3);
    // The gzipped sitemap and the index listing itself were not fetched.
    expect(t.site.requests.map((request) => request.path)).not.toContain('/sitemap-old.xml.gz');
    expect(t.site.requests.filter((request) => request.path === '/sitemap-index.xml')).toHaveLength(1);
  });

  it('refuses what is not a feed with the reason, saving nothing', async () => {
    const { token, board } = await owner();
    t.site.routes.set('/page.html', xml('<html><body>hi</body></html>', {}, 'text/html'));
    const cases: [string, RegExp][] = [
      [`${t.site.origin}/invalid.xml`, /^The feed is not valid XML \(line \d+/],
      [`${t.site.origin}/missing.xml`, /^The feed is gone: the site answered with HTTP 404$/],
      [`${t.site.origin}/page.html`, /^The feed is not a feed or sitemap \(it is text\/html\)$/],
      [`${t.site.origin}/sitemap.xml.gz`, /^The feed is a gzipped sitemap \(\.xml\.gz\)/],
      ['http://10.0.0.1/feed.xml', /^The feed must point to a public address/],
    ];
    for (const [url, message] of cases) {
      const response = await follow(token, board.id, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error, url).toMatch(message);
    }
    expect(await t.db.select().from(boardFeeds)).toEqual([]);
    expect(t.site.requests.map((request) => request.path)).not.toContain('/sitemap.xml.gz');
  });

  it('refuses addresses that are not http(s) links before fetching anything', async () => {
    const { token, board } = await owner();
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'ftp://a.example/f.xml',
      '',
      'x'.repeat(10_000),
    ]) {
      const response = await follow(token, board.id, url);
      expect(response.statusCode, url.slice(0, 20)).toBe(400);
      expect(response.json().code).toBe('validation_error');
    }
    expect((await follow(token, board.id, 'http://user:pw@a.example/f.xml')).json().error).toBe(
      'The address must not contain a user name or password',
    );
    expect((await follow(token, board.id, 42)).statusCode).toBe(400);
    expect((await follow(token, board.id, '  ')).json().error).toBe(FEED_URL_REQUIRED_MESSAGE);
    expect(t.site.requests).toEqual([]);
  });

  it('refuses the same address twice (409) and an eleventh feed', async () => {
    const { token, board } = await owner();
    expect((await follow(token, board.id, `${t.site.origin}/rss.xml`)).statusCode).toBe(201);
    const again = await follow(
      token,
      board.id,
      `${t.site.origin.toUpperCase().replace('HTTP', 'http')}/rss.xml`,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(`This board already follows ${t.site.origin}/rss.xml`);
    for (let k = 1; k < MAX_FEEDS_PER_BOARD; k += 1) {
      expect((await follow(token, board.id, `${t.site.origin}/rss.xml?copy=${k}`)).statusCode).toBe(201);
    }
    const eleventh = await follow(token, board.id, `${t.site.origin}/atom.xml`);
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().error).toMatch(/^A board follows at most 10 feeds and sitemaps/);
  });
});

describe('the board’s feeds', () => {
  it('lists them with their counts, feed_pins_per_day and whether the allowance is used up', async () => {
    const { token, board } = await owner();
    await follow(token, board.id, `${t.site.origin}/rss.xml`);
    await follow(token, board.id, `${t.site.origin}/atom.xml`);
    const response = await list(token, board.id);
    expect(response.statusCode).toBe(200);
    const body = boardFeedsResponse.parse(response.json());
    expect(body.feed_pins_per_day).toBe(3);
    expect(body.allowance_used_up).toBe(false);
    expect(body.feeds.map((feed) => [feed.kind, feed.items.pending])).toEqual([
      ['rss', 3],
      ['atom', 2],
    ]);
  });

  it('sets new articles a day (1–10) and removes a feed with its articles', async () => {
    const { token, board } = await owner();
    const settings = (value: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/boards/${board.id}/feeds/settings`,
        headers: bearer(token),
        payload: { feed_pins_per_day: value },
      });
    expect((await settings(5)).json()).toEqual({ feed_pins_per_day: 5 });
    expect((await settings(11)).json().error).toBe('feed_pins_per_day must be at most 10');
    expect((await settings(0)).statusCode).toBe(400);
    expect((await settings('3')).statusCode).toBe(400);
    expect(boardFeedsResponse.parse((await list(token, board.id)).json()).feed_pins_per_day).toBe(5);

    const { feed } = feedResponse.parse((await follow(token, board.id, `${t.site.origin}/rss.xml`)).json());
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/boards/${board.id}/feeds/${feed.id}`,
      headers: bearer(token),
    });
    expect(removed.json()).toEqual({ success: true });
    expect(await t.db.select().from(boardFeedItems)).toEqual([]);
  });

  it('answers 404 for another workspace’s board or feed, changing nothing', async () => {
    const mine = await owner();
    const theirs = await owner();
    const { feed } = feedResponse.parse(
      (await follow(theirs.token, theirs.board.id, `${t.site.origin}/rss.xml`)).json(),
    );
    const calls = [
      { method: 'GET', url: `/api/boards/${theirs.board.id}/feeds` },
      {
        method: 'POST',
        url: `/api/boards/${theirs.board.id}/feeds`,
        payload: { url: `${t.site.origin}/atom.xml` },
      },
      {
        method: 'PUT',
        url: `/api/boards/${theirs.board.id}/feeds/settings`,
        payload: { feed_pins_per_day: 9 },
      },
      { method: 'DELETE', url: `/api/boards/${theirs.board.id}/feeds/${feed.id}` },
      // Their feed under my board.
      { method: 'DELETE', url: `/api/boards/${mine.board.id}/feeds/${feed.id}` },
      { method: 'POST', url: `/api/boards/${mine.board.id}/feeds/${feed.id}/check` },
      { method: 'DELETE', url: `/api/boards/${mine.board.id}/feeds/not-a-uuid` },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: bearer(mine.token) });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect(await t.db.select().from(boardFeeds)).toHaveLength(1);
    const unsigned = await t.app.inject({ method: 'GET', url: `/api/boards/${mine.board.id}/feeds` });
    expect(unsigned.statusCode).toBe(401);
  });
});

describe('GET /api/feeds', () => {
  it("answers every feed of the workspace's boards with its board, and no other workspace's", async () => {
    const { workspaceId, token, board } = await owner();
    const kitchen = await createBoard(t.db, workspaceId, { name: 'Kitchen' });
    const theirs = await owner();
    await follow(token, board.id, `${t.site.origin}/rss.xml`);
    await follow(token, kitchen.id, `${t.site.origin}/atom.xml`);
    await follow(theirs.token, theirs.board.id, `${t.site.origin}/sitemap.xml`);

    const response = await t.app.inject({ method: 'GET', url: '/api/feeds', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const { feeds } = userFeedsResponse.parse(response.json());
    expect(feeds.map((feed) => [feed.board_id, feed.kind, feed.items.pending])).toEqual([
      [board.id, 'rss', 3],
      [kitchen.id, 'atom', 2],
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/feeds' })).statusCode).toBe(401);
  });
});

describe('feeds in a shared workspace', () => {
  /** A new member of `workspaceId` with `role` (or no member at all), calling it by name. */
  async function member(workspaceId: string, role: 'viewer' | 'contributor' | 'editor' | null) {
    const { user, token } = await createUser(t.db);
    if (role) await addMember(t.db, { workspaceId, userId: user.id, role, now: new Date() });
    return (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { ...bearer(token), [WORKSPACE_HEADER]: workspaceId },
        ...(payload && { payload }),
      });
  }

  it('lets a viewer read the feeds but not follow one or change the settings', async () => {
    const { workspaceId, token, board } = await owner();
    await follow(token, board.id, `${t.site.origin}/rss.xml`);
    const asViewer = await member(workspaceId, 'viewer');
    const listed = boardFeedsResponse.parse((await asViewer('GET', `/api/boards/${board.id}/feeds`)).json());
    expect(listed.feeds.map((feed) => feed.kind)).toEqual(['rss']);
    const all = userFeedsResponse.parse((await asViewer('GET', '/api/feeds')).json());
    expect(all.feeds.map((feed) => feed.board_id)).toEqual([board.id]);

    const refusals = [
      await asViewer('POST', `/api/boards/${board.id}/feeds`, { url: `${t.site.origin}/atom.xml` }),
      await (await member(workspaceId, 'contributor'))('PUT', `/api/boards/${board.id}/feeds/settings`, {
        feed_pins_per_day: 9,
      }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'role_required' });
      expect(refused.json().error).toMatch(/^This needs the editor role or higher in /);
    }
    expect(await t.db.select().from(boardFeeds)).toHaveLength(1);
    expect(boardFeedsResponse.parse((await list(token, board.id)).json()).feed_pins_per_day).toBe(3);
  });

  it('lets an editor follow a feed on the workspace’s board', async () => {
    const { workspaceId, board } = await owner();
    const asEditor = await member(workspaceId, 'editor');
    const followed = await asEditor('POST', `/api/boards/${board.id}/feeds`, {
      url: `${t.site.origin}/rss.xml`,
    });
    expect(followed.statusCode).toBe(201);
    const [row] = await t.db.select().from(boardFeeds);
    expect(row?.workspaceId).toBe(workspaceId);
  });

  it('answers 404 to someone who is not a member naming the workspace', async () => {
    const { workspaceId, board } = await owner();
    const asStranger = await member(workspaceId, null);
    for (const url of [`/api/boards/${board.id}/feeds`, '/api/feeds']) {
      expectRefusal(await asStranger('GET', url), 404, { error: 'Workspace not found', code: 'not_found' });
    }
  });
});
