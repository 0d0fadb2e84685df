// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearAdminSession,
  readAdminSession,
  rememberAdminRedirectPath,
  saveAdminSession,
  takeAdminRedirectPath,
} from './admin-session-storage';

const admin = { id: 'a1', email: 'staff@pinloom.app', first_name: 'Sam', last_name: 'Staff' };

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('admin session', () => {
  it('needs both adminToken and admin', () => {
    saveAdminSession({ token: 'adm', admin });
    expect(readAdminSession()).toEqual({ token: 'adm', admin });
    localStorage.removeItem('admin');
    expect(readAdminSession()).toBeNull();
  });

  it('clears both keys when the stored admin cannot be parsed', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('adminToken', 'adm');
    localStorage.setItem('admin', 'nope');
    expect(readAdminSession()).toBeNull();
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('admin')).toBeNull();
  });

  it('clearAdminSession leaves the user session alone', () => {
    localStorage.setItem('authToken', 'tok');
    saveAdminSession({ token: 'adm', admin });
    clearAdminSession();
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('authToken')).toBe('tok');
  });
});

describe('admin redirect path', () => {
  it('is kept in session storage and read once', () => {
    rememberAdminRedirectPath('/admin?tab=users');
    expect(sessionStorage.getItem('adminRedirectPath')).toBe('/admin?tab=users');
    expect(takeAdminRedirectPath()).toBe('/admin?tab=users');
    expect(sessionStorage.getItem('adminRedirectPath')).toBeNull();
    expect(takeAdminRedirectPath()).toBe('/admin');
  });

  it('never remembers a path outside the admin area', () => {
    rememberAdminRedirectPath('https://evil.example/admin');
    rememberAdminRedirectPath('/dashboard');
    expect(sessionStorage.getItem('adminRedirectPath')).toBeNull();
    sessionStorage.setItem('adminRedirectPath', '//evil.example');
    expect(takeAdminRedirectPath()).toBe('/admin');
  });
});
