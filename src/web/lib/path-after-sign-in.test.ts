import { describe, expect, it } from 'vitest';
import { keepingNext, pathAfterSignIn } from './path-after-sign-in';

describe('pathAfterSignIn', () => {
  it.each([
    ['', '/dashboard'],
    ['?next=%2Finvitation%3Ftoken%3Dabc', '/invitation?token=abc'],
    ['?next=%2Fsettings%2Fteam', '/settings/team'],
    // Another site, however it is spelled, is never followed.
    ['?next=https%3A%2F%2Fevil.example', '/dashboard'],
    ['?next=%2F%2Fevil.example', '/dashboard'],
    ['?next=%2F%5Cevil.example', '/dashboard'],
    ['?next=javascript%3Aalert(1)', '/dashboard'],
  ])('%s → %s', (search, expected) => {
    expect(pathAfterSignIn(new URLSearchParams(search))).toBe(expected);
  });
});

describe('keepingNext', () => {
  it('carries the way back between sign-in and sign-up', () => {
    expect(keepingNext('/signup', new URLSearchParams('?next=%2Finvitation%3Ftoken%3Dabc'))).toBe(
      '/signup?next=%2Finvitation%3Ftoken%3Dabc',
    );
    expect(keepingNext('/signup', new URLSearchParams(''))).toBe('/signup');
  });
});
