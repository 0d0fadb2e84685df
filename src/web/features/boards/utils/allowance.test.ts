import { describe, expect, it } from 'vitest';
import type { Usage } from '../../../../shared/api/settings';
import { boardLimitReason, formatResetTime, pinAllowance } from './allowance';

// The user is in Tokyo (UTC+9), whatever zone the browser (or CI) is in: the server's resets are
// the user's midnights, and they read as such.
const ZONE = 'Asia/Tokyo';
const now = new Date('2026-03-10T06:00:00Z'); // 10 March 2026, 3 PM in Tokyo
const midnight = '2026-03-10T15:00:00.000Z'; // 11 March, 12 AM in Tokyo
const firstOfApril = '2026-03-31T15:00:00.000Z'; // 1 April, 12 AM in Tokyo; still 31 March in UTC
const usage = (month: number, day: number, boards: Usage['boards'] = { used: 1, limit: 5 }): Usage => ({
  plan: 'starter',
  month: { used: 100 - month, limit: 100, remaining: month, resets_at: firstOfApril },
  day: { used: 3 - day, limit: 3, remaining: day, resets_at: midnight },
  boards,
  time_zone: ZONE,
});

describe('pinAllowance', () => {
  it('says how many pins are left today and when more come', () => {
    expect(pinAllowance(usage(50, 2), now)).toEqual({
      exhausted: false,
      text: '2 pins left today · resets tomorrow at 12:00 AM',
    });
  });

  it('names the month when it runs out first', () => {
    expect(pinAllowance(usage(1, 3), now).text).toBe('1 pin left this month · resets on Apr 1');
  });

  it('gives the reason and the reset when none are left', () => {
    expect(pinAllowance(usage(50, 0), now)).toEqual({
      exhausted: true,
      text: 'No pins left today. Your Starter plan includes 3 pins a day. More from tomorrow at 12:00 AM.',
    });
    expect(pinAllowance(usage(0, 3), now)).toEqual({
      exhausted: true,
      text: 'No pins left this month. Your Starter plan includes 100 pins a month. More on Apr 1.',
    });
  });
});

describe('formatResetTime', () => {
  it('says today, tomorrow or the date', () => {
    expect(formatResetTime('2026-03-10T08:30:00.000Z', ZONE, now)).toBe('today at 5:30 PM');
    expect(formatResetTime(midnight, ZONE, now)).toBe('tomorrow at 12:00 AM');
    expect(formatResetTime('2026-03-13T15:00:00.000Z', ZONE, now)).toBe('on Mar 14 at 12:00 AM');
  });

  it('reads the day in the user’s zone, not the browser’s', () => {
    // 11 PM on 10 March in London is already 11 March in Tokyo.
    const lateInLondon = new Date('2026-03-10T23:00:00Z');
    expect(formatResetTime('2026-03-11T15:00:00.000Z', ZONE, lateInLondon)).toBe('tomorrow at 12:00 AM');
    expect(formatResetTime('2026-03-11T15:00:00.000Z', 'Europe/London', lateInLondon)).toBe(
      'tomorrow at 3:00 PM',
    );
  });

  it('falls back to UTC for a zone the browser does not know', () => {
    expect(formatResetTime(midnight, 'Mars/Olympus_Mons', now)).toBe('today at 3:00 PM');
  });
});

describe('boardLimitReason', () => {
  it('closes Add New Board at the limit, not before, never on an unlimited plan', () => {
    expect(boardLimitReason(usage(5, 1, { used: 4, limit: 5 }), 4)).toBeNull();
    expect(boardLimitReason(usage(5, 1, { used: 5, limit: 5 }), 5)).toBe(
      'Your Starter plan includes 5 boards.',
    );
    // Just created the last one: the list knows before the usage is read again.
    expect(boardLimitReason(usage(5, 1, { used: 4, limit: 5 }), 5)).not.toBeNull();
    expect(boardLimitReason(usage(5, 1, { used: 40, limit: null }), 40)).toBeNull();
    expect(boardLimitReason(undefined, 3)).toBeNull();
  });

  it('says over the limit that extra boards stay readable and publishable, but no new ones', () => {
    expect(boardLimitReason(usage(5, 1, { used: 3, limit: 1 }), 3)).toBe(
      'Your Starter plan includes 1 board and you have 3. Your extra boards stay readable and publishable, but no new board can be made until you are within the limit.',
    );
  });
});
