// @vitest-environment jsdom
// 'Client reviews' with the real query client and the app's confirmation dialog; only fetch (the
// server) is replaced.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ReviewLinkDto, reviewLinksResponse } from '../../../../shared/api/client-review';
import { successResponse } from '../../../../shared/api/common';
import { saveSession } from '../../../lib/session-storage';
import { answer } from '../../../test/answers';
import { forbidNativeDialogs, setUpPageTest, waitFor } from '../../../test/page-harness';
import { NO_LINKS_MESSAGE, ReviewLinksCard } from './review-links-card';

const LINK_ID = '44444444-4444-4444-8444-444444444444';
const page = setUpPageTest({ quietConsole: true });
forbidNativeDialogs();

const open: ReviewLinkDto = {
  id: LINK_ID,
  name: 'Acme, May',
  created_by: 'Eli Moss',
  created_at: '2026-05-04T10:00:00.000Z',
  expires_at: '2026-05-11T10:00:00.000Z',
  state: 'open',
  pins: [
    {
      pin_id: '11111111-1111-4111-8111-111111111111',
      title: '"Pumpkin soup"',
      decision: 'approved',
      comment: null,
      decided_by: 'Dana',
      decided_at: '2026-05-05T09:00:00.000Z',
    },
    {
      pin_id: '22222222-2222-4222-8222-222222222222',
      title: 'Apple pie',
      decision: 'changes_requested',
      comment: 'Use the photo with the lattice top',
      decided_by: 'Dana',
      decided_at: '2026-05-05T09:05:00.000Z',
    },
    {
      pin_id: '33333333-3333-4333-8333-333333333333',
      title: 'Chai',
      decision: null,
      comment: null,
      decided_by: null,
      decided_at: null,
    },
  ],
};
const expired: ReviewLinkDto = {
  ...open,
  id: '55555555-5555-4555-8555-555555555555',
  name: 'Bloom, April',
  created_by: null,
  state: 'expired',
  pins: [],
};

const text = () => document.body.textContent ?? '';
const linkItem = (name: string) =>
  Array.from(document.querySelectorAll('article')).find((a) =>
    a.querySelector('h3')?.textContent?.includes(name),
  );

function button(name: string, within: ParentNode = document): HTMLButtonElement {
  const found = Array.from(within.querySelectorAll('button')).find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
  );
  if (!found) throw new Error(`No button "${name}"; page shows: ${document.body.textContent}`);
  return found;
}

function render() {
  page.render([{ path: '/review', element: <ReviewLinksCard /> }], '/review');
}

beforeEach(() => {
  // The user's zone, not the machine's: dates read in it.
  saveSession({
    token: 'user-token',
    user: { id: 'u1', first_name: 'Ada', last_name: 'Lovelace', time_zone: 'America/New_York' },
  });
  page.routes = { 'GET /api/review-links': () => answer(reviewLinksResponse, { links: [open, expired] }) };
});

afterEach(() => localStorage.clear());

describe('client reviews', () => {
  it('lists each link with its state, dates and what the client decided on each pin', async () => {
    render();
    await waitFor(() => text().includes('Acme, May'), 'the links');
    const acme = linkItem('Acme, May') as HTMLElement;
    expect(acme.querySelector('h3')?.textContent).toBe('Acme, MayOpen');
    expect(acme.textContent).toContain('Shared by Eli Moss on May 4, 2026, 6:00 AM');
    expect(acme.textContent).toContain('works until May 11, 2026, 6:00 AM');
    const rows = Array.from(acme.querySelectorAll('ul li')).map((li) => li.textContent);
    expect(rows).toEqual([
      'Pumpkin soupApproved by Dana',
      'Apple pieChanges asked by Dana“Use the photo with the lattice top”',
      'ChaiWaiting for the client',
    ]);
    const bloom = linkItem('Bloom, April') as HTMLElement;
    expect(bloom.querySelector('h3')?.textContent).toBe('Bloom, AprilExpired');
    expect(bloom.textContent).toContain('Shared by a former member');
    // Only an open link can be withdrawn.
    expect(bloom.querySelector('button')).toBeNull();
  });

  it('withdraws an open link after asking, and reads the list again', async () => {
    page.routes[`DELETE /api/review-links/${LINK_ID}`] = () => {
      page.routes['GET /api/review-links'] = () =>
        answer(reviewLinksResponse, { links: [{ ...open, state: 'revoked' }, expired] });
      return answer(successResponse, { success: true });
    };
    render();
    await waitFor(() => text().includes('Acme, May'), 'the links');
    act(() => button('Withdraw Acme, May').click());
    const question = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(question.textContent).toContain('Withdraw “Acme, May”?');
    act(() => button('Withdraw link', question).click());
    await waitFor(
      () => linkItem('Acme, May')?.querySelector('h3')?.textContent === 'Acme, MayWithdrawn',
      'withdrawn',
    );
    const deleted = page.fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deleted.map(([url]) => String(url))).toEqual([`/api/review-links/${LINK_ID}`]);
    expect(linkItem('Acme, May')?.querySelector('button')).toBeNull();
  });

  it('withdraws nothing when the question is declined', async () => {
    render();
    await waitFor(() => text().includes('Acme, May'), 'the links');
    act(() => button('Withdraw Acme, May').click());
    act(() => button('Cancel', document.querySelector('[role="dialog"]') as HTMLElement).click());
    expect(page.fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('says how to share the first link', async () => {
    page.routes['GET /api/review-links'] = () => answer(reviewLinksResponse, { links: [] });
    render();
    await waitFor(() => text().includes(NO_LINKS_MESSAGE), 'the empty state');
  });
});
