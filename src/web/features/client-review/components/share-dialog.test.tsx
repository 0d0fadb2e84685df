// @vitest-environment jsdom
// 'Share for approval' for the pins chosen on the review page (the app layer hands them in:
// app/routes/review-route.test.tsx covers the choosing), with the real query client, router and
// dialog; only fetch (the server) is replaced.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createReviewLinkResponse, reviewLinksResponse } from '../../../../shared/api/client-review';
import { saveSession } from '../../../lib/session-storage';
import { answer, failure } from '../../../test/answers';
import { forbidNativeDialogs, setUpPageTest, typeInto, waitFor } from '../../../test/page-harness';
import { testPin } from '../../../test/pins';
import { ReviewLinksCard } from './review-links-card';
import { SHOWN_ONCE_NOTE, type SharedPin } from './share-dialog';
import { ShareForApproval } from './share-for-approval';

const SOUP = '11111111-1111-4111-8111-111111111111';
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

function posted(): unknown {
  const call = page.fetchMock.mock.calls.find(
    ([url, init]) => String(url) === '/api/review-links' && init?.method === 'POST',
  );
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
}

function render(chosen: SharedPin[]) {
  page.render(
    [
      {
        path: '/review',
        element: (
          <>
            <ShareForApproval pins={chosen} />
            <ReviewLinksCard />
          </>
        ),
      },
    ],
    '/review',
  );
}

async function openDialogWithSoupAndTea() {
  render([testPin(SOUP, { title: '"Soup"' }), testPin(TEA, { title: 'Tea' })]);
  await waitFor(() => text().includes('Client reviews'), 'the page');
  act(() => button('Share 2 for approval').click());
  const shown = dialog();
  if (!shown) throw new Error('No dialog');
  return shown;
}

beforeEach(() => {
  saveSession({ token: 'user-token', user: { id: 'u1', first_name: 'Ada', last_name: 'Lovelace' } });
  page.routes = {
    'GET /api/review-links': () => answer(reviewLinksResponse, { links: [] }),
  };
});

// Not clearBrowser(): an open dialog's portal must still be there when the page unmounts.
afterEach(() => localStorage.clear());

describe('sharing pins for approval', () => {
  it('waits for pins to be chosen', async () => {
    render([]);
    await waitFor(() => text().includes('Client reviews'), 'the page');
    expect(button('Share for approval').disabled).toBe(true);
  });

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
    // The chosen pins, their titles as the client will read them.
    expect(Array.from(shown.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['Soup', 'Tea']);
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

  it('asks for a name before calling the server, and shows what the server refuses', async () => {
    page.routes['POST /api/review-links'] = () =>
      failure(409, {
        code: 'pin_not_in_review',
        error: 'Only pins waiting in review can be shared for approval; this one is scheduled.',
      });
    const shown = await openDialogWithSoupAndTea();
    act(() => shown.querySelector('form')?.requestSubmit());
    expect(shown.querySelector('[role="alert"]')?.textContent).toBe(
      'Give the link a name, e.g. the client’s.',
    );
    typeInto(shown.querySelector('input[name="days"]') as HTMLInputElement, '31');
    typeInto(shown.querySelector('input[name="name"]') as HTMLInputElement, 'Acme');
    act(() => shown.querySelector('form')?.requestSubmit());
    expect(shown.querySelector('[role="alert"]')?.textContent).toBe('A link works for 1 to 30 days.');
    expect(posted()).toBeUndefined();
    typeInto(shown.querySelector('input[name="days"]') as HTMLInputElement, '7');
    act(() => shown.querySelector('form')?.requestSubmit());
    await waitFor(() => text().includes('this one is scheduled'), 'the refusal');
    expect(shown.querySelector('[role="alert"]')?.textContent).toBe(
      'Only pins waiting in review can be shared for approval; this one is scheduled.',
    );
  });
});
