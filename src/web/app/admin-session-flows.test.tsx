// @vitest-environment jsdom
// The admin portal's session: the redirect to /admin/login and back, and signing out of the
// console (here, and everywhere).
import { act } from 'react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminLoginResponse } from '../../shared/api/auth';
import { successResponse } from '../../shared/api/common';
import { answer, failure } from '../test/answers';
import {
  answerConfirmation,
  button,
  fetchMock,
  fill,
  renderAt,
  serverFault,
  submit,
  waitFor,
  waitForText,
  waitForToast,
} from './session-flows.fixture';

describe('admin portal', () => {
  const admin = { id: 'a1', email: 'staff@pinloom.app', first_name: 'Sam', last_name: 'Staff' };

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('sends a visitor without an admin token to /admin/login', async () => {
    const router = renderAt('/admin');
    await waitFor(() => router.state.location.pathname === '/admin/login', '/admin/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('remembers where a signed-out visitor was going and returns there after sign-in', async () => {
    const router = renderAt('/admin/settings?tab=flags');
    await waitFor(() => router.state.location.pathname === '/admin/login', '/admin/login');
    expect(sessionStorage.getItem('adminRedirectPath')).toBe('/admin/settings?tab=flags');
    await waitForText('Admin Portal', 'the admin login');

    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/api/admin/login')
        ? answer(adminLoginResponse, { token: 'fresh', admin })
        : failure(404, { error: 'Not found', code: 'not_found' }),
    );
    fill('email', 'staff@pinloom.app');
    fill('password', 'admin password');
    submit();
    await waitFor(() => router.state.location.pathname !== '/admin/login', 'leaving /admin/login');
    expect(router.state.location.pathname + router.state.location.search).toBe('/admin/settings?tab=flags');
    expect(sessionStorage.getItem('adminRedirectPath')).toBeNull();
  });

  it('clears a rejected admin token, remembers the path, and returns there after sign-in', async () => {
    localStorage.setItem('adminToken', 'stale');
    localStorage.setItem('admin', JSON.stringify(admin));
    fetchMock.mockResolvedValueOnce(failure(401, { error: 'Unauthorized', code: 'unauthorized' }));
    const router = renderAt('/admin?tab=users');
    await waitFor(() => router.state.location.pathname === '/admin/login', '/admin/login');
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('admin')).toBeNull();
    expect(sessionStorage.getItem('adminRedirectPath')).toBe('/admin?tab=users');
    await waitForText('Admin Portal', 'the admin login');

    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/api/admin/login')
        ? answer(adminLoginResponse, { token: 'fresh', admin })
        : answer(successResponse, { success: true }),
    );
    fill('email', 'staff@pinloom.app');
    fill('password', 'admin password');
    submit();
    await waitForText('Admin console', 'the admin console');
    expect(router.state.location.pathname + router.state.location.search).toBe('/admin?tab=users');
    expect(sessionStorage.getItem('adminRedirectPath')).toBeNull();
    expect(localStorage.getItem('adminToken')).toBe('fresh');
    // The user session is untouched by admin calls.
    expect(localStorage.getItem('authToken')).toBeNull();

    act(() => button('Logout').click());
    await waitFor(() => router.state.location.pathname === '/admin/login', '/admin/login');
    expect(localStorage.getItem('adminToken')).toBeNull();
  });
  describe('signing out of the console', () => {
    /** Signed in to the console; `answers` by path for POSTs, success for the session check. */
    function serveConsole(answers: Record<string, () => Response | Promise<Response>>) {
      localStorage.setItem('adminToken', 'admin-token');
      localStorage.setItem('admin', JSON.stringify(admin));
      const tokenAtCall: Record<string, string | null> = {};
      fetchMock.mockImplementation(async (input, init) => {
        const path = String(input).split('?')[0] ?? '';
        if (init?.method === 'POST' && answers[path]) {
          tokenAtCall[path] = localStorage.getItem('adminToken');
          return answers[path]();
        }
        return path === '/api/admin/test'
          ? answer(successResponse, { success: true })
          : failure(404, { error: `No route ${path}`, code: 'not_found' });
      });
      return tokenAtCall;
    }
    const posts = (path: string) =>
      fetchMock.mock.calls.filter(([input, init]) => String(input).endsWith(path) && init?.method === 'POST');

    it('Logout ends the session on the server first, then clears the browser', async () => {
      const tokenAtCall = serveConsole({
        '/api/admin/logout': () => answer(successResponse, { success: true }),
      });
      const router = renderAt('/admin/users');
      await waitForText('Admin console', 'the admin console');
      act(() => button('Logout').click());
      await waitFor(() => router.state.location.pathname === '/admin/login', '/admin/login');
      expect(posts('/api/admin/logout')).toHaveLength(1);
      expect((posts('/api/admin/logout')[0]?.[1]?.headers ?? {}) as Record<string, string>).toHaveProperty(
        'Authorization',
        'Bearer admin-token',
      );
      // Revoked while the browser still held it: the token was never dropped unrevoked.
      expect(tokenAtCall['/api/admin/logout']).toBe('admin-token');
      expect(localStorage.getItem('adminToken')).toBeNull();
      expect(localStorage.getItem('admin')).toBeNull();
      // An explicit sign-out remembers no page to come back to.
      expect(sessionStorage.getItem('adminRedirectPath')).toBeNull();
    });

    it('clears the browser and says so when the server cannot be reached', async () => {
      serveConsole({
        '/api/admin/logout': () => Promise.reject(new TypeError('Failed to fetch')),
      });
      const router = renderAt('/admin');
      await waitForText('Admin console', 'the admin console');
      act(() => button('Logout').click());
      await waitFor(() => router.state.location.pathname === '/admin/login', '/admin/login');
      expect(localStorage.getItem('adminToken')).toBeNull();
      await waitForToast(
        'Signed out of this browser, but the server could not be reached to end the session. It ends by itself after 12 hours unused.',
      );
      toast.dismiss();
    });

    it('signs the staff account out everywhere after the confirmation', async () => {
      const tokenAtCall = serveConsole({
        '/api/admin/logout-everywhere': () => answer(successResponse, { success: true }),
      });
      const router = renderAt('/admin');
      await waitForText('Admin console', 'the admin console');

      await answerConfirmation('Sign out everywhere', 'Cancel');
      expect(posts('/api/admin/logout-everywhere')).toHaveLength(0);
      expect(localStorage.getItem('adminToken')).toBe('admin-token');

      await answerConfirmation('Sign out everywhere', 'Sign out everywhere');
      await waitFor(() => router.state.location.pathname === '/admin/login', '/admin/login');
      expect(posts('/api/admin/logout-everywhere')).toHaveLength(1);
      expect(tokenAtCall['/api/admin/logout-everywhere']).toBe('admin-token');
      expect(localStorage.getItem('adminToken')).toBeNull();
    });

    it('stays signed in when signing out everywhere fails', async () => {
      serveConsole({
        '/api/admin/logout-everywhere': serverFault,
      });
      const router = renderAt('/admin');
      await waitForText('Admin console', 'the admin console');
      await answerConfirmation('Sign out everywhere', 'Sign out everywhere');
      await waitForToast('Could not sign out everywhere. Please try again.');
      expect(router.state.location.pathname).toBe('/admin');
      expect(localStorage.getItem('adminToken')).toBe('admin-token');
      toast.dismiss();
    });
  });
});
