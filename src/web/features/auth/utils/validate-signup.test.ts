import { describe, expect, it } from 'vitest';
import { validateSignup } from './validate-signup';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'correct horse',
  confirmPassword: 'correct horse',
};

describe('validateSignup', () => {
  it('accepts complete, matching fields', () => {
    expect(validateSignup(valid)).toBeNull();
  });

  it('asks for every field first', () => {
    expect(validateSignup({ ...valid, firstName: '  ' })).toBe('Please fill in all required fields.');
    expect(validateSignup({ ...valid, confirmPassword: '', password: 'short' })).toBe(
      'Please fill in all required fields.',
    );
  });

  it('checks that the passwords match before their length', () => {
    expect(validateSignup({ ...valid, password: 'short', confirmPassword: 'shorter' })).toBe(
      'Passwords do not match',
    );
  });

  it('needs at least 8 characters', () => {
    expect(validateSignup({ ...valid, password: '1234567', confirmPassword: '1234567' })).toBe(
      'Password must be at least 8 characters long',
    );
    expect(validateSignup({ ...valid, password: '12345678', confirmPassword: '12345678' })).toBeNull();
  });

  it('refuses a password of spaces only, as the server does', () => {
    expect(validateSignup({ ...valid, password: '        ', confirmPassword: '        ' })).toBe(
      'Password cannot be only spaces',
    );
  });
});
