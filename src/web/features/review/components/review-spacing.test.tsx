// @vitest-environment jsdom
// Spam-safe spacing on the review page: when the server places an approved pin later
// to keep pins with the same link apart, its notice is shown with the approval's toast; a refusal
// (the same link too close, the same image) is shown in the server's words. Real page, query
// client and toasts; only fetch (the server) is replaced.
import { act } from 'react';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boardsResponse } from '../../../../shared/api/boards';
import { type Pin, pinsResponse } from '../../../../shared/api/pins';
import { bulkApprovePinsResponse, scheduledPinResponse } from '../../../../shared/api/schedule';
import { answer, failure } from '../../../test/answers';
import { testBoard } from '../../../test/boards';
import { clearBrowser, setUpPageTest, waitFor } from '../../../test/page-harness';
import { LINK_SPACING_NOTICE, LINK_TOO_CLOSE, testPin } from '../../../test/pins';
import { signInTestUser } from '../../../test/users';
import ReviewPage from './review-page';

const pin = (id: string, extra: Partial<Pin> = {}): Pin =>
  testPin(id, { link: 'https://blog.example/pasta', ...extra });
const board = testBoard();
const scheduled = (id: string, time: string) => pin(id, { status: 'scheduled', scheduled_time: time });

const page = setUpPageTest({ quietConsole: true });

beforeEach(() => {
  signInTestUser();
  page.routes['GET /api/pins?status=generated&order=oldest'] = () =>
    answer(pinsResponse, { pins: [pin('p1'), pin('p2'), pin('p3')] });
  page.routes['GET /api/boards'] = () => answer(boardsResponse, { boards: [board] });
});
afterEach(() => {
  // Sonner keeps active toasts in module state and replays them to the next Toaster.
  toast.dismiss();
  clearBrowser();
});

const text = () => document.body.textContent ?? '';
const cards = () => Array.from(document.querySelectorAll('article'));
function button(name: string, within: ParentNode = document): HTMLButtonElement {
  const found = Array.from(within.querySelectorAll('button')).find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
  );
  if (!found) throw new Error(`No button "${name}"`);
  return found;
}
const checkbox = (label: string) =>
  document.querySelector<HTMLInputElement>(
    `input[type="checkbox"][aria-label="${label}"]`,
  ) as HTMLInputElement;

async function open() {
  page.render([{ path: '/review', element: <ReviewPage /> }], '/review', <Toaster />);
  await waitFor(() => cards().length === 3, 'three pin cards');
}

describe('approving with spam-safe spacing', () => {
  it('shows why an approved pin was placed later than usual, under the approval toast', async () => {
    page.routes['POST /api/pins/p1/approve'] = () =>
      answer(scheduledPinResponse, {
        pin: scheduled('p1', '2026-12-03T11:00:00.000Z'),
        notice: LINK_SPACING_NOTICE,
      });
    page.routes['POST /api/pins/p2/approve'] = () =>
      answer(scheduledPinResponse, { pin: scheduled('p2', '2026-12-01T11:00:00.000Z') });
    await open();
    act(() => button('Approve', cards()[0]).click());
    await waitFor(() => text().includes(LINK_SPACING_NOTICE), 'the notice');
    expect(text()).toContain('Pin approved and scheduled for');
    act(() => toast.dismiss());
    await waitFor(() => !text().includes(LINK_SPACING_NOTICE), 'the toast to go');
    // Placed as usual: no notice.
    act(() => button('Approve', cards()[0]).click());
    await waitFor(() => text().includes('Pin approved and scheduled for'), 'the second toast');
    expect(text()).not.toContain('links to the same page');
  });

  it('shows a refusal because the same link is too close in the server’s words', async () => {
    page.routes['POST /api/pins/p1/approve'] = () =>
      failure(409, { error: LINK_TOO_CLOSE, code: 'conflict' });
    await open();
    act(() => button('Approve', cards()[0]).click());
    await waitFor(() => text().includes(LINK_TOO_CLOSE), 'the refusal');
    expect(text()).toContain('Error approving pin. Please try again.');
    expect(cards()).toHaveLength(3);
  });

  it('tells a bulk approval’s one notice in full, and several as a count', async () => {
    let notices = [{ pin_id: 'p2', notice: LINK_SPACING_NOTICE }];
    page.routes['POST /api/pins/bulk-approve'] = () =>
      answer(bulkApprovePinsResponse, {
        approved: [scheduled('p1', '2026-12-01T11:00:00.000Z'), scheduled('p2', '2026-12-03T11:00:00.000Z')],
        not_approved: [],
        notices,
      });
    await open();
    act(() => checkbox('Select Pin p1').click());
    act(() => checkbox('Select Pin p2').click());
    act(() => button('Approve 2 selected').click());
    await waitFor(() => text().includes('2 pins scheduled'), 'the result');
    expect(text()).toContain(LINK_SPACING_NOTICE);

    act(() => toast.dismiss());
    notices = [
      { pin_id: 'p1', notice: LINK_SPACING_NOTICE },
      { pin_id: 'p3', notice: LINK_SPACING_NOTICE.replace('Thu, Dec 3', 'Sat, Dec 5') },
    ];
    vi.spyOn(toast, 'success');
    act(() => checkbox('Select Pin p3').click());
    act(() => button('Approve 1 selected').click());
    await waitFor(() => vi.mocked(toast.success).mock.calls.length === 1, 'the second result');
    expect(vi.mocked(toast.success).mock.calls[0]?.[1]).toMatchObject({
      description: '2 of them were placed later, to keep pins with the same link apart on their board.',
    });
  });
});
