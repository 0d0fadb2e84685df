// @vitest-environment jsdom
// The timeline page: days, labels and slots, the pin buttons, copying and zoom, against a fake
// server (timeline-page.fixture.tsx). Dragging is covered by the browser journey
// (tests/e2e/timeline.e2e.ts), since it needs real layout.
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { successResponse } from '../../../../shared/api/common';
import { pinResponse } from '../../../../shared/api/pins';
import { answer, failure } from '../../../test/answers';
import { DELETE_PIN_CONFIRMATION, DELETE_PIN_ERROR, MARK_POSTED_ERROR } from '../hooks/use-pin-actions';
import { COPY_FAILED_MESSAGE } from '../utils/copy-text';
import { EMPTY_TIMELINE_TEXT } from './timeline-page';
import {
  buttonIn,
  calls,
  click,
  currentTimeline,
  dialog,
  expectNoNativeDialogs,
  fetchMock,
  pin,
  render,
  routes,
  scrollIntoView,
  section,
  serverUpdate,
  setTimeline,
  showTimeline,
  timelineWith,
  typeInto,
  waitFor,
  writeText,
} from './timeline-page.fixture';

describe('the timeline page', () => {
  it('labels the days, highlights and scrolls to today, and counts pins and free slots', async () => {
    await showTimeline();
    expect(document.querySelector('h1')?.textContent).toBe('Schedule Timeline');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    const labels = Array.from(document.querySelectorAll('section h2')).map((h) => h.textContent);
    expect(labels.slice(0, 10)).toEqual([
      'Monday, November 16 (Past)',
      'Tuesday, November 17 (Past)',
      'Wednesday, November 18 (Past)',
      'Thursday, November 19 (Past)',
      'Friday, November 20 (Past)',
      'Saturday, November 21 (Past)',
      'Yesterday',
      'Today',
      'Tomorrow',
      'Wednesday, November 25',
    ]);
    const today = section('Today');
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(document.querySelectorAll('[aria-current="date"]')).toHaveLength(1);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(today);

    const tomorrow = section('Tomorrow');
    expect(tomorrow.textContent).toContain('2 pins');
    expect(tomorrow.textContent).toContain('3 slots available');
    expect(tomorrow.textContent).toContain('Drop pin here');
    expect(buttonIn(tomorrow, 'Move pin Pin t1')).toBeTruthy();
    // Times in the user's zone, 'h:mm a'.
    expect(tomorrow.textContent).toContain('9:30 AM');
    expect(tomorrow.textContent).toContain('12:00 PM');
    // Quotes are stripped for display.
    expect(buttonIn(tomorrow, 'Pin t1')).toBeTruthy();
    expect(buttonIn(tomorrow, 'About t1')).toBeTruthy();

    const full = section('Thursday, November 26');
    expect(full.textContent).toContain('5 pins');
    expect(full.textContent).not.toContain('slots available');
    expect(full.textContent).not.toContain('Drop pin here');

    const emptyFuture = section('Friday, November 27');
    expect(emptyFuture.textContent).toContain('0 pins');
    expect(emptyFuture.textContent).toContain('5 slots available');
    expect(emptyFuture.textContent).toContain('Drop pin here');
  });

  it('shows past days read-only', async () => {
    await showTimeline();
    expect(section('Yesterday').textContent).toContain('No pins were scheduled for this day');
    expect(section('Yesterday').textContent).not.toContain('Drop pin here');
    const past = section('Saturday, November 21 (Past)');
    expect(past.textContent).toContain('Marked as posted');
    expect(past.textContent).toContain('Marked by you at 10:01 AM');
    const names = Array.from(past.querySelectorAll('button')).map(
      (b) => b.getAttribute('aria-label') ?? b.textContent,
    );
    // Only the image (zoom), title and description (copy) are buttons: no actions, no handle.
    expect(names).toEqual(['Enlarge image of Pin old', 'Pin old', 'About old']);
  });

  it('shows the empty state with a link to Review when there are no pins', async () => {
    setTimeline(timelineWith({}));
    render();
    await waitFor(() => document.body.textContent?.includes(EMPTY_TIMELINE_TEXT) ?? false, 'empty state');
    const link = Array.from(document.querySelectorAll('a')).find((a) => a.textContent === 'Go to Review');
    expect(link?.getAttribute('href')).toBe('/review');
  });

  it('marks a pin posted: it moves to the moment it was posted, and keeps only delete', async () => {
    routes['POST /api/pins/t1/mark-posted'] = () =>
      answer(pinResponse, {
        pin: serverUpdate(
          pin('t1', '2026-11-23T16:05:00.000Z', { status: 'posted', posted_at: '2026-11-23T16:05:00.000Z' }),
          '2026-11-23',
        ),
      });
    await showTimeline();
    const card = (day: string) => section(day).querySelector('article[aria-labelledby="pin-t1-title"]');
    click(buttonIn(card('Tomorrow') as HTMLElement, 'Mark Posted'));
    await waitFor(() => card('Today') !== null, 'the pin under Today');
    expect(card('Tomorrow')).toBeNull();
    const posted = card('Today') as HTMLElement;
    // Today's own pin (2:45 PM) comes after it: the day is in time order.
    expect(
      Array.from(section('Today').querySelectorAll('article')).map((a) => a.getAttribute('aria-labelledby')),
    ).toEqual(['pin-t1-title', 'pin-today-title']);
    // Marked by hand, Pinterest has nothing: no "Posted Successfully", no link.
    expect(posted.textContent).toContain('Marked as posted');
    expect(posted.textContent).toContain('Marked by you at 11:05 AM');
    expect(posted.textContent).not.toContain('Posted Successfully');
    expect(posted.querySelector('a')).toBeNull();
    const names = Array.from(posted.querySelectorAll('button')).map(
      (b) => b.getAttribute('aria-label') ?? b.textContent,
    );
    expect(names).toEqual(['Enlarge image of Pin t1', 'Pin t1', 'About t1', 'Delete pin Pin t1']);
  });

  it('says in a toast, not a native alert, when marking posted fails', async () => {
    routes['POST /api/pins/t1/mark-posted'] = () =>
      failure(409, { error: 'Pin is not scheduled', code: 'conflict' });
    await showTimeline();
    click(buttonIn(section('Tomorrow'), 'Mark Posted'));
    await waitFor(() => document.body.textContent?.includes(MARK_POSTED_ERROR) ?? false, 'the toast');
    expectNoNativeDialogs();
  });

  it('reschedules through a dialog with a date-time field in the user’s zone, sent as ISO', async () => {
    routes['POST /api/pins/t1/reschedule'] = (init) => {
      const { scheduled_time } = JSON.parse(String(init?.body)) as { scheduled_time: string };
      return answer(pinResponse, { pin: serverUpdate(pin('t1', scheduled_time), '2026-11-25') });
    };
    await showTimeline();
    const opener = buttonIn(section('Tomorrow').querySelector('article') as HTMLElement, 'Reschedule');
    click(opener);
    const box = dialog() as HTMLElement;
    expect(box.getAttribute('aria-modal')).toBe('true');
    expect(box.textContent).toContain('Reschedule pin');
    expect(box.textContent).toContain('Pin t1');
    const field = box.querySelector('input') as HTMLInputElement;
    expect(field.type).toBe('datetime-local');
    // The pin's time in the user's zone (New York), not the browser's or UTC.
    expect(field.value).toBe('2026-11-24T09:30');
    expect(box.textContent).toContain('America/New York');
    expect(document.activeElement).toBe(field);
    typeInto(field, '2026-11-25T08:15');
    click(buttonIn(box, 'Reschedule'));
    await waitFor(() => calls('POST', '/api/pins/t1/reschedule').length === 1, 'the reschedule call');
    expect(JSON.parse(String(calls('POST', '/api/pins/t1/reschedule')[0]?.[1]?.body))).toEqual({
      scheduled_time: '2026-11-25T13:15:00.000Z',
    });
    await waitFor(() => dialog() === null, 'the dialog closed');
    await waitFor(() => document.body.textContent?.includes('Pin rescheduled') ?? false, 'the toast');
    // Shown at once on its new day.
    await waitFor(() => section('Wednesday, November 25').textContent?.includes('Pin t1') ?? false, 'moved');
    expect(section('Tomorrow').textContent).toContain('1 pin');
    expectNoNativeDialogs();
  });

  it('cancels without a call when the dialog is closed or its field left empty', async () => {
    await showTimeline();
    const card = section('Tomorrow').querySelector('article') as HTMLElement;
    click(buttonIn(card, 'Reschedule'));
    click(buttonIn(dialog() as HTMLElement, 'Cancel'));
    expect(dialog()).toBeNull();
    click(buttonIn(card, 'Reschedule'));
    typeInto((dialog() as HTMLElement).querySelector('input') as HTMLInputElement, '');
    click(buttonIn(dialog() as HTMLElement, 'Reschedule'));
    expect(dialog()).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    expectNoNativeDialogs();
  });

  it('checks the time before sending: a time that has passed is refused in the dialog', async () => {
    await showTimeline();
    click(buttonIn(section('Tomorrow').querySelector('article') as HTMLElement, 'Reschedule'));
    const box = dialog() as HTMLElement;
    typeInto(box.querySelector('input') as HTMLInputElement, '2020-01-01T10:00');
    click(buttonIn(box, 'Reschedule'));
    expect(box.querySelector('[role="alert"]')?.textContent).toBe('Choose a time in the future.');
    expect(calls('POST', '/api/pins/t1/reschedule')).toHaveLength(0);
    expect(dialog()).not.toBeNull();
  });

  it('shows the server’s refusal in words inside the dialog and reloads the timeline', async () => {
    routes['POST /api/pins/t1/reschedule'] = () =>
      failure(409, { error: 'That day already has 5 pins. Choose another day.', code: 'conflict' });
    await showTimeline();
    const before = calls('GET', '/api/timeline').length;
    click(buttonIn(section('Tomorrow').querySelector('article') as HTMLElement, 'Reschedule'));
    const box = dialog() as HTMLElement;
    typeInto(box.querySelector('input') as HTMLInputElement, '2026-11-26T10:00');
    click(buttonIn(box, 'Reschedule'));
    await waitFor(() => box.querySelector('[role="alert"]') !== null, 'the refusal');
    expect(box.querySelector('[role="alert"]')?.textContent).toBe(
      'That day already has 5 pins. Choose another day.',
    );
    expect(dialog()).toBe(box);
    await waitFor(() => calls('GET', '/api/timeline').length > before, 'a reload');
    await waitFor(() => section('Tomorrow').textContent?.includes('2 pins') ?? false, 'the pin back');
    expectNoNativeDialogs();
  });

  it('puts a validation message of the server in words, not in the API’s field names', async () => {
    routes['POST /api/pins/t1/reschedule'] = () =>
      failure(400, {
        error: 'scheduled_time must be an ISO 8601 date and time, e.g. 2026-12-01T09:30:00Z',
        code: 'validation_error',
      });
    await showTimeline();
    click(buttonIn(section('Tomorrow').querySelector('article') as HTMLElement, 'Reschedule'));
    const box = dialog() as HTMLElement;
    typeInto(box.querySelector('input') as HTMLInputElement, '2026-11-26T10:00');
    click(buttonIn(box, 'Reschedule'));
    await waitFor(() => box.querySelector('[role="alert"]') !== null, 'the refusal');
    const text = box.querySelector('[role="alert"]')?.textContent ?? '';
    expect(text).not.toContain('scheduled_time');
    expect(text).not.toContain('ISO 8601');
  });

  it('deletes after the app’s own confirmation, and says so in a toast when that fails', async () => {
    routes['DELETE /api/pins/t1'] = () => {
      const timeline = currentTimeline();
      setTimeline({
        ...timeline,
        days: timeline.days.map((d) => ({ ...d, pins: d.pins.filter((p) => p.id !== 't1') })),
      });
      return answer(successResponse, { success: true });
    };
    routes['DELETE /api/pins/t2'] = () => failure(500, { error: 'boom', code: 'internal' });
    await showTimeline();
    click(buttonIn(section('Tomorrow'), 'Delete pin Pin t1'));
    const box = dialog() as HTMLElement;
    expect(box.textContent).toContain(DELETE_PIN_CONFIRMATION);
    click(buttonIn(box, 'Cancel'));
    expect(dialog()).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(calls('DELETE', '/api/pins/t1')).toHaveLength(0);

    click(buttonIn(section('Tomorrow'), 'Delete pin Pin t1'));
    click(buttonIn(dialog() as HTMLElement, 'Delete'));
    await waitFor(() => !section('Tomorrow').textContent?.includes('Pin t1'), 'the pin gone');

    click(buttonIn(section('Tomorrow'), 'Delete pin Pin t2'));
    click(buttonIn(dialog() as HTMLElement, 'Delete'));
    await waitFor(() => document.body.textContent?.includes(DELETE_PIN_ERROR) ?? false, 'the toast');
    expectNoNativeDialogs();
  });

  it('says in a toast, not an alert, when the text cannot be copied at all', async () => {
    writeText.mockRejectedValue(new Error('Denied'));
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    await showTimeline();
    click(buttonIn(section('Tomorrow'), 'Pin t1'));
    await waitFor(() => document.body.textContent?.includes(COPY_FAILED_MESSAGE) ?? false, 'the toast');
    expectNoNativeDialogs();
  });

  it('shows when a posted pin was posted, not its planned time, and how: published (with a link) or by hand', async () => {
    setTimeline(
      timelineWith({
        [-1]: [
          pin('p1', '2026-11-22T15:00:00.000Z', {
            status: 'posted',
            posted_at: '2026-11-22T16:42:00.000Z',
            pinterest_url: 'https://www.pinterest.com/pin/813744/',
          }),
          pin('p2', '2026-11-22T18:00:00.000Z', { status: 'posted', posted_at: '2026-11-22T17:05:00.000Z' }),
        ],
      }),
    );
    await showTimeline();
    const [published, byHand] = Array.from(section('Yesterday').querySelectorAll('article'));
    // Planned for 10:00 AM, posted at 11:42 AM (New York): the card says 11:42 only.
    expect(published?.textContent).toContain('11:42 AM');
    expect(published?.textContent).not.toContain('10:00 AM');
    // Published by Pinloom: docs/product.md §2's 'Posted Successfully' with its posting time and the link.
    expect(published?.textContent).toContain('Posted Successfully');
    expect(published?.textContent).toContain('Posted to Pinterest at 11:42 AM');
    const link = published?.querySelector('a') as HTMLAnchorElement;
    expect(link.textContent).toContain('View on Pinterest');
    expect(link.getAttribute('href')).toBe('https://www.pinterest.com/pin/813744/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // The name starts with what the link shows (WCAG 2.5.3), then says which pin and where it opens.
    expect(link.getAttribute('aria-label')).toBe('View on Pinterest: Pin p1 (opens in a new tab)');
    // Marked posted by hand: nothing to link to.
    expect(byHand?.querySelector('a')).toBeNull();
    expect(byHand?.textContent).toContain('Marked as posted');
    expect(byHand?.textContent).not.toContain('Posted Successfully');
    expect(byHand?.textContent).toContain('Marked by you at 12:05 PM');
    expect(byHand?.textContent).not.toContain('1:00 PM');
  });

  it('copies the title and the description without quotes and says so', async () => {
    await showTimeline();
    click(buttonIn(section('Tomorrow'), 'Pin t1'));
    await waitFor(
      () => document.body.textContent?.includes('Title copied to clipboard!') ?? false,
      'the toast',
    );
    expect(writeText).toHaveBeenCalledWith('Pin t1');
    click(buttonIn(section('Tomorrow'), 'About t1'));
    await waitFor(
      () => document.body.textContent?.includes('Description copied to clipboard!') ?? false,
      'toast',
    );
    expect(writeText).toHaveBeenLastCalledWith('About t1');
  });

  it('zooms an image full screen and closes it with the close button or Escape', async () => {
    await showTimeline();
    const opener = buttonIn(section('Tomorrow'), 'Enlarge image of Pin t1');
    click(opener);
    const zoom = () => document.querySelector('[role="dialog"]');
    expect(zoom()?.getAttribute('aria-label')).toBe('Image of Pin t1');
    click(buttonIn(zoom() as HTMLElement, 'Close image'));
    expect(zoom()).toBeNull();
    expect(document.activeElement).toBe(opener);

    click(opener);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(zoom()).toBeNull();

    click(opener);
    click(zoom() as HTMLElement);
    expect(zoom()).toBeNull();
  });

  it("shows 'Image not found' for a broken image and 'No image' for a missing one", async () => {
    setTimeline(
      timelineWith({
        1: [pin('x', '2026-11-24T14:30:00.000Z', { filepath: null }), pin('y', '2026-11-24T15:30:00.000Z')],
      }),
    );
    await showTimeline();
    const tomorrow = section('Tomorrow');
    expect(tomorrow.querySelector('[role="img"][aria-label="No image"]')).not.toBeNull();
    const image = tomorrow.querySelector('img') as HTMLImageElement;
    act(() => {
      image.dispatchEvent(new Event('error'));
    });
    expect(tomorrow.querySelector('[role="img"][aria-label="Image not found"]')).not.toBeNull();
  });
});
