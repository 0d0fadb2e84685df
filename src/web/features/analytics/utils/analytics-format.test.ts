import { describe, expect, it } from 'vitest';
import { hourSpan } from '../../../lib/hour-span';
import { formatChange, formatDay, timeAgo } from './analytics-format';

describe('analytics wording', () => {
  it('shows change against the period before with its direction, or nothing to compare', () => {
    expect(formatChange(0.25)).toEqual({ text: '▲ 25%', direction: 'up' });
    expect(formatChange(-0.035)).toEqual({ text: '▼ 3.5%', direction: 'down' });
    expect(formatChange(0)).toEqual({ text: '0%', direction: 'flat' });
    expect(formatChange(null)).toBeNull();
  });

  it('says the best hours as people do', () => {
    expect(hourSpan(19, 21)).toBe('between 7 and 9 pm');
    expect(hourSpan(11, 13)).toBe('between 11 am and 1 pm');
    expect(hourSpan(22, 24)).toBe('between 10 pm and 12 am');
  });

  it('reads an API day as that calendar day and a collection time as time ago', () => {
    expect(formatDay('2026-11-03')).toBe('Nov 3');
    expect(formatDay('2026-11-03', 'long')).toBe('November 3, 2026');
    const now = Date.parse('2026-11-27T12:00:00.000Z');
    expect(timeAgo('2026-11-27T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-11-26T12:00:00.000Z', now)).toBe('yesterday');
    expect(timeAgo('2026-11-27T11:59:50.000Z', now)).toBe('just now');
  });
});
