import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { SETTINGS_SAVE_FALLBACK, settingsErrorMessage } from './settings-messages';
import { timeZoneOptions } from './time-zones';

describe('settingsErrorMessage', () => {
  it("shows the server's error", () => {
    expect(
      settingsErrorMessage(new ApiError(400, 'Posting window start must be before its end', 'validation')),
    ).toBe('Error: Posting window start must be before its end');
  });

  it('shows the network message', () => {
    expect(settingsErrorMessage(new NetworkError())).toBe('Error: Network error. Please try again.');
  });

  it('falls back when there is nothing to say', () => {
    expect(SETTINGS_SAVE_FALLBACK).toBe('Error saving settings. Please try again.');
    expect(settingsErrorMessage(new ApiError(502, undefined, undefined))).toBe(SETTINGS_SAVE_FALLBACK);
    expect(settingsErrorMessage('nope')).toBe(SETTINGS_SAVE_FALLBACK);
  });
});

describe('timeZoneOptions', () => {
  it('always offers the saved and browser zones, sorted, without duplicates', () => {
    expect(timeZoneOptions('Etc/GMT+3', 'Europe/Paris', ['Europe/Paris', 'America/New_York'])).toEqual([
      'America/New_York',
      'Etc/GMT+3',
      'Europe/Paris',
      'UTC',
    ]);
  });

  it("reads the engine's list when none is given", () => {
    const zones = timeZoneOptions('Europe/Paris', 'Europe/Paris');
    expect(zones).toContain('Europe/Paris');
    expect(zones.length).toBeGreaterThan(50);
  });
});
