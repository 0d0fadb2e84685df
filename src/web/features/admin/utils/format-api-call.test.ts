import { describe, expect, it } from 'vitest';
import { formatCost, formatDuration, formatTokens, readableBody } from './format-api-call';

describe('API call figures', () => {
  it('shows cost to 4 or 6 decimals', () => {
    expect(formatCost(0.04, 4)).toBe('$0.0400');
    expect(formatCost(0.0123456, 6)).toBe('$0.012346');
    expect(formatCost(0, 4)).toBe('$0.0000');
  });

  it('shows durations and tokens with separators', () => {
    expect(formatDuration(12345)).toBe('12,345 ms');
    expect(formatTokens(1)).toBe('1 token');
    expect(formatTokens(1500)).toBe('1,500 tokens');
  });

  it('indents JSON bodies and leaves other text alone', () => {
    expect(readableBody('{"model":"gpt-4o","n":1}')).toBe('{\n  "model": "gpt-4o",\n  "n": 1\n}');
    expect(readableBody('{not json')).toBe('{not json');
    expect(readableBody('plain words')).toBe('plain words');
  });
});
