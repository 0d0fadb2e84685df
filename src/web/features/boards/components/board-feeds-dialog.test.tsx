// @vitest-environment jsdom
// A board's feeds on the boards page, with the real page, card and dialog; only fetch (the
// server) is replaced: the Feeds action and its warning, the list with kinds, last checks and
// errors in words, following an address (and the server's refusal kept beside it), removing a
// feed and setting new articles a day.
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { successResponse } from '../../../../shared/api/common';
import {
  boardFeedsResponse,
  type Feed,
  feedResponse,
  feedSettingsResponse,
  userFeedsResponse,
} from '../../../../shared/api/feeds';
import { answer, failure } from '../../../test/answers';
import { namedField, typeInto, waitFor } from '../../../test/page-harness';
import { FEED_ERROR_BADGE } from './board-feeds-badge';
import { ALLOWANCE_USED_UP, FEEDS_DESCRIPTION, NO_FEEDS } from './board-feeds-dialog';
import { fetchMock, render, routes } from './boards-page.fixture';

const feed = (id: string, extra: Partial<Feed> = {}): Feed => ({
  id,
  board_id: 'b2',
  url: `https://travel.example/${id}.xml`,
  kind: 'rss',
  last_checked_at: '2026-03-01T10:00:00.000Z',
  last_success_at: '2026-03-01T10:00:00.000Z',
  next_check_at: '2026-03-01T14:00:00.000Z',
  last_error: null,
  created_at: '2026-02-01T10:00:00.000Z',
  items: { pending: 1, made: 4, failed: 0 },
  ...extra,
});

const listOf = (feeds: Feed[], extra: Partial<z.input<typeof boardFeedsResponse>> = {}) =>
  answer(boardFeedsResponse, { feeds, feed_pins_per_day: 3, allowance_used_up: false, ...extra });

const dialogText = () => document.querySelector('[role="dialog"]')?.textContent ?? '';
const cards = () => Array.from(document.querySelectorAll('article'));

function button(name: string, within: ParentNode = document): HTMLButtonElement {
  const found = Array.from(within.querySelectorAll('button')).find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`No button "${name}" in ${document.body.textContent}`);
  return found;
}

function sent(method: string, path: string): unknown {
  const call = fetchMock.mock.calls.find(([url, init]) => String(url) === path && init?.method === method);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

async function openOnTravel() {
  render();
  await waitFor(() => cards().length === 2, 'two board cards');
  const travel = cards()[1];
  if (!travel) throw new Error('no Travel card');
  await waitFor(() => (travel.textContent ?? '').includes('Feed'), 'the Feeds action');
  const action = Array.from(travel.querySelectorAll('button')).find((b) =>
    /^(Feeds|Feed error)/.test(b.textContent ?? ''),
  );
  act(() => action?.click());
  await waitFor(() => dialogText().includes('Feeds for “Travel”'), 'the dialog');
}

describe('a board’s feeds', () => {
  it('shows Feeds on each card, and a warning on the card of a board whose feed failed', async () => {
    routes['GET /api/feeds'] = () =>
      answer(userFeedsResponse, {
        feeds: [
          feed('news'),
          feed('gone', { last_error: 'The feed is gone: the site answered with HTTP 410' }),
        ],
      });
    render();
    await waitFor(() => (cards()[1]?.textContent ?? '').includes(FEED_ERROR_BADGE), 'the warning');
    expect(cards()[0]?.textContent).toContain('Feeds');
    expect(cards()[0]?.textContent).not.toContain(FEED_ERROR_BADGE);
    expect(cards()[1]?.textContent).toContain('The feed is gone: the site answered with HTTP 410');
    // One request for every card's feeds, none per board.
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => url === '/api/feeds')).toHaveLength(1);
    expect(asked.filter((url) => /^\/api\/boards\/[^/]+\/feeds/.test(url))).toEqual([]);
  });

  it('counts a newly followed feed on the card once the dialog has followed it', async () => {
    let feeds: Feed[] = [];
    routes['GET /api/feeds'] = () => answer(userFeedsResponse, { feeds });
    routes['GET /api/boards/b2/feeds'] = () => listOf(feeds);
    routes['POST /api/boards/b2/feeds'] = () => {
      feeds = [feed('travel')];
      return answer(feedResponse, { feed: feed('travel') }, 201);
    };
    await openOnTravel();
    await waitFor(() => dialogText().includes(NO_FEEDS), 'the empty list');
    typeInto(namedField('feed_url'), 'https://travel.example/');
    act(() => button('Follow').click());
    await waitFor(
      () => /Feeds\s*of board Travel\s*1/.test(cards()[1]?.textContent ?? ''),
      'the count on the card',
    );
  });

  it('lists feeds with their kind, last check, counts and error in words', async () => {
    routes['GET /api/boards/b2/feeds'] = () =>
      listOf([
        feed('news'),
        feed('shop', { kind: 'sitemap', last_error: 'The feed is not valid XML (line 3: Unclosed tag)' }),
      ]);
    await openOnTravel();
    await waitFor(() => dialogText().includes('travel.example/shop.xml'), 'the list');
    expect(dialogText()).toContain(FEEDS_DESCRIPTION);
    expect(dialogText()).toContain('RSS feed');
    expect(dialogText()).toContain('Sitemap');
    expect(dialogText()).toContain('Last checked');
    expect(dialogText()).toContain('4 made into pins · 1 waiting');
    expect(dialogText()).toContain('The feed is not valid XML (line 3: Unclosed tag)');
    expect(namedField<HTMLSelectElement>('feed_pins_per_day').value).toBe('3');
  });

  it('follows an address, keeping it and showing the server’s reason when refused', async () => {
    let feeds: Feed[] = [];
    routes['GET /api/boards/b2/feeds'] = () => listOf(feeds);
    routes['POST /api/boards/b2/feeds'] = () =>
      failure(400, {
        error: 'The feed is not a feed or sitemap (it is text/html)',
        code: 'validation_error',
      });
    await openOnTravel();
    await waitFor(() => dialogText().includes(NO_FEEDS), 'the empty list');
    const url = namedField('feed_url');
    typeInto(url, 'https://travel.example/');
    act(() => button('Follow').click());
    await waitFor(() => dialogText().includes('it is text/html'), 'the refusal');
    expect(url.value).toBe('https://travel.example/');
    expect(sent('POST', '/api/boards/b2/feeds')).toEqual({ url: 'https://travel.example/' });

    routes['POST /api/boards/b2/feeds'] = () => {
      feeds = [feed('rss')];
      return answer(feedResponse, { feed: feed('rss') }, 201);
    };
    typeInto(url, 'https://travel.example/rss.xml');
    act(() => button('Follow').click());
    await waitFor(() => dialogText().includes('1 waiting'), 'the new feed');
    expect(url.value).toBe('');
    expect(dialogText()).not.toContain('it is text/html');
  });

  it('removes a feed and saves new articles a day', async () => {
    routes['GET /api/boards/b2/feeds'] = () => listOf([feed('news')], { allowance_used_up: true });
    routes['DELETE /api/boards/b2/feeds/news'] = () => answer(successResponse, { success: true });
    routes['PUT /api/boards/b2/feeds/settings'] = () =>
      answer(feedSettingsResponse, { feed_pins_per_day: 7 });
    await openOnTravel();
    await waitFor(() => dialogText().includes('news.xml'), 'the list');
    expect(dialogText()).toContain(ALLOWANCE_USED_UP);

    typeInto(namedField<HTMLSelectElement>('feed_pins_per_day'), '7');
    await waitFor(() => sent('PUT', '/api/boards/b2/feeds/settings') !== undefined, 'the save');
    expect(sent('PUT', '/api/boards/b2/feeds/settings')).toEqual({ feed_pins_per_day: 7 });
    await waitFor(() => namedField<HTMLSelectElement>('feed_pins_per_day').value === '7', 'the new value');

    routes['GET /api/boards/b2/feeds'] = () => listOf([]);
    act(() => button('Remove https://travel.example/news.xml').click());
    await waitFor(() => dialogText().includes(NO_FEEDS), 'the feed gone');
    expect(
      fetchMock.mock.calls.some(
        ([u, init]) => String(u) === '/api/boards/b2/feeds/news' && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });
});
