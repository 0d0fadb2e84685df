// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, readStoredSession, saveSession } from './session-storage';
import { readStoredToken, sessionFromAnswer } from './session-write';

const user = { id: 'u1', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' };

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('readStoredSession', () => {
  it('returns the session when both authToken and user are stored', () => {
    localStorage.setItem('authToken', 'tok');
    localStorage.setItem('user', JSON.stringify(user));
    expect(readStoredSession()).toEqual({ token: 'tok', user });
  });

  it('needs both keys', () => {
    localStorage.setItem('authToken', 'tok');
    expect(readStoredSession()).toBeNull();
    localStorage.clear();
    localStorage.setItem('user', JSON.stringify(user));
    expect(readStoredSession()).toBeNull();
    // A lone key is left alone: only an unreadable user clears the session.
    expect(localStorage.getItem('user')).not.toBeNull();
  });

  it('logs and removes both keys when the user cannot be parsed', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('authToken', 'tok');
    localStorage.setItem('user', '{not json');
    expect(readStoredSession()).toBeNull();
    expect(logged).toHaveBeenCalledOnce();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('treats a user without id or names as unreadable', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('authToken', 'tok');
    localStorage.setItem('user', JSON.stringify({ id: 'u1', first_name: 'Ada' }));
    expect(readStoredSession()).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});

describe('saveSession and clearSession', () => {
  it('round-trips through local storage and clears both keys', () => {
    saveSession({ token: 'tok', user });
    expect(localStorage.getItem('authToken')).toBe('tok');
    expect(readStoredSession()).toEqual({ token: 'tok', user });
    clearSession();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('readStoredToken', () => {
  it('gives the token only when a whole session is stored', () => {
    expect(readStoredToken()).toBeNull();
    localStorage.setItem('authToken', 'tok');
    expect(readStoredToken()).toBeNull();
    localStorage.setItem('user', JSON.stringify(user));
    expect(readStoredToken()).toBe('tok');
  });
});

describe('sessionFromAnswer', () => {
  it('keeps a sign-in answer with a token and refuses one without', () => {
    expect(sessionFromAnswer({ token: 'tok', user })).toEqual({ token: 'tok', user });
    expect(() => sessionFromAnswer({ token: '', user })).toThrow();
  });
});
