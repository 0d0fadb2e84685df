import { describe, expect, it } from 'vitest';
import { minutesOfDay, type SuggestTimeInput, slotLayout, suggestTime } from './schedule-rules';
import { zonedTimeToInstant } from './time-zone';

const base: SuggestTimeInput = {
  date: '2026-01-15',
  windowStart: '09:00',
  windowEnd: '20:00',
  pinsThatDay: 0,
  now: new Date('2026-01-01T00:00:00Z'),
  timeZone: 'UTC',
  random: () => 0,
};
const suggest = (overrides: Partial<SuggestTimeInput>) =>
  suggestTime({ ...base, ...overrides })?.toISOString();

describe('suggestTime with the spec formula (window 09:00–20:00)', () => {
  it('puts the day’s next pin 120 minutes after the last slot, plus up to 30 minutes', () => {
    expect(suggest({})).toBe('2026-01-15T09:00:00.000Z');
    expect(suggest({ random: () => 0.5 })).toBe('2026-01-15T09:15:00.000Z');
    expect(suggest({ random: () => 0.9999 })).toBe('2026-01-15T09:29:00.000Z');
    expect(suggest({ pinsThatDay: 2 })).toBe('2026-01-15T13:00:00.000Z');
    expect(suggest({ pinsThatDay: 4, random: () => 0.9999 })).toBe('2026-01-15T17:29:00.000Z');
  });

  it('has no slot on a day that already has 5 pins', () => {
    expect(suggest({ pinsThatDay: 5 })).toBeUndefined();
    expect(suggest({ pinsThatDay: 7 })).toBeUndefined();
  });

  it('has no slot when the window is empty or the date is not a day', () => {
    expect(suggest({ windowStart: '20:00', windowEnd: '09:00' })).toBeUndefined();
    expect(suggest({ windowStart: '10:00', windowEnd: '10:00' })).toBeUndefined();
    expect(suggest({ date: '2026-02-30' })).toBeUndefined();
  });
});

describe('suggestTime across time zones', () => {
  it('reads the window in UTC+13 (Pacific/Auckland), where the day starts on the UTC day before', () => {
    const auckland = { timeZone: 'Pacific/Auckland', now: new Date('2026-01-14T00:00:00Z') };
    expect(suggest(auckland)).toBe('2026-01-14T20:00:00.000Z');
    expect(suggest({ ...auckland, pinsThatDay: 3 })).toBe('2026-01-15T02:00:00.000Z');
  });

  it('reads the window in UTC−10 (Pacific/Honolulu), where late slots fall on the next UTC day', () => {
    const honolulu = { timeZone: 'Pacific/Honolulu' };
    expect(suggest(honolulu)).toBe('2026-01-15T19:00:00.000Z');
    expect(suggest({ ...honolulu, pinsThatDay: 4 })).toBe('2026-01-16T03:00:00.000Z');
  });

  it('keeps wall-clock times on the spring-forward day (America/New_York 2026-03-08)', () => {
    const spring = { timeZone: 'America/New_York', date: '2026-03-08' };
    expect(suggest(spring)).toBe('2026-03-08T13:00:00.000Z');
    expect(suggest({ ...spring, pinsThatDay: 1 })).toBe('2026-03-08T15:00:00.000Z');
    // 01:00 EST to 04:00 EDT is 2 real hours: the slots spread over those, 24 minutes apart.
    const acrossGap = { ...spring, windowStart: '01:00', windowEnd: '04:00' };
    expect(suggest(acrossGap)).toBe('2026-03-08T06:00:00.000Z');
    expect(suggest({ ...acrossGap, pinsThatDay: 4, random: () => 0.9999 })).toBe('2026-03-08T07:59:00.000Z');
  });

  it('keeps wall-clock times on the fall-back day (America/New_York 2026-11-01)', () => {
    const fall = { timeZone: 'America/New_York', date: '2026-11-01', now: new Date('2026-10-01T00:00:00Z') };
    expect(suggest(fall)).toBe('2026-11-01T14:00:00.000Z');
    expect(suggest({ ...fall, pinsThatDay: 4 })).toBe('2026-11-01T22:00:00.000Z');
    // 00:30 EDT to 03:00 EST is 3.5 real hours: slots 42 minutes apart.
    const acrossRepeat = { ...fall, windowStart: '00:30', windowEnd: '03:00' };
    expect(suggest(acrossRepeat)).toBe('2026-11-01T04:30:00.000Z');
    expect(suggest({ ...acrossRepeat, pinsThatDay: 4 })).toBe('2026-11-01T07:18:00.000Z');
  });
});

describe('suggestTime in a window too short for the formula', () => {
  it('spreads the 5 slots evenly over 09:00–11:00, jitter limited to the slot width', () => {
    const short = { windowStart: '09:00', windowEnd: '11:00' };
    const times = [0, 1, 2, 3, 4].map((pinsThatDay) => suggest({ ...short, pinsThatDay }));
    expect(times).toEqual(
      ['09:00', '09:24', '09:48', '10:12', '10:36'].map((t) => `2026-01-15T${t}:00.000Z`),
    );
    expect(suggest({ ...short, pinsThatDay: 4, random: () => 0.9999 })).toBe('2026-01-15T10:59:00.000Z');
  });

  it('spreads them when only the formula’s last slot would fall after the window end', () => {
    expect(slotLayout(minutesOfDay('16:00') - minutesOfDay('09:00'))).toEqual({ spacing: 84, jitter: 30 });
    const late = suggestTime({ ...base, windowEnd: '16:00', pinsThatDay: 4, random: () => 0.9999 });
    expect(late?.toISOString()).toBe('2026-01-15T15:05:00.000Z');
  });

  it('uses the formula from 8.5 hours of window', () => {
    expect(slotLayout(510)).toEqual({ spacing: 120, jitter: 30 });
    expect(slotLayout(509).spacing).toBeCloseTo(101.8);
  });
});

describe('suggestTime for today', () => {
  const today = { date: '2026-01-15', random: () => 0 };

  it('takes the next slot after now when the formula’s slot has passed', () => {
    expect(suggest({ ...today, now: new Date('2026-01-15T14:10:00Z') })).toBe('2026-01-15T15:00:00.000Z');
    expect(suggest({ ...today, now: new Date('2026-01-15T14:56:00Z') })).toBe('2026-01-15T17:00:00.000Z');
  });

  it('takes now + a few minutes when every slot has passed but the window is still open', () => {
    expect(suggest({ ...today, pinsThatDay: 1, now: new Date('2026-01-15T17:40:30Z') })).toBe(
      '2026-01-15T17:46:00.000Z',
    );
  });

  it('has no slot once the window is over, or on a past day', () => {
    expect(suggest({ ...today, now: new Date('2026-01-15T19:58:00Z') })).toBeUndefined();
    expect(suggest({ ...today, now: new Date('2026-01-16T08:00:00Z') })).toBeUndefined();
  });

  it('is never in the past and never outside the window, whatever the clock and the dice', () => {
    const zones = ['UTC', 'Pacific/Auckland', 'Pacific/Honolulu', 'America/New_York', 'Asia/Kolkata'];
    const windows = [
      ['09:00', '20:00'],
      ['09:00', '11:00'],
      ['06:30', '07:00'],
      ['00:00', '23:59'],
    ] as const;
    let seed = 7;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    for (const timeZone of zones) {
      for (const [windowStart, windowEnd] of windows) {
        for (let hour = 0; hour < 24; hour += 1) {
          const now = zonedTimeToInstant({ year: 2026, month: 3, day: 8, hour, minute: 17 }, timeZone);
          const start = zonedTimeToInstant(
            { year: 2026, month: 3, day: 8, minute: minutesOfDay(windowStart) },
            timeZone,
          );
          const end = zonedTimeToInstant(
            { year: 2026, month: 3, day: 8, minute: minutesOfDay(windowEnd) },
            timeZone,
          );
          for (let pinsThatDay = 0; pinsThatDay < 5; pinsThatDay += 1) {
            const input = { date: '2026-03-08', windowStart, windowEnd, pinsThatDay, now, timeZone, random };
            const time = suggestTime(input);
            if (!time) continue;
            expect(time.getTime()).toBeGreaterThan(now.getTime());
            expect(time.getTime()).toBeGreaterThanOrEqual(start.getTime());
            expect(time.getTime()).toBeLessThan(end.getTime());
          }
        }
      }
    }
  });
});
