import { describe, expect, it } from 'vitest';
import { connectionErrorMessage } from './pinterest';

describe('connection return codes (docs/product.md §8)', () => {
  it('gives each code its message and anything else the generic one', () => {
    expect(connectionErrorMessage('access_denied')).toBe(
      'You denied access to Pinterest. Please try again to connect your account.',
    );
    expect(connectionErrorMessage('invalid_request')).toBe('Invalid request. Please try connecting again.');
    expect(connectionErrorMessage('callback_failed')).toBe('Connection failed. Please try again.');
    expect(connectionErrorMessage('missing_parameters')).toBe(
      'Missing required parameters. Please try again.',
    );
    for (const other of ['server_error', 'toString', '__proto__', '']) {
      expect(connectionErrorMessage(other)).toBe('Failed to connect to Pinterest. Please try again.');
    }
  });
});
