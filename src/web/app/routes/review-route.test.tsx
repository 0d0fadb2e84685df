// @vitest-environment jsdom
// /review with the client review feature composed in: the pins chosen on the page are the ones
// shared, and the new link shows under Client reviews. Real query client, router and dialog; only
// fetch (the server) is replaced.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { boardsResponse } from '../../../shared/api/boards';
import { createReviewLinkResponse, reviewLinksResponse } from '../../../shared/api/client-review';
import { pinsResponse } from '../../../shared/api/pins';
import { connectionStatusResponse } from '../../../shared/api/pinterest';
import { SHOWN_ONCE_NOTE } from '../../features/client-review/components/share-dialog';
import { saveSession } from '../../lib/session-storage';
import { answer } from '../../test/answers';
import { forbidNativeDialogs, setUpPageTest, typeInto, waitFor } from '../../test/page-harness';
import { testPin } from '../../test/pins';
import { connectedStatus } from '../../test/pinterest';
import ReviewRoute from './review-route';

const SOUP = '11111111-1111-4111-8111-111111111111';
const PIE = '22222222-2222-4222-8222-222222222222';
const TEA = '33333333-3333-4333-8333-333333333333';
const URL_SENT = 'https://app.pinloom.test/client-review?token=abc123';

const page = setUpPageTest({ quietConsole: true });
forbidNativeDialogs();

const text = () => document.body.textContent ?? '';
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

function button(name: string, within: ParentNode = document): HTMLButtonElement {
  const found = Array.from(within.querySelectorAll('button')).find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`No button "${name}"; page shows: ${document.body.textContent}`);
  return found;
}

function select(label: string) {
  const box = document.querySelector<HTMLInputElement>(`input[type="checkbox"][aria-label="${label}"]`);
  if (!box) throw new Error(`No checkbox "${label}"`);
  act(() => box.click());
}

function posted(): unknown {
  const call = page.fetchMock.mock.calls.find(
    ([url, init]) => String(url) === '/api/review-links' && init?.method === 'POST',
  );
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
}

function render() {
  page.render(
    [
      {
        path: '/review',
        element: <ReviewRoute />,
      },
    ],
    '/review',
  );
}

async function openDialogWithSoupAndTea() {
  render();
  await waitFor(() => document.querySelectorAll('article').length === 3, 'three pin cards');
  expect(button('Share for approval').disabled).toBe(true);
  select('Select Soup');
  select('Select Tea');
  act(() => button('Share 2 for approval').click());
  const shown = dialog();
  if (!shown) throw new Error('No dialog');
  return shown;
}

beforeEach(() => {
  saveSession({ token: 'user-token', user: { id: 'u1', first_name: 'Ada', last_name: 'Lovelace' } });
  page.routes = {
    'GET /api/pins?status=generated&order=oldest': () =>
      answer(pinsResponse, {
        pins: [
          testPin(SOUP, { title: 'Soup' }),
          testPin(PIE, { title: 'Pie' }),
          testPin(TEA, { title: 'Tea' }),
        ],
      }),
    'GET /api/boards': () => answer(boardsResponse, { boards: [] }),
    'GET /api/review-links': () => answer(reviewLinksResponse, { links: [] }),
    'GET /api/pinterest/status': () => answer(connectionStatusResponse, connectedStatus()),
  };
});

// Not clearBrowser(): an open dialog's portal must still be there when the page unmounts.
afterEach(() => localStorage.clear());

describe('sharing pins for approval', () => {
  it('posts the selected pins with the name and days, then shows the link once', async () => {
    const link = {
      id: '44444444-4444-4444-8444-444444444444',
      name: 'Acme, May',
      created_by: 'Ada Lovelace',
      created_at: '2026-05-04T10:00:00.000Z',
      expires_at: '2026-05-18T10:00:00.000Z',
      state: 'open' as const,
      pins: [],
    };
    page.routes['POST /api/review-links'] = () => {
      page.routes['GET /api/review-links'] = () => answer(reviewLinksResponse, { links: [link] });
      return answer(createReviewLinkResponse, { url: URL_SENT, link });
    };
    const shown = await openDialogWithSoupAndTea();
    expect(shown.textContent).toContain('Share for approval');
    expect((shown.querySelector('input[name="days"]') as HTMLInputElement).value).toBe('7');
    typeInto(shown.querySelector('input[name="name"]') as HTMLInputElement, 'Acme, May');
    typeInto(shown.querySelector('input[name="days"]') as HTMLInputElement, '14');
    act(() => shown.querySelector('form')?.requestSubmit());
    await waitFor(() => text().includes(SHOWN_ONCE_NOTE), 'the link');
    expect(posted()).toEqual({ name: 'Acme, May', pin_ids: [SOUP, TEA], days: 14 });
    expect(dialog()?.querySelector<HTMLInputElement>('input[readonly]')?.value).toBe(URL_SENT);
    expect(button('Copy', dialog() as HTMLElement)).toBeTruthy();
    // The list of links is read again: it now holds this one.
    await waitFor(() => text().includes('Shared by Ada Lovelace'), 'the new link in Client reviews');
    act(() => button('Done', dialog() as HTMLElement).click());
    expect(dialog()).toBeNull();
  });
});
