import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE, NetworkError } from './api-client';
import { readableErrorMessage, readableServerText } from './readable-error';

describe('readableServerText', () => {
  it('keeps a message already written for people', () => {
    expect(readableServerText('That day already has 5 pins. Choose another day.')).toBe(
      'That day already has 5 pins. Choose another day.',
    );
    expect(readableServerText('Title is required')).toBe('Title is required');
  });

  it('names an API field in words and drops the programmer’s format', () => {
    const text = readableServerText(
      'scheduled_time must be an ISO 8601 date and time, e.g. 2026-12-01T09:30:00Z',
    );
    expect(text).toBe('The scheduled time must be a valid date and time.');
    expect(readableServerText('board_id must be a board id')).toBe('The board must be one of your boards.');
    expect(readableServerText('pins_per_day must be at most 30')).toBe('Pins per day must be at most 30.');
  });

  it('has nothing to say for what only a programmer can fix', () => {
    expect(readableServerText('Unknown field: colour')).toBeNull();
    expect(readableServerText('Request body must be a JSON object')).toBeNull();
  });
});

describe('readableErrorMessage', () => {
  it('uses the readable server text of a refusal, the fallback for a server failure', () => {
    expect(readableErrorMessage(new ApiError(409, 'That day is full', 'conflict'), 'Fallback')).toBe(
      'That day is full',
    );
    expect(
      readableErrorMessage(
        new ApiError(400, 'scheduled_time must be an ISO 8601 date and time', 'x'),
        'Fallback',
      ),
    ).toBe('The scheduled time must be a valid date and time.');
    expect(readableErrorMessage(new ApiError(400, 'Unknown field: x', 'validation_error'), 'Fallback')).toBe(
      'Fallback',
    );
    expect(readableErrorMessage(new ApiError(500, 'Internal server error', 'internal'), 'Fallback')).toBe(
      'Fallback',
    );
    expect(readableErrorMessage(new NetworkError(), 'Fallback')).toBe(NETWORK_ERROR_MESSAGE);
    expect(readableErrorMessage(new Error('boom'), 'Fallback')).toBe('Fallback');
  });
});
