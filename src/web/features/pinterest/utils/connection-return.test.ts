import { describe, expect, it } from 'vitest';
import { hasConnectionReturn, readConnectionReturn, withoutConnectionReturn } from './connection-return';

describe('reading the way back from Pinterest', () => {
  it.each([
    ['access_denied', 'You denied access to Pinterest. Please try again to connect your account.'],
    ['invalid_request', 'Invalid request. Please try connecting again.'],
    ['callback_failed', 'Connection failed. Please try again.'],
    ['missing_parameters', 'Missing required parameters. Please try again.'],
    ['server_error', 'Failed to connect to Pinterest. Please try again.'],
    ['', 'Failed to connect to Pinterest. Please try again.'],
    ['toString', 'Failed to connect to Pinterest. Please try again.'],
  ])('gives error=%s its message from the codes table', (code, message) => {
    expect(readConnectionReturn(`?error=${code}`)).toEqual({ outcome: 'error', code, message });
  });

  it('reads connected=true, and nothing from an address without a return', () => {
    expect(readConnectionReturn('?connected=true')).toEqual({ outcome: 'connected' });
    expect(readConnectionReturn('?connected=false')).toBeNull();
    expect(readConnectionReturn('?tab=pins')).toBeNull();
    expect(readConnectionReturn('')).toBeNull();
  });

  it('lets an error win over connected', () => {
    expect(readConnectionReturn('?connected=true&error=access_denied')).toMatchObject({ outcome: 'error' });
  });

  it('clears only the return parameters, keeping the others', () => {
    expect(hasConnectionReturn('?connected=false')).toBe(true);
    expect(hasConnectionReturn('?tab=pins')).toBe(false);
    expect(withoutConnectionReturn('?connected=true')).toBe('');
    expect(withoutConnectionReturn('?error=access_denied&tab=pins&x=1%202')).toBe('?tab=pins&x=1+2');
    expect(withoutConnectionReturn('?tab=pins&connected=true')).toBe('?tab=pins');
  });
});
