// @vitest-environment jsdom
// Every scheduled pin is visible somewhere: pins planned beyond the 30 days are in 'Later', pins
// older than the 7 past days that still wait are in 'Earlier — still waiting'. And on a phone the
// runs of empty future days fold into one line each, which still opens to take a pin.
import { describe, expect, it } from 'vitest';
import { pinResponse } from '../../../../shared/api/pins';
import { answer } from '../../../test/answers';
import {
  buttonIn,
  calls,
  click,
  dialog,
  pin,
  render,
  routes,
  serverUpdate,
  setNarrowScreen,
  setTimeline,
  showTimeline,
  standard,
  timelineWith,
  typeInto,
  waitFor,
} from './timeline-page.fixture';

const groupNamed = (name: string) =>
  Array.from(document.querySelectorAll('section')).find((s) => s.querySelector('h2')?.textContent === name) as
    | HTMLElement
    | undefined;
const headings = () => Array.from(document.querySelectorAll('h2')).map((h) => h.textContent);
const buttonNames = (scope: ParentNode) =>
  Array.from(scope.querySelectorAll('button')).map(
    (b) => b.getAttribute('aria-label') ?? b.textContent?.trim(),
  );

describe('the Later group', () => {
  it('shows pins planned past the 30 days after the last day, with a future day’s actions', async () => {
    setTimeline({
      ...standard(),
      later: [pin('far', '2027-06-01T14:00:00.000Z')],
      later_count: 1,
    });
    await showTimeline();
    const later = groupNamed('Later') as HTMLElement;
    expect(later).toBeDefined();
    expect(headings().at(-1)).toBe('Later');
    expect(later.textContent).toContain('1 pin');
    expect(later.textContent).toContain('After Wednesday, December 23');
    const card = later.querySelector('article') as HTMLElement;
    // No day header above it: the card says its date as well as its time.
    expect(card.textContent).toContain('Tue, Jun 1, 2027');
    expect(card.textContent).toContain('10:00 AM');
    expect(buttonNames(card)).toEqual([
      'Enlarge image of Pin far',
      'Move pin Pin far',
      'Pin far',
      'About far',
      'Mark Posted',
      'Reschedule',
      'Edit link of Pin far',
      'Delete pin Pin far',
    ]);
  });

  it('takes a pin rescheduled months ahead at once, instead of losing it', async () => {
    routes['POST /api/pins/t1/reschedule'] = (init) => {
      const { scheduled_time } = JSON.parse(String(init?.body)) as { scheduled_time: string };
      return answer(pinResponse, { pin: serverUpdate(pin('t1', scheduled_time), '2027-06-01') });
    };
    await showTimeline();
    expect(groupNamed('Later')).toBeUndefined();
    click(buttonIn(document.querySelector('[aria-label="Pins of Tomorrow"]') as HTMLElement, 'Reschedule'));
    const box = dialog() as HTMLElement;
    typeInto(box.querySelector('input') as HTMLInputElement, '2027-06-01T10:00');
    click(buttonIn(box, 'Reschedule'));
    await waitFor(() => groupNamed('Later')?.textContent?.includes('Pin t1') ?? false, 'the pin in Later');
    expect(JSON.parse(String(calls('POST', '/api/pins/t1/reschedule')[0]?.[1]?.body))).toEqual({
      scheduled_time: '2027-06-01T14:00:00.000Z',
    });
    await waitFor(() => dialog() === null, 'the dialog closed');
    expect(document.querySelector('[aria-label="Pins of Tomorrow"]')?.textContent).not.toContain('Pin t1');
  });

  it('says how many pins are not shown when the group is cut short', async () => {
    const later = Array.from({ length: 100 }, (_, i) =>
      pin(`l${i}`, new Date(Date.UTC(2027, 0, 1 + Math.floor(i / 5), 14 + (i % 5))).toISOString()),
    );
    setTimeline({ ...standard(), later, later_count: 137 });
    await showTimeline();
    const group = groupNamed('Later') as HTMLElement;
    expect(group.textContent).toContain('137 pins');
    expect(group.textContent).toContain('Showing the first 100 of 137.');
    expect(group.querySelectorAll('article')).toHaveLength(100);
  });
});

describe('the Earlier group', () => {
  it('shows pins older than the 7 past days that still wait, at the top, with what they need', async () => {
    setTimeline({
      ...timelineWith({ 1: [pin('t1', '2026-11-24T14:30:00.000Z')] }),
      earlier: [
        pin('stuck', '2026-10-01T14:00:00.000Z'),
        pin('bad', '2026-11-02T15:00:00.000Z', { status: 'failed', failure_reason: 'Image too small' }),
      ],
      earlier_count: 2,
      publishing: {
        connection: 'connected',
        missing_scopes: [],
        unlinked_board_ids: ['b1'],
        accounts: [],
        board_accounts: {},
      },
    });
    await showTimeline();
    expect(headings()[0]).toBe('Earlier — still waiting');
    const earlier = groupNamed('Earlier — still waiting') as HTMLElement;
    expect(earlier.textContent).toContain('Before Monday, November 16');
    const [stuck, bad] = Array.from(earlier.querySelectorAll('article'));
    expect(stuck?.textContent).toContain('Thu, Oct 1, 2026');
    expect(stuck?.textContent).toContain('Board not linked to Pinterest');
    expect(buttonNames(stuck as HTMLElement)).toContain('Link board Cozy Kitchens to Pinterest');
    expect(buttonNames(stuck as HTMLElement)).toContain('Reschedule');
    expect(bad?.textContent).toContain('Image too small');
    expect(buttonNames(bad as HTMLElement)).toContain('Retry publishing Pin bad');
  });

  it('counts as pins on the timeline: no empty state while a pin waits there', async () => {
    setTimeline({
      ...timelineWith({}),
      earlier: [pin('stuck', '2026-10-01T14:00:00.000Z')],
      earlier_count: 1,
    });
    render();
    await waitFor(() => groupNamed('Earlier — still waiting') !== undefined, 'the group');
    expect(document.body.textContent).not.toContain('No scheduled pins');
  });
});

describe('on a phone', () => {
  const daySections = () => document.querySelectorAll('section[aria-labelledby^="day-"]');

  it('folds each run of empty future days into one line', async () => {
    setNarrowScreen(true);
    render();
    await waitFor(() => headings().includes('Today'), 'the timeline');
    // Today, tomorrow (2 pins), Nov 26 (full) and the 8 past days' sections stay; the rest fold.
    expect(daySections()).toHaveLength(7 + 1 + 1 + 1);
    const single = groupNamed('Nov 25') as HTMLElement;
    expect(single.textContent).toContain('No pins — 5 slots available');
    const run = groupNamed('Nov 27 – Dec 23') as HTMLElement;
    expect(run.textContent).toContain('No pins — 5 slots available each');
    expect(buttonNames(run)).toContain('Show 27 days');
  });

  it('opens a folded run into its days, which take pins again', async () => {
    setNarrowScreen(true);
    render();
    await waitFor(() => headings().includes('Nov 27 – Dec 23'), 'the fold');
    click(buttonIn(groupNamed('Nov 27 – Dec 23') as HTMLElement, 'Show 27 days'));
    expect(groupNamed('Nov 27 – Dec 23')).toBeUndefined();
    expect(daySections()).toHaveLength(10 + 27);
    const friday = groupNamed('Friday, November 27') as HTMLElement;
    expect(friday.textContent).toContain('5 slots available');
    expect(friday.textContent).toContain('Drop pin here');
  });

  it('keeps one card a day on a wider screen', async () => {
    setNarrowScreen(false);
    await showTimeline();
    expect(daySections()).toHaveLength(38);
    expect(document.body.textContent).not.toContain('No pins — 5 slots available');
  });
});
