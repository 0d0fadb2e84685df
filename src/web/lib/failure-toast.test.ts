import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-client';
import { failureToast } from './failure-toast';

const SPEC_TEXT = 'Error updating pin. Please try again.';

describe('failureToast', () => {
  it('gives the readable reason of any refusal but a 401, and says when the connection is lost', () => {
    for (const status of [400, 403, 404, 409, 429]) {
      expect(failureToast(SPEC_TEXT, new ApiError(status, 'That day already has 5 pins', 'x'))).toEqual({
        message: SPEC_TEXT,
        description: 'That day already has 5 pins',
      });
    }
    expect(
      failureToast(SPEC_TEXT, new ApiError(400, 'scheduled_time must be an ISO 8601 date and time', 'v')),
    ).toEqual({ message: SPEC_TEXT, description: 'The scheduled time must be a valid date and time.' });
    expect(failureToast(SPEC_TEXT, new NetworkError())).toEqual({
      message: SPEC_TEXT,
      description: 'Network error. Please try again.',
    });
  });

  it('gives the text alone for a 401, a server failure, a reason no person can act on, or any other error', () => {
    expect(failureToast(SPEC_TEXT, new ApiError(401, 'Session expired', 'unauthorized'))).toEqual({
      message: SPEC_TEXT,
    });
    expect(failureToast(SPEC_TEXT, new ApiError(500, 'Internal server error', 'internal'))).toEqual({
      message: SPEC_TEXT,
    });
    expect(failureToast(SPEC_TEXT, new ApiError(400, 'Unknown field: x', 'v'))).toEqual({
      message: SPEC_TEXT,
    });
    expect(failureToast(SPEC_TEXT, new ApiError(409, undefined, undefined))).toEqual({ message: SPEC_TEXT });
    expect(failureToast(SPEC_TEXT, new Error('boom'))).toEqual({ message: SPEC_TEXT });
  });

  it('gives a reason only for the listed statuses when they are named', () => {
    const notFound = new ApiError(404, 'Pin not found', 'not_found');
    expect(failureToast(SPEC_TEXT, notFound, [400, 409])).toEqual({ message: SPEC_TEXT });
    expect(failureToast(SPEC_TEXT, new ApiError(409, 'That day is full', 'day_full'), [400, 409])).toEqual({
      message: SPEC_TEXT,
      description: 'That day is full',
    });
    expect(failureToast(SPEC_TEXT, new NetworkError(), [400, 409]).description).toBe(
      'Network error. Please try again.',
    );
  });
});
