// @vitest-environment jsdom
// A pin dropped on a day (usePinActions().onMove, what the timeline's drag and drop calls): the
// toast says where it went and, when the server placed it later to keep pins with the same link
// apart on its board, why; a refusal is shown in the server's words. Real hooks,
// query client and toasts; only fetch (the server) is replaced. The drag itself is the browser
// journey's (tests/e2e/timeline.e2e.ts).
import { act } from 'react';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Pin } from '../../../../shared/api/pins';
import { scheduledPinResponse } from '../../../../shared/api/schedule';
import { answer, failure } from '../../../test/answers';
import { clearBrowser, setUpPageTest, waitFor } from '../../../test/page-harness';
import { LINK_SPACING_NOTICE, LINK_TOO_CLOSE } from '../../../test/pins';
import { signInTestUser } from '../../../test/users';
import { usePinActions } from './use-pin-actions';

const pin: Pin = {
  id: 't1',
  board_id: 'b1',
  board_name: 'Recipes',
  title: '"Pasta salad"',
  description: 'About it',
  alt_text: '',
  link: 'https://blog.example/pasta',
  filepath: '/media/pins/t1.png',
  status: 'scheduled',
  scheduled_time: '2026-12-10T10:00:00.000Z',
  posted_at: null,
  created_at: '2026-11-01T00:00:00.000Z',
  failure_reason: null,
  retry_at: null,
  pinterest_url: null,
  template_id: null,
  prompt_versions: { title: null, description: null, image: null },
};

function Mover() {
  const actions = usePinActions();
  return (
    <button type="button" onClick={() => actions.onMove(pin, '2026-12-03', 'Thursday, December 3')}>
      Move
    </button>
  );
}

const page = setUpPageTest({ quietConsole: true });
const text = () => document.body.textContent ?? '';

beforeEach(() => {
  signInTestUser();
  page.render([{ path: '/timeline', element: <Mover /> }], '/timeline', <Toaster />);
});
afterEach(() => {
  toast.dismiss();
  clearBrowser();
});

const move = () => act(() => document.querySelector('button')?.click());

describe('dropping a pin on a day', () => {
  it('says where the pin went, and why it is later than usual when the same link is near', async () => {
    page.routes['POST /api/pins/t1/move'] = () =>
      answer(scheduledPinResponse, {
        pin: { ...pin, scheduled_time: '2026-12-03T11:00:00.000Z' },
        notice: LINK_SPACING_NOTICE,
      });
    move();
    await waitFor(() => text().includes('Moved “Pasta salad” to Thursday, December 3'), 'the toast');
    expect(text()).toContain(LINK_SPACING_NOTICE);
  });

  it('says nothing more when the time is the usual one', async () => {
    page.routes['POST /api/pins/t1/move'] = () =>
      answer(scheduledPinResponse, { pin: { ...pin, scheduled_time: '2026-12-03T09:00:00.000Z' } });
    move();
    await waitFor(() => text().includes('Moved “Pasta salad” to Thursday, December 3'), 'the toast');
    expect(text()).not.toContain('links to the same page');
  });

  it('shows a refusal for the same link in the server’s words', async () => {
    page.routes['POST /api/pins/t1/move'] = () => failure(409, { error: LINK_TOO_CLOSE, code: 'conflict' });
    move();
    await waitFor(() => text().includes(LINK_TOO_CLOSE), 'the refusal');
    expect(text()).toContain('Error updating pin. Please try again.');
  });
});
