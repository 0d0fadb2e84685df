import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client';
import {
  APPROVE_PIN_ERROR,
  approvedMessage,
  DELETE_PIN_ERROR,
  pinDisplayText,
  pinFailureMessage,
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

describe('pinFailureMessage', () => {
  it('uses the spec texts word for word', () => {
    expect(DELETE_PIN_ERROR).toBe('Error deleting pin. Please try again.');
    expect(UPDATE_PIN_ERROR).toBe('Error updating pin. Please try again.');
    expect(APPROVE_PIN_ERROR).toBe('Error approving pin. Please try again.');
  });

  it("adds the server's message to a 409 or a 400", () => {
    const full = new ApiError(409, 'That day already has 5 pins', 'day_full');
    expect(pinFailureMessage(APPROVE_PIN_ERROR, full)).toBe(
      'Error approving pin. Please try again.\n\nThat day already has 5 pins',
    );
    const invalid = new ApiError(400, 'Title is required', 'validation');
    expect(pinFailureMessage(UPDATE_PIN_ERROR, invalid)).toBe(
      'Error updating pin. Please try again.\n\nTitle is required',
    );
  });

  it('shows the spec text alone for anything else', () => {
    expect(pinFailureMessage(APPROVE_PIN_ERROR, new ApiError(500, 'Internal server error', 'internal'))).toBe(
      APPROVE_PIN_ERROR,
    );
    expect(pinFailureMessage(APPROVE_PIN_ERROR, new ApiError(409, undefined, undefined))).toBe(
      APPROVE_PIN_ERROR,
    );
    expect(pinFailureMessage(UPDATE_PIN_ERROR, new NetworkError())).toBe(UPDATE_PIN_ERROR);
    expect(pinFailureMessage(UPDATE_PIN_ERROR, new Error('boom'))).toBe(UPDATE_PIN_ERROR);
  });
});

describe('approvedMessage', () => {
  it('names the slot in local time', () => {
    expect(approvedMessage('2026-07-14T08:30:00Z', 'en-US')).toMatch(
      /^Pin approved and scheduled for Jul 14, 2026, \d{1,2}:30\s[AP]M$/,
    );
  });

  it('still confirms without a time', () => {
    expect(approvedMessage(null)).toBe('Pin approved and scheduled');
  });
});
