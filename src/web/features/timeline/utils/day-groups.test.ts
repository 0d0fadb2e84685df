import { describe, expect, it } from 'vitest';
import type { Pin } from '../../../../shared/api/pins';
import { testPin } from '../../../test/pins';
import {
  boardAccountNames,
  buildDayGroups,
  dayLabel,
  hasAnyPins,
  isDayFull,
  pinCountText,
  shiftDay,
  shortDayText,
  slotsAvailable,
  slotsAvailableText,
  timelineRows,
} from './day-groups';

const pin = (id: string): Pin =>
  testPin(id, {
    description: '',
    filepath: null,
    status: 'scheduled',
    scheduled_time: '2026-11-20T09:00:00.000Z',
    created_at: '2026-11-01T00:00:00.000Z',
  });

describe('day labels', () => {
  const today = '2026-11-23'; // a Monday

  it('names yesterday, today and tomorrow', () => {
    expect(dayLabel('2026-11-22', today)).toBe('Yesterday');
    expect(dayLabel('2026-11-23', today)).toBe('Today');
    expect(dayLabel('2026-11-24', today)).toBe('Tomorrow');
  });

  it('marks older days as past with their weekday and date', () => {
    expect(dayLabel('2026-11-16', today)).toBe('Monday, November 16 (Past)');
    expect(dayLabel('2026-11-21', today)).toBe('Saturday, November 21 (Past)');
  });

  it('gives later days their weekday and date', () => {
    expect(dayLabel('2026-11-25', today)).toBe('Wednesday, November 25');
    expect(dayLabel('2026-12-23', today)).toBe('Wednesday, December 23');
  });

  it('crosses months and years', () => {
    expect(dayLabel('2026-12-31', '2027-01-01')).toBe('Yesterday');
    expect(dayLabel('2027-01-01', '2026-12-31')).toBe('Tomorrow');
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });
});

const publishing = {
  connection: 'connected' as const,
  missing_scopes: [],
  unlinked_board_ids: [],
  accounts: [],
  board_accounts: {},
};
const noGroups = { later: [], later_count: 0, earlier: [], earlier_count: 0 };

describe('day groups', () => {
  it('builds date, dateString, label, pins and isPast from the timeline', () => {
    const groups = buildDayGroups({
      time_zone: 'Europe/Berlin',
      today: '2026-11-23',
      publishing,
      ...noGroups,
      days: [
        { date: '2026-11-21', pins: [] },
        { date: '2026-11-22', pins: [pin('a')] },
        { date: '2026-11-23', pins: [] },
        { date: '2026-11-24', pins: [] },
      ],
    });
    expect(groups.map(({ label, isPast, isToday }) => ({ label, isPast, isToday }))).toEqual([
      { label: 'Saturday, November 21 (Past)', isPast: true, isToday: false },
      { label: 'Yesterday', isPast: true, isToday: false },
      { label: 'Today', isPast: false, isToday: true },
      { label: 'Tomorrow', isPast: false, isToday: false },
    ]);
    expect(groups[1]?.dateString).toBe('2026-11-22');
    expect(groups[1]?.date.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(groups[1]?.pins.map((p) => p.id)).toEqual(['a']);
  });

  it('knows when there are no pins at all, counting the pins before and after the days', () => {
    const base = { time_zone: 'UTC', today: '2026-11-23', publishing, ...noGroups };
    const days = [{ date: '2026-11-23', pins: [] }];
    expect(hasAnyPins({ ...base, days })).toBe(false);
    expect(hasAnyPins({ ...base, days: [{ date: '2026-11-23', pins: [pin('a')] }] })).toBe(true);
    expect(hasAnyPins({ ...base, days, later: [pin('far')], later_count: 1 })).toBe(true);
    expect(hasAnyPins({ ...base, days, earlier: [pin('old')], earlier_count: 1 })).toBe(true);
  });
});

describe('folding empty days on a phone', () => {
  const today = '2026-11-23';
  // -1 empty (past), 0 today empty, +1 empty, +2 a pin, +3..+5 empty, +6 a pin, +7 empty.
  const withPins = new Set([2, 6]);
  const groups = buildDayGroups({
    time_zone: 'UTC',
    today,
    publishing,
    ...noGroups,
    days: [-1, 0, 1, 2, 3, 4, 5, 6, 7].map((offset) => ({
      date: shiftDay(today, offset),
      pins: withPins.has(offset) ? [pin(`p${offset}`)] : [],
    })),
  });
  const shape = (rows: ReturnType<typeof timelineRows>) =>
    rows.map((row) =>
      row.kind === 'day'
        ? `${row.day.dateString}@${row.dayIndex}`
        : `fold ${row.days.map((d) => d.dateString).join(',')}@${row.firstIndex}`,
    );

  it('folds every run of empty future days, one day or more, but never today or the past', () => {
    expect(shape(timelineRows(groups, { fold: true }))).toEqual([
      '2026-11-22@0',
      '2026-11-23@1',
      'fold 2026-11-24@2',
      '2026-11-25@3',
      'fold 2026-11-26,2026-11-27,2026-11-28@4',
      '2026-11-29@7',
      'fold 2026-11-30@8',
    ]);
  });

  it('shows the days of a run the person opened, and every day when not folding', () => {
    const opened = shape(timelineRows(groups, { fold: true, opened: new Set(['2026-11-26']) }));
    expect(opened.slice(4, 7)).toEqual(['2026-11-26@4', '2026-11-27@5', '2026-11-28@6']);
    expect(timelineRows(groups, { fold: false }).every((row) => row.kind === 'day')).toBe(true);
  });

  it('names a day short', () => {
    expect(shortDayText('2026-12-03')).toBe('Dec 3');
  });
});

describe('slots available', () => {
  it('counts the free places of a day of 5', () => {
    expect([0, 1, 3, 4, 5, 6].map(slotsAvailable)).toEqual([5, 4, 2, 1, 0, 0]);
    expect(isDayFull(4)).toBe(false);
    expect(isDayFull(5)).toBe(true);
  });

  it("says 'N slots available' only while the day has fewer than 5 pins", () => {
    expect(slotsAvailableText(2)).toBe('3 slots available');
    expect(slotsAvailableText(0)).toBe('5 slots available');
    expect(slotsAvailableText(4)).toBe('1 slot available');
    expect(slotsAvailableText(5)).toBeNull();
  });

  it('counts pins', () => {
    expect(pinCountText(0)).toBe('0 pins');
    expect(pinCountText(1)).toBe('1 pin');
    expect(pinCountText(3)).toBe('3 pins');
  });
});

describe('the account a board publishes with', () => {
  const timeline = (accounts: { id: string; username: string }[]) => ({
    time_zone: 'UTC',
    today: '2026-11-23',
    days: [],
    ...noGroups,
    publishing: {
      ...publishing,
      accounts: accounts.map((account) => ({ ...account, connection: 'connected' as const })),
      board_accounts: { b1: 'a1', b2: 'a2', b3: 'gone' },
    },
  });

  it('names it by board when the workspace has several accounts', () => {
    const names = boardAccountNames(
      timeline([
        { id: 'a1', username: 'pinloom_demo' },
        { id: 'a2', username: 'pinloom_shop' },
      ]),
    );
    expect([...names]).toEqual([
      ['b1', 'pinloom_demo'],
      ['b2', 'pinloom_shop'],
    ]);
  });

  it('names none with one account: there is nothing to tell apart', () => {
    expect(boardAccountNames(timeline([{ id: 'a1', username: 'pinloom_demo' }])).size).toBe(0);
    expect(boardAccountNames(undefined).size).toBe(0);
  });
});
