import { describe, expect, it } from 'vitest';
import { PIN_GAP_MINUTES } from './api/schedule';
import {
  minutesOfDay,
  pinGapMinutes,
  type SuggestTimeInput,
  slotLayout,
  suggestTime,
  suggestTimeInHours,
} from './schedule-rules';
import { zonedTimeToInstant } from './time-zone';

/** The same "random" numbers in [0, 1) every run (a Park–Miller generator), so a failure repeats. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16_807) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

const base: SuggestTimeInput = {
  date: '2026-01-15',
  windowStart: '09:00',
  windowEnd: '20:00',
  pinsThatDay: 0,
  pinTimes: [],
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
    const random = seededRandom(7);
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
            const input = {
              date: '2026-03-08',
              windowStart,
              windowEnd,
              pinsThatDay,
              pinTimes: [],
              now,
              timeZone,
              random,
            };
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

describe('suggestTime keeps suggested pins apart (ADR 0011)', () => {
  const at = (hhmm: string, date = '2026-01-15') => new Date(`${date}T${hhmm}:00Z`);
  const today = { date: '2026-01-15', random: () => 0 };

  it('gives a burst of approvals after the last slot one time today, then no more', () => {
    // The defect: at 19:25 every approval got now + 5 minutes, 19:30, four pins on one minute.
    const now = at('19:25');
    expect(suggest({ ...today, now })).toBe('2026-01-15T19:30:00.000Z');
    // 20:00, the next time 30 minutes on, is the window's end: today has no room left.
    expect(suggest({ ...today, now, pinsThatDay: 1, pinTimes: [at('19:30')] })).toBeUndefined();
  });

  it('takes the first time after now that is the gap away from every pin, not now + 5 minutes again', () => {
    const now = at('17:40');
    const pinTimes = [at('09:00'), at('17:45')];
    expect(suggest({ ...today, now, pinsThatDay: 2, pinTimes })).toBe('2026-01-15T18:15:00.000Z');
    const four = [...pinTimes, at('18:15'), at('18:45')];
    expect(suggest({ ...today, now, pinsThatDay: 4, pinTimes: four })).toBe('2026-01-15T19:15:00.000Z');
  });

  it('skips a formula slot that is too close to a time a person typed', () => {
    expect(suggest({ pinsThatDay: 1, pinTimes: [at('09:10')] })).toBe('2026-01-15T11:00:00.000Z');
    expect(suggest({ pinsThatDay: 1, pinTimes: [at('10:45')] })).toBe('2026-01-15T13:00:00.000Z');
    // 30 minutes exactly is far enough.
    expect(suggest({ pinsThatDay: 1, pinTimes: [at('10:30')] })).toBe('2026-01-15T11:00:00.000Z');
    // Every later slot is crowded: the earliest time in the window that keeps the gap.
    const crowded = ['09:00', '11:10', '13:10', '15:10', '17:10'].map((t) => at(t)).slice(1);
    expect(suggest({ pinsThatDay: 1, pinTimes: crowded })).toBe('2026-01-15T09:00:00.000Z');
    expect(suggest({ pinsThatDay: 1, pinTimes: [at('09:05'), ...crowded] })).toBe('2026-01-15T09:35:00.000Z');
  });

  it('keeps the gap from a pin on the day before, across midnight', () => {
    const allDay = { windowStart: '00:00', windowEnd: '23:59' };
    expect(suggest({ ...allDay, pinTimes: [at('23:50', '2026-01-14')] })).toBe('2026-01-15T02:00:00.000Z');
  });

  it('shrinks the gap to a fifth of a posting window too short for 5 pins 30 minutes apart', () => {
    expect(pinGapMinutes(11 * 60)).toBe(PIN_GAP_MINUTES);
    expect(pinGapMinutes(150)).toBe(30);
    expect(pinGapMinutes(60)).toBe(12);
    const hour = { windowStart: '09:00', windowEnd: '10:00' };
    const times: Date[] = [];
    for (let pinsThatDay = 0; pinsThatDay < 5; pinsThatDay += 1) {
      const time = suggestTime({ ...base, ...hour, pinsThatDay, pinTimes: times, random: () => 0.9999 });
      if (!time) throw new Error(`no time for pin ${pinsThatDay + 1}`);
      times.push(time);
    }
    expect(times.map((time) => time.toISOString().slice(11, 16))).toEqual([
      '09:11',
      '09:23',
      '09:35',
      '09:47',
      '09:59',
    ]);
  });

  it('never suggests a time closer than the gap to another pin, in any zone, window or hour', () => {
    const zones = ['UTC', 'Pacific/Auckland', 'America/New_York', 'Asia/Kolkata'];
    const windows = [
      ['09:00', '20:00'],
      ['09:00', '11:00'],
      ['18:00', '21:00'],
    ] as const;
    const random = seededRandom(11);
    for (const timeZone of zones) {
      for (const [windowStart, windowEnd] of windows) {
        const gap = pinGapMinutes(minutesOfDay(windowEnd) - minutesOfDay(windowStart)) * 60_000;
        for (const hour of [0, 8, 12, 17, 19, 23]) {
          const now = zonedTimeToInstant({ year: 2026, month: 3, day: 8, hour, minute: 25 }, timeZone);
          const pinTimes: Date[] = [];
          // Approvals one after another, as the user lock makes them, on today then tomorrow.
          for (const date of ['2026-03-08', '2026-03-09']) {
            const onDay: Date[] = [];
            for (let pin = 0; pin < 5; pin += 1) {
              const time = suggestTime({
                date,
                windowStart,
                windowEnd,
                pinsThatDay: onDay.length,
                pinTimes,
                now,
                timeZone,
                random,
              });
              if (!time) break;
              expect(time.getTime()).toBeGreaterThan(now.getTime());
              for (const other of pinTimes) {
                expect(Math.abs(time.getTime() - other.getTime())).toBeGreaterThanOrEqual(gap);
              }
              pinTimes.push(time);
              onDay.push(time);
            }
          }
        }
      }
    }
  });
});

describe('suggestTimeInHours (ADR 0045)', () => {
  const base = {
    date: '2026-07-14',
    windowStart: '09:00',
    windowEnd: '20:00',
    pinsThatDay: 0,
    pinTimes: [] as Date[],
    now: new Date('2026-07-14T00:00:00Z'),
    timeZone: 'America/New_York',
    hours: { fromHour: 19, toHour: 21 },
  };

  it('picks a random minute of the best hours that are inside the window, in local time', () => {
    // 19:00–20:00 New York (EDT, UTC−4) is 23:00–24:00 UTC: the window ends the best hours at 20:00.
    for (const [roll, expected] of [
      [0, '2026-07-14T23:00:00.000Z'],
      [0.999, '2026-07-14T23:59:00.000Z'],
    ] as const) {
      const time = suggestTimeInHours({ ...base, random: () => roll });
      expect(time?.toISOString()).toBe(expected);
      expect(
        time && time < zonedTimeToInstant({ year: 2026, month: 7, day: 14, hour: 20 }, base.timeZone),
      ).toBe(true);
    }
  });

  it('is null when the day is full, the hours miss the window, or no minute keeps the gap', () => {
    expect(suggestTimeInHours({ ...base, pinsThatDay: 5, random: () => 0 })).toBeNull();
    expect(suggestTimeInHours({ ...base, hours: { fromHour: 6, toHour: 8 }, random: () => 0 })).toBeNull();
    const taken = [0, 30].map((minute) => new Date(Date.UTC(2026, 6, 14, 23, minute)));
    expect(suggestTimeInHours({ ...base, pinTimes: taken, random: () => 0 })).toBeNull();
    const one = [new Date(Date.UTC(2026, 6, 14, 23, 0))];
    expect(suggestTimeInHours({ ...base, pinTimes: one, random: () => 0 })?.toISOString()).toBe(
      `2026-07-14T23:${PIN_GAP_MINUTES}:00.000Z`,
    );
  });
});
