import { describe, expect, it } from 'vitest';
import type { Usage } from '../../../../shared/api/settings';
import { boardLimitReason, formatResetTime, pinAllowance } from './allowance';

const now = new Date(2026, 2, 10, 15, 0); // 10 March 2026, 3 PM local time
const midnight = new Date(2026, 2, 11, 0, 0).toISOString();
const usage = (month: number, day: number, boards: Usage['boards'] = { used: 1, limit: 5 }): Usage => ({
  plan: 'starter',
  month: { used: 100 - month, limit: 100, remaining: month, resets_at: new Date(2026, 3, 1).toISOString() },
  day: { used: 3 - day, limit: 3, remaining: day, resets_at: midnight },
  boards,
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
    expect(formatResetTime(new Date(2026, 2, 10, 17, 30).toISOString(), now)).toBe('today at 5:30 PM');
    expect(formatResetTime(midnight, now)).toBe('tomorrow at 12:00 AM');
    expect(formatResetTime(new Date(2026, 2, 14, 0, 0).toISOString(), now)).toBe('on Mar 14 at 12:00 AM');
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
