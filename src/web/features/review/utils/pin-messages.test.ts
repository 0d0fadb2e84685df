import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client';
import {
  APPROVE_PIN_ERROR,
  approvedMessage,
  bestHoursMessage,
  bestHoursPinsMessage,
  DELETE_PIN_ERROR,
  notApprovedReason,
  pinDisplayText,
  pinFailure,
  scheduledCountMessage,
  UPDATE_PIN_ERROR,
} from './pin-messages';

describe('pinDisplayText', () => {
  it('strips the quote marks a model wraps around the title and description', () => {
    expect(
      pinDisplayText({ title: '"Cosy Autumn Soups"', description: '“Warm bowls for cold nights.”' }),
    ).toEqual({
      title: 'Cosy Autumn Soups',
      description: 'Warm bowls for cold nights.',
    });
    expect(pinDisplayText({ title: "  'Single'  ", description: '«Guillemets»' })).toEqual({
      title: 'Single',
      description: 'Guillemets',
    });
  });

  it('keeps quotes inside the text', () => {
    expect(pinDisplayText({ title: 'The "best" soup', description: "Grandma's recipe" })).toEqual({
      title: 'The "best" soup',
      description: "Grandma's recipe",
    });
  });
});

describe('pinFailure', () => {
  it('uses the spec texts word for word', () => {
    expect(DELETE_PIN_ERROR).toBe('Error deleting pin. Please try again.');
    expect(UPDATE_PIN_ERROR).toBe('Error updating pin. Please try again.');
    expect(APPROVE_PIN_ERROR).toBe('Error approving pin. Please try again.');
  });

  it("gives the server's reason for a 409 or a 400 under the spec text", () => {
    const full = new ApiError(409, 'That day already has 5 pins', 'day_full');
    expect(pinFailure(APPROVE_PIN_ERROR, full)).toEqual({
      message: 'Error approving pin. Please try again.',
      description: 'That day already has 5 pins',
    });
    const invalid = new ApiError(400, 'Title is required', 'validation');
    expect(pinFailure(UPDATE_PIN_ERROR, invalid)).toEqual({
      message: UPDATE_PIN_ERROR,
      description: 'Title is required',
    });
  });

  it('makes a reason that names an API field readable, and drops one a person cannot act on', () => {
    const field = new ApiError(
      400,
      'scheduled_time must be an ISO 8601 date and time, e.g. 2026-12-01T09:30:00Z',
      'v',
    );
    expect(pinFailure(UPDATE_PIN_ERROR, field).description).toBe(
      'The scheduled time must be a valid date and time.',
    );
    expect(pinFailure(UPDATE_PIN_ERROR, new ApiError(400, 'Unknown field: x', 'v'))).toEqual({
      message: UPDATE_PIN_ERROR,
    });
  });

  it('shows the spec text alone for anything else, and says when the connection is lost', () => {
    expect(pinFailure(APPROVE_PIN_ERROR, new ApiError(500, 'Internal server error', 'internal'))).toEqual({
      message: APPROVE_PIN_ERROR,
    });
    expect(pinFailure(APPROVE_PIN_ERROR, new ApiError(409, undefined, undefined))).toEqual({
      message: APPROVE_PIN_ERROR,
    });
    expect(pinFailure(UPDATE_PIN_ERROR, new NetworkError())).toEqual({
      message: UPDATE_PIN_ERROR,
      description: 'Network error. Please try again.',
    });
    expect(pinFailure(UPDATE_PIN_ERROR, new Error('boom'))).toEqual({ message: UPDATE_PIN_ERROR });
  });
});

describe('the bulk approval texts', () => {
  it('counts the scheduled pins', () => {
    expect(scheduledCountMessage(1)).toBe('1 pin scheduled');
    expect(scheduledCountMessage(5)).toBe('5 pins scheduled');
  });

  it('gives each pin left in review a readable reason', () => {
    expect(notApprovedReason('Pin not found')).toBe('Pin not found');
    expect(notApprovedReason('pin_ids must be a list of pin ids')).toBe(
      'The chosen pins must be pins from your review list.',
    );
    expect(notApprovedReason('Unknown field: x')).toBe('It could not be approved. Please try again.');
  });
});

describe('approvedMessage', () => {
  it('names the slot in the user’s time zone, not the browser’s', () => {
    expect(approvedMessage('2026-07-14T08:30:00Z', 'America/New_York')).toBe(
      'Pin approved and scheduled for Jul 14, 2026, 4:30 AM',
    );
    expect(approvedMessage('2026-07-14T08:30:00Z', 'Asia/Kolkata')).toBe(
      'Pin approved and scheduled for Jul 14, 2026, 2:00 PM',
    );
  });

  it('still confirms without a time', () => {
    expect(approvedMessage(null, 'UTC')).toBe('Pin approved and scheduled');
  });
});

describe('bestHoursMessage', () => {
  it('names the best hours on the 12-hour clock, the half of the day once when both share it', () => {
    expect(bestHoursMessage({ from_hour: 19, to_hour: 21 })).toBe('Your pins do best between 7 and 9 pm.');
    expect(bestHoursMessage({ from_hour: 11, to_hour: 13 })).toBe(
      'Your pins do best between 11 am and 1 pm.',
    );
    expect(bestHoursMessage({ from_hour: 22, to_hour: 24 })).toBe(
      'Your pins do best between 10 pm and 12 am.',
    );
    expect(bestHoursMessage({ from_hour: 0, to_hour: 2 })).toBe('Your pins do best between 12 and 2 am.');
  });

  it('says how many pins of a bulk approval went into them', () => {
    const reason = { from_hour: 8, to_hour: 10 };
    expect(bestHoursPinsMessage([], 3)).toBeNull();
    expect(bestHoursPinsMessage([{ reason }], 1)).toBe(
      'It was placed in your best hours. Your pins do best between 8 and 10 am.',
    );
    expect(bestHoursPinsMessage([{ reason }, { reason }], 3)).toBe(
      '2 of them were placed in your best hours. Your pins do best between 8 and 10 am.',
    );
  });
});
