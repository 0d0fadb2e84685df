// @vitest-environment jsdom
// The timeline's view of publishing: failed pins with Pinterest's reason and Retry, boards not
// linked to Pinterest with 'Link board', and why nothing publishes while not connected.
import { describe, expect, it } from 'vitest';
import { retryPinResponse } from '../../../../shared/api/publishing';
import { answer, failure } from '../../../test/answers';
import {
  buttonIn,
  calls,
  click,
  expectNoNativeDialogs,
  linkBoard,
  pin,
  routes,
  section,
  serverUpdate,
  setTimeline,
  showTimeline,
  standard,
  timelineWith,
  waitFor,
} from './timeline-page.fixture';

describe('publishing on the timeline', () => {
  const failed = () =>
    pin('bad', '2026-11-22T15:00:00.000Z', {
      status: 'failed',
      failure_reason: 'Sorry, this image is too small',
    });

  it('shows a failed pin with Pinterest’s reason, even on a past day, and retries it', async () => {
    setTimeline(timelineWith({ [-1]: [failed()] }));
    routes['POST /api/pins/bad/retry'] = () =>
      answer(retryPinResponse, {
        success: true,
        outcome: 'posted',
        message: 'Pin posted to Pinterest',
        pin: serverUpdate(
          pin('bad', '2026-11-22T15:00:00.000Z', {
            status: 'posted',
            posted_at: '2026-11-23T16:05:00.000Z',
            pinterest_url: 'https://www.pinterest.com/pin/987/',
          }),
        ),
      });
    await showTimeline();
    const card = () => section('Yesterday').querySelector('article') as HTMLElement;
    expect(card().textContent).toContain('Publishing failed');
    expect(card().textContent).toContain('Sorry, this image is too small');
    click(buttonIn(card(), 'Retry publishing Pin bad'));
    await waitFor(() => card().textContent?.includes('Posted Successfully') ?? false, 'posted');
    expect(calls('POST', '/api/pins/bad/retry')).toHaveLength(1);
    await waitFor(() => document.body.textContent?.includes('Pin posted to Pinterest') ?? false, 'toast');
    expect(card().textContent).not.toContain('Retry');
  });

  it('says when the retry failed again, and when the call itself fails, in toasts', async () => {
    setTimeline(timelineWith({ 0: [failed()] }));
    routes['POST /api/pins/bad/retry'] = () =>
      answer(retryPinResponse, {
        success: true,
        outcome: 'failed',
        message: 'Still too small',
        pin: failed(),
      });
    await showTimeline();
    click(buttonIn(section('Today'), 'Retry publishing Pin bad'));
    await waitFor(
      () => document.body.textContent?.includes('Publishing failed again: Still too small') ?? false,
      'toast',
    );
    routes['POST /api/pins/bad/retry'] = () => failure(404, { error: 'Pin not found', code: 'not_found' });
    click(buttonIn(section('Today'), 'Retry publishing Pin bad'));
    await waitFor(
      () => document.body.textContent?.includes('Error retrying the pin. Please try again.') ?? false,
      'toast',
    );
    expect(document.body.textContent).toContain('Pin not found');
    expectNoNativeDialogs();
  });

  it('tells that a board is not linked to Pinterest and offers to link it', async () => {
    setTimeline({
      ...timelineWith({ 1: [pin('t1', '2026-11-24T14:30:00.000Z')] }),
      publishing: {
        connection: 'connected',
        missing_scopes: [],
        unlinked_board_ids: ['b1'],
        accounts: [],
        board_accounts: {},
      },
    });
    await showTimeline();
    const card = section('Tomorrow').querySelector('article') as HTMLElement;
    expect(card.textContent).toContain('Board not linked to Pinterest');
    expect(document.body.textContent).toContain(
      'A board on your timeline is not linked to a Pinterest board',
    );
    click(buttonIn(card, 'Link board Cozy Kitchens to Pinterest'));
    expect(linkBoard).toHaveBeenCalledWith({ id: 'b1', name: 'Cozy Kitchens' });
  });

  it('leaves a connection that cannot publish to the Pinterest notice the app passes in', async () => {
    setTimeline({
      ...standard(),
      publishing: {
        connection: 'not_connected',
        missing_scopes: [],
        unlinked_board_ids: [],
        accounts: [],
        board_accounts: {},
      },
    });
    await showTimeline();
    // app/routes/pinterest-disconnected.test.tsx reads that notice on the whole route.
    expect(document.body.textContent).not.toContain('not connected');
    expect(document.body.textContent).not.toContain('nothing will be published');
  });

  it('says when Pinterest asked to wait, and when the next try is', async () => {
    setTimeline(
      timelineWith({
        0: [
          pin('w1', '2026-11-23T15:00:00.000Z', { retry_at: '2026-11-23T15:07:00.000Z' }),
          // 11:50 PM in New York, tried again after midnight: the next try names its day.
          pin('w2', '2026-11-24T04:50:00.000Z', { retry_at: '2026-11-24T05:20:00.000Z' }),
          pin('p3', '2026-11-24T04:55:00.000Z'),
        ],
      }),
    );
    await showTimeline();
    const [first, second, plain] = Array.from(section('Today').querySelectorAll('article'));
    expect(first?.textContent).toContain('Waiting for Pinterest');
    expect(first?.textContent).toContain('Pinterest asked Pinloom to wait. Next try at 10:07 AM.');
    expect(second?.textContent).toContain('Next try Nov 24 at 12:20 AM.');
    expect(plain?.textContent).not.toContain('Waiting for Pinterest');
  });

  it('says nothing about publishing when every pin can go', async () => {
    await showTimeline();
    expect(document.body.textContent).not.toContain('not linked');
    expect(document.body.textContent).not.toContain('nothing will be published');
  });
});
