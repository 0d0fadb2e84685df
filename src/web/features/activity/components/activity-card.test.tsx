// @vitest-environment jsdom
// Settings → Activity in jsdom with the real query client and router; only the server (fetch) and
// the session are replaced. The fake server answers by path and query, so a route answering proves
// the filter or cursor was sent.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ActivityEvent, activityResponse } from '../../../../shared/api/activity';
import { answer, failure } from '../../../test/answers';
import { setUpPageTest, waitFor, withSession } from '../../../test/page-harness';
import { signedInSession } from '../../../test/users';
import { ActivityCard } from './activity-card';

const ADA = '33333333-3333-4333-8333-333333333333';
const OMAR = '22222222-2222-4222-8222-222222222222';
const NOW = new Date('2026-03-10T15:00:00.000Z');
const server = setUpPageTest();

let serial = 0;
function event(extra: Partial<ActivityEvent>): ActivityEvent {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    action: 'pin.approved',
    actor_id: ADA,
    actor_name: 'Ada Lovelace',
    subject: 'Pumpkin soup',
    created_at: new Date(NOW.getTime() - 5 * 60_000).toISOString(),
    ...extra,
  };
}
const actors = [
  { id: ADA, name: 'Ada Lovelace' },
  { id: OMAR, name: 'Omar Haddad' },
];
const page = (events: ActivityEvent[], next: string | null = null) =>
  answer(activityResponse, { events, next, actors });

function render() {
  // The user's zone decides "today" and the dates shown, whatever the browser's.
  const session = signedInSession({
    user: { id: ADA, first_name: 'Ada', last_name: 'Lovelace', time_zone: 'America/New_York' },
  });
  server.render(
    [{ path: '/settings/activity', element: withSession(session, <ActivityCard workspaceName="Acme" />) }],
    '/settings/activity',
  );
}

const text = () => document.body.textContent ?? '';
const entries = () =>
  [...document.querySelectorAll('ul[aria-label="Activity"] > li')].map((li) => li.textContent);
const select = (label: string) => {
  const found = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === label);
  const control = found && document.getElementById(found.htmlFor);
  if (!(control instanceof HTMLSelectElement)) throw new Error(`No select "${label}"; page shows: ${text()}`);
  return control;
};
function choose(label: string, value: string) {
  const control = select(label);
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
    setter?.call(control, value);
    control.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
const button = (name: string) => {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`No button "${name}"; page shows: ${text()}`);
  return found;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Settings → Activity', () => {
  it('lists who did what, relative today and dated before, in the user’s time zone', async () => {
    server.routes['GET /api/activity'] = () =>
      page([
        event({}),
        event({
          action: 'member.joined',
          actor_id: OMAR,
          actor_name: 'Omar Haddad',
          subject: 'editor',
          created_at: '2026-03-09T23:30:00.000Z',
        }),
      ]);
    render();
    await waitFor(() => entries().length === 2, 'the entries');
    expect(entries()).toEqual([
      'Ada Lovelace approved Pumpkin soup5 minutes ago',
      'Omar Haddad joined as editorMar 9, 2026, 7:30 PM',
    ]);
    const list = document.querySelector('ul[aria-label="Activity"]');
    expect(list?.querySelector('time')?.getAttribute('datetime')).toBe(
      new Date(NOW.getTime() - 5 * 60_000).toISOString(),
    );
    expect([...select('Who').options].map((option) => option.textContent)).toEqual([
      'Everyone',
      'Ada Lovelace',
      'Omar Haddad',
    ]);
    expect([...select('What').options].map((option) => option.textContent)).toEqual([
      'All',
      'Pins',
      'Boards',
      'Pinterest',
      'Members',
      'Client review',
      'Workspace and plan',
    ]);
    expect(() => button('Show older')).toThrow();
  });

  it('asks the server for the chosen group and person', async () => {
    server.routes['GET /api/activity'] = () => page([event({})]);
    server.routes['GET /api/activity?group=review_link'] = () =>
      page([event({ action: 'review_link.decided', actor_id: null, actor_name: 'Dana (client)' })]);
    server.routes[`GET /api/activity?group=review_link&actor_id=${OMAR}`] = () => page([]);
    render();
    await waitFor(() => entries().length === 1, 'the entries');

    choose('What', 'review_link');
    await waitFor(() => text().includes('Dana (client) decided on Pumpkin soup'), 'the client reviews');
    expect(entries()).toHaveLength(1);

    choose('Who', OMAR);
    await waitFor(() => text().includes('Nothing has happened here in the last 90 days.'), 'the empty state');
    expect(text()).toContain('Nothing matches these filters.');
  });

  it('loads the next page with the cursor when Show older is clicked', async () => {
    server.routes['GET /api/activity'] = () => page([event({ subject: 'Newest pin' })], 'cursor-1');
    server.routes['GET /api/activity?before=cursor-1'] = () => page([event({ subject: 'Older pin' })]);
    render();
    await waitFor(() => entries().length === 1, 'the first page');
    act(() => button('Show older').click());
    await waitFor(() => entries().length === 2, 'the older page');
    expect(entries()[1]).toContain('Ada Lovelace approved Older pin');
    // The last page has no next: nothing older to show.
    expect(() => button('Show older')).toThrow();
  });

  it('keeps the entries shown when an older page fails, and says so', async () => {
    server.routes['GET /api/activity'] = () => page([event({ subject: 'Newest pin' })], 'cursor-1');
    server.routes['GET /api/activity?before=cursor-1'] = () =>
      failure(500, { error: 'Internal Server Error', code: 'internal' });
    render();
    await waitFor(() => entries().length === 1, 'the first page');
    act(() => button('Show older').click());
    await waitFor(() => document.querySelector('[role="alert"]') !== null, 'the failure');
    expect(entries()).toHaveLength(1);
    expect(button('Show older').disabled).toBe(false);
  });

  it('says when there is nothing yet, and offers to try again after a failure', async () => {
    let fail = true;
    server.routes['GET /api/activity'] = () =>
      fail ? failure(500, { error: 'Internal Server Error', code: 'internal' }) : page([]);
    render();
    await waitFor(() => text().includes('The activity could not be loaded.'), 'the error');
    expect(document.querySelector('[role="alert"]')).not.toBeNull();
    fail = false;
    act(() => button('Try again').click());
    await waitFor(() => text().includes('Nothing has happened here in the last 90 days.'), 'the empty state');
    expect(text()).not.toContain('Nothing matches these filters.');
  });
});
