// @vitest-environment jsdom
// Signed in to the real app: the header and its Settings menu, signing out, an expired or
// suspended session, and the settings sections at their own addresses.
import { act } from 'react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { successResponse } from '../../shared/api/common';
import { answer, failure } from '../test/answers';
import { testUser as user } from '../test/users';
import {
  alertText,
  answerConfirmation,
  button,
  container,
  dialogButton,
  fetchMock,
  renderAt,
  serverFault,
  serveSignedIn,
  settledAt,
  unmount,
  waitFor,
  waitForText,
  waitForToast,
} from './session-flows.fixture';

describe('signed-in app', () => {
  it('shows the user in the header and signs out to the landing page', async () => {
    serveSignedIn({ '/api/auth/logout': () => answer(successResponse, { success: true }) });
    const router = renderAt('/dashboard');
    await waitForText('Generate Amazing Pins', 'the boards page');
    expect(container.textContent).toContain('Ada Lovelace');
    expect(container.querySelector('a[aria-current="page"]')?.textContent).toContain('Generate');

    const settings = button('Settings');
    act(() => settings.click());
    expect(settings.getAttribute('aria-expanded')).toBe('true');
    act(() => button('Sign Out').click());

    await settledAt(router, '/');
    // Give a stray redirect to /login the chance to happen.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('authToken')).toBeNull();
    const logoutCall = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/auth/logout'));
    expect((logoutCall?.[1]?.headers ?? {}) as Record<string, string>).toHaveProperty(
      'Authorization',
      'Bearer user-token',
    );
  });

  it('signs out everywhere from Settings after the confirmation, this browser included', async () => {
    serveSignedIn({ '/api/auth/logout-everywhere': () => answer(successResponse, { success: true }) });
    const router = renderAt('/settings/security');
    await waitForText('Signed-in devices', 'the sessions card');
    const everywhereCalls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/auth/logout-everywhere'));

    // Cancel asks nothing of the server.
    act(() => button('Sign out everywhere').click());
    await waitFor(() => dialogButton('Cancel') !== undefined, 'the confirmation');
    expect(document.body.textContent).toContain('Sign out everywhere?');
    act(() => dialogButton('Cancel')?.click());
    expect(everywhereCalls()).toHaveLength(0);
    expect(localStorage.getItem('authToken')).toBe('user-token');

    await answerConfirmation('Sign out everywhere', 'Sign out everywhere');
    await settledAt(router, '/');
    expect(everywhereCalls()).toHaveLength(1);
    expect((everywhereCalls()[0]?.[1]?.headers ?? {}) as Record<string, string>).toHaveProperty(
      'Authorization',
      'Bearer user-token',
    );
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('stays signed in when signing out everywhere fails', async () => {
    serveSignedIn({
      '/api/auth/logout-everywhere': serverFault,
    });
    const router = renderAt('/settings/security');
    await waitForText('Signed-in devices', 'the sessions card');
    await answerConfirmation('Sign out everywhere', 'Sign out everywhere');
    await waitForToast('Could not sign out everywhere. Please try again.');
    expect(router.state.location.pathname).toBe('/settings/security');
    expect(localStorage.getItem('authToken')).toBe('user-token');
  });

  it('opens the Settings menu, closes it on Escape and outside clicks, and goes to /settings', async () => {
    serveSignedIn();
    const router = renderAt('/review');
    await waitForText('Review Pins', 'the review page');
    const settings = button('Settings');
    expect(settings.getAttribute('aria-haspopup')).toBe('menu');

    act(() => settings.click());
    const menu = container.querySelector('[role="menu"]');
    expect(menu).not.toBeNull();
    act(() => {
      menu
        ?.querySelector<HTMLElement>('[role="menuitem"]')
        ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(settings.getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector('[role="menu"]')).toBeNull();

    act(() => settings.click());
    act(() => {
      // jsdom has no PointerEvent; the listener only reads the target.
      document.body.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    });
    expect(container.querySelector('[role="menu"]')).toBeNull();

    act(() => settings.click());
    const general = Array.from(container.querySelectorAll<HTMLElement>('[role="menuitem"]')).find(
      (item) => item.textContent === 'General Settings',
    );
    act(() => general?.click());
    // /settings opens its first section, General.
    await waitFor(() => router.state.location.pathname === '/settings/general', '/settings/general');
    expect(container.querySelector('[role="menu"]')).toBeNull();
    expect(container.querySelector('nav[aria-label="Main"] a[aria-current="page"]')).toBeNull();
  });

  it('sends the visitor to /login when the server says the session is gone', async () => {
    fetchMock.mockResolvedValue(failure(401, { error: 'Session expired', code: 'unauthorized' }));
    const router = renderAt('/review');
    await waitFor(() => router.state.location.pathname === '/login', '/login');
    await waitForText('Welcome back', 'the login page');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('tells a suspended account why on /login, above the form, once', async () => {
    const message =
      'Your account has been suspended. Contact support@pinloom.app if you think this is a mistake.';
    // A fresh answer for each call: every request the page makes hears the same.
    fetchMock.mockImplementation(async () => failure(401, { error: message, code: 'account_suspended' }));
    const info = vi.spyOn(toast, 'info');
    const router = renderAt('/review');
    await waitFor(() => router.state.location.pathname === '/login', '/login');
    await waitFor(() => alertText() === message, 'the suspension message');
    expect(localStorage.getItem('authToken')).toBeNull();
    // Above the form, not inside it.
    const notice = container.querySelector('[role="alert"]');
    expect(notice?.closest('form')).toBeNull();
    expect(
      notice && container.querySelector('form')
        ? notice.compareDocumentPosition(container.querySelector('form') as Node) &
            Node.DOCUMENT_POSITION_FOLLOWING
        : 0,
    ).toBeTruthy();
    // Not the generic toast: the page itself says why.
    expect(info).not.toHaveBeenCalled();
    info.mockRestore();

    // Once: gone when /login is opened again.
    await act(() => router.navigate('/signup'));
    await act(() => router.navigate('/login'));
    await waitForText('Welcome back', 'the login page');
    expect(alertText()).toBeUndefined();
  });

  it('sends an unauthenticated visitor to /login and a signed-in one away from /login', async () => {
    localStorage.clear();
    const router = renderAt('/timeline');
    await waitFor(() => router.state.location.pathname === '/login', '/login');
    unmount();

    localStorage.setItem('authToken', 'user-token');
    localStorage.setItem('user', JSON.stringify(user));
    serveSignedIn();
    const second = renderAt('/login');
    await waitFor(() => second.state.location.pathname === '/dashboard', '/dashboard');
  });
});

describe('settings, one section at a time', () => {
  const heading = () => container.querySelector('h1')?.textContent;
  const cardTitles = () => Array.from(container.querySelectorAll('main h2')).map((h) => h.textContent);
  const sectionLinks = () =>
    Array.from(container.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Settings sections"] a'));

  it('opens /settings at General and offers every section at its own address', async () => {
    serveSignedIn();
    const router = renderAt('/settings');
    await waitFor(() => router.state.location.pathname === '/settings/general', '/settings/general');
    await waitFor(() => cardTitles().includes('Posting schedule'), 'the general section');
    expect(heading()).toBe('Settings');
    expect(sectionLinks().map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['General', '/settings/general'],
      ['Pinterest', '/settings/pinterest'],
      ['Team', '/settings/team'],
      ['Activity', '/settings/activity'],
      ['Templates', '/settings/templates'],
      ['Brand', '/settings/brand'],
      ['AI providers', '/settings/ai-providers'],
      ['Prompts', '/settings/prompts'],
      ['API', '/settings/api'],
      ['Plan and billing', '/settings/plan-and-billing'],
      ['Your data', '/settings/your-data'],
      ['Security', '/settings/security'],
    ]);
    expect(
      container.querySelector('nav[aria-label="Settings sections"] [aria-current="page"]')?.textContent,
    ).toBe('General');
    // One section's cards, not the whole account on one long page.
    expect(cardTitles()).toEqual(['Profile', 'Posting schedule']);
    expect(document.title).toBe('General settings · Pinloom');

    act(() => sectionLinks().at(-1)?.click());
    await waitFor(() => cardTitles().includes('Signed-in devices'), 'the security section');
    expect(router.state.location.pathname).toBe('/settings/security');
    expect(cardTitles()).toEqual(['Password', 'Signed-in devices']);
  });

  it.each([
    [
      '/settings?checkout=success&session_id=cs_1',
      '/settings/plan-and-billing',
      '?checkout=success&session_id=cs_1',
    ],
    ['/settings?checkout=canceled', '/settings/plan-and-billing', '?checkout=canceled'],
    ['/settings?upgrade=1#plan-and-billing', '/settings/plan-and-billing', '?upgrade=1'],
    ['/settings#plan-and-billing', '/settings/plan-and-billing', ''],
    ['/settings?connected=true', '/settings/pinterest', '?connected=true'],
    ['/settings?error=access_denied', '/settings/pinterest', '?error=access_denied'],
  ])('carries %s to the section it is about', async (from, pathname, search) => {
    serveSignedIn();
    const router = renderAt(from);
    // The section reads its query and may then clear it: every address the router went through.
    const seen: string[] = [];
    router.subscribe(({ location }) => seen.push(location.pathname + location.search));
    await waitFor(() => router.state.location.pathname === pathname, pathname);
    expect(seen).toContain(pathname + search);
  });

  it('answers an unknown section with the 404 page', async () => {
    serveSignedIn();
    renderAt('/settings/nowhere');
    await waitForText('Page Not Found', 'the 404 page');
  });
});
