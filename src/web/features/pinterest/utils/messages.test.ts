import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { failedAnswerText, PinterestCallError, pinterestErrorMessage } from './messages';

describe('Pinterest connection messages', () => {
  it('prefers the server text, then the network message, then the fallback', () => {
    expect(pinterestErrorMessage(new ApiError(500, 'Pinterest is down', undefined), 'Fallback')).toBe(
      'Pinterest is down',
    );
    expect(pinterestErrorMessage(new ApiError(500, undefined, undefined), 'Fallback')).toBe('Fallback');
    expect(pinterestErrorMessage(new NetworkError(), 'Fallback')).toBe('Network error. Please try again.');
    expect(pinterestErrorMessage(new PinterestCallError('Said no'), 'Fallback')).toBe('Said no');
    expect(pinterestErrorMessage(new Error('internal detail'), 'Fallback')).toBe('Fallback');
  });

  it('reads a success:false answer: error, else details, else the fallback', () => {
    expect(failedAnswerText({ success: false, error: 'E', details: 'D' }, 'F')).toBe('E');
    expect(failedAnswerText({ success: false, error: ' ', details: 'D' }, 'F')).toBe('D');
    expect(failedAnswerText({ success: false }, 'F')).toBe('F');
    expect(failedAnswerText(undefined, 'F')).toBe('F');
  });
});
