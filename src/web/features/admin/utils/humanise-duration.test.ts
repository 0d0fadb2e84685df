import { describe, expect, it } from 'vitest';
import { humaniseDuration } from './humanise-duration';

describe('humaniseDuration', () => {
  it('says the two largest units', () => {
    expect(humaniseDuration(0)).toBe('0 seconds');
    expect(humaniseDuration(1)).toBe('1 second');
    expect(humaniseDuration(59)).toBe('59 seconds');
    expect(humaniseDuration(60)).toBe('1 minute');
    expect(humaniseDuration(45 * 60 + 30)).toBe('45 minutes');
    expect(humaniseDuration(3600)).toBe('1 hour');
    expect(humaniseDuration(3 * 3600 + 5 * 60)).toBe('3 hours 5 minutes');
    expect(humaniseDuration(86400)).toBe('1 day');
    expect(humaniseDuration(2 * 86400 + 4 * 3600 + 59)).toBe('2 days 4 hours');
  });
});
