// /api/v1 feeds (ADR 0049) with a write key: follow the fixture site's RSS feed on a board (read at
// once, as the web route does; a retry with the same Idempotency-Key follows it once), set the
// board's feed pins a day, read it now, stop following it. What is not a feed is refused and saved
// nowhere; another workspace's board is not found; a read key only lists.
import { describe, expect, it } from 'vitest';
import { createBoard } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { withFeedSiteApp } from '../../../../tests/fixtures/feeds/feed-server';

const t = withFeedSiteApp();

async function enterprise() {
  const { token, workspaceId } = await createUser(t.db, { subscriptionPlan: 'enterprise' });
  const board = await createBoard(t.db, workspaceId, { name: 'Garden' });
  const key = async (scopes: string[]) => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { ...bearer(token), 'x-workspace-id': workspaceId },
      payload: { name: 'Blog sync', scopes },
    });
    expect(made.statusCode, made.body).toBe(201);
    return (made.json() as { key: string }).key;
  };
  return { board, write: await key(['write']), read: await key(['read']) };
}

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  key: string,
  payload?: object,
  headers = {},
) =>
  t.app.inject({
    method,
    url: `/api/v1${path}`,
    headers: { authorization: `Bearer ${key}`, ...headers },
    ...(payload !== undefined && { payload }),
  });

describe('/api/v1 feeds', () => {
  it('follows a feed once however often the POST is retried, sets feed pins a day, reads it now and stops', async () => {
    const { board, write } = await enterprise();
    const url = `${t.site.origin}/rss.xml`;
    const once = { 'idempotency-key': 'follow-garden-rss' };
    const followed = await call('POST', `/boards/${board.id}/feeds`, write, { url }, once);
    expect(followed.statusCode, followed.body).toBe(201);
    const feed = followed.json().feed as { id: string; kind: string; items: { pending: number } };
    expect(feed).toMatchObject({ kind: 'rss', items: { pending: 3 } });
    const retried = await call('POST', `/boards/${board.id}/feeds`, write, { url }, once);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.body).toBe(followed.body);
    const listed = await call('GET', `/boards/${board.id}/feeds`, write);
    expect(listed.json().feeds.map((f: { id: string }) => f.id)).toEqual([feed.id]);

    const set = await call('PATCH', `/boards/${board.id}/feeds`, write, { feed_pins_per_day: 2 });
    expect(set.json()).toEqual({ feed_pins_per_day: 2 });
    const checked = await call('POST', `/boards/${board.id}/feeds/${feed.id}/check`, write);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().feed).toMatchObject({ id: feed.id, last_error: null });

    const stopped = await call('DELETE', `/boards/${board.id}/feeds/${feed.id}`, write);
    expect(stopped.json()).toEqual({ deleted: true, id: feed.id });
    expect((await call('GET', '/feeds', write)).json()).toEqual({ feeds: [] });
    expect((await call('DELETE', `/boards/${board.id}/feeds/${feed.id}`, write)).statusCode).toBe(404);
  });

  it('refuses what is not a feed, bad settings, another workspace’s board and a read key', async () => {
    const { board, write, read } = await enterprise();
    const invalid = await call('POST', `/boards/${board.id}/feeds`, write, {
      url: `${t.site.origin}/invalid.xml`,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(
      (await call('PATCH', `/boards/${board.id}/feeds`, write, { feed_pins_per_day: 11 })).statusCode,
    ).toBe(400);
    expect((await call('GET', '/feeds', write)).json()).toEqual({ feeds: [] });

    const other = await createUser(t.db, { subscriptionPlan: 'enterprise' });
    const theirs = await createBoard(t.db, other.workspaceId);
    const url = `${t.site.origin}/rss.xml`;
    expect((await call('POST', `/boards/${theirs.id}/feeds`, write, { url })).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/boards/${theirs.id}/feeds`, write, { feed_pins_per_day: 2 })).statusCode,
    ).toBe(404);
    const readOnly = await call('POST', `/boards/${board.id}/feeds`, read, { url });
    expect(readOnly.statusCode).toBe(403);
    expect((await call('GET', `/boards/${board.id}/feeds`, read)).statusCode).toBe(200);
  });
});
