import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportFailure } from './report-failure';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('reportFailure', () => {
  it('records what failed, its details, then the error', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('offline');
    reportFailure('Skipping an unreadable line of the pin stream', error, 'data: {');
    expect(logged).toHaveBeenCalledExactlyOnceWith(
      'Skipping an unreadable line of the pin stream',
      'data: {',
      error,
    );
  });
});
