// @vitest-environment jsdom
// The real routes, guards, session provider and pages in jsdom; only fetch (the server)
// is replaced.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { featuresResponse } from '../../shared/api/admin';
import { adminLoginResponse, authResponse, profileResponse } from '../../shared/api/auth';
import { successResponse } from '../../shared/api/common';
import { answer, failure } from '../test/answers';
import { testUser as user } from '../test/users';
import { AppProviders, queryClient } from './providers';
import { routes } from './router';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
// jsdom does not scroll; ScrollRestoration calls this on every navigation.
window.scrollTo = () => {};

const fetchMock = vi.fn<typeof fetch>();
let root: Root;
let container: HTMLElement;

/** The signed-in user's profile, and `extra` calls by path; anything else is a 404. */
function serveSignedIn(extra: Record<string, () => Response> = {}) {
  const routes: Record<string, () => Response> = {
    '/api/user/profile': () => answer(profileResponse, { user }),
    ...extra,
  };
  fetchMock.mockImplementation(async (input) => {
    const path = String(input).split('?')[0] ?? '';
    return routes[path]?.() ?? failure(404, { error: `No route ${path}`, code: 'not_found' });
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => {
    root.render(
      <AppProviders onSessionExpired={() => void router.navigate('/login', { replace: true })}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
  return router;
}

async function waitFor(check: () => boolean, what: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (check()) return;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error(`Timed out waiting for ${what}; page shows: ${container.textContent}`);
}

function button(name: string): HTMLButtonElement {
  const found = Array.from(container.querySelectorAll('button')).find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`No button "${name}"`);
  return found;
}

function fill(name: string, value: string) {
  const input = container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`No input "${name}"`);
  input.value = value;
}

function submit() {
  act(() => container.querySelector('form')?.requestSubmit());
}

function alertText(): string | null | undefined {
  return container.querySelector('[role="alert"]')?.textContent;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('authToken', 'user-token');
  localStorage.setItem('user', JSON.stringify(user));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  queryClient.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('signed-in app', () => {
  it('shows the user in the header and signs out to the landing page', async () => {
    serveSignedIn({ '/api/auth/logout': () => answer(successResponse, { success: true }) });
    const router = renderAt('/dashboard');
    await waitFor(() => container.textContent?.includes('Generate Amazing Pins') ?? false, 'the boards page');
    expect(container.textContent).toContain('Ada Lovelace');
    expect(container.querySelector('a[aria-current="page"]')?.textContent).toContain('Generate');

    const settings = button('Settings');
    act(() => settings.click());
    expect(settings.getAttribute('aria-expanded')).toBe('true');
    act(() => button('Sign Out').click());

    await waitFor(
      () => router.state.location.pathname === '/' && router.state.navigation.state === 'idle',
      '/',
    );
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
    await waitFor(() => container.textContent?.includes('Signed-in devices') ?? false, 'the sessions card');
    const everywhereCalls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/auth/logout-everywhere'));
    const dialogButton = (name: string) =>
      Array.from(document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')).find(
        (b) => b.textContent?.trim() === name,
      );

    // Cancel asks nothing of the server.
    act(() => button('Sign out everywhere').click());
    await waitFor(() => dialogButton('Cancel') !== undefined, 'the confirmation');
    expect(document.body.textContent).toContain('Sign out everywhere?');
    act(() => dialogButton('Cancel')?.click());
    expect(everywhereCalls()).toHaveLength(0);
    expect(localStorage.getItem('authToken')).toBe('user-token');

    act(() => button('Sign out everywhere').click());
    await waitFor(() => dialogButton('Sign out everywhere') !== undefined, 'the confirmation');
    act(() => dialogButton('Sign out everywhere')?.click());
    await waitFor(
      () => router.state.location.pathname === '/' && router.state.navigation.state === 'idle',
      '/',
    );
    expect(everywhereCalls()).toHaveLength(1);
    expect((everywhereCalls()[0]?.[1]?.headers ?? {}) as Record<string, string>).toHaveProperty(
      'Authorization',
      'Bearer user-token',
    );
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('stays signed in when signing out everywhere fails', async () => {
    serveSignedIn({
      '/api/auth/logout-everywhere': () =>
        failure(500, { error: 'Internal server error', code: 'internal_error' }),
    });
    const router = renderAt('/settings/security');
    await waitFor(() => container.textContent?.includes('Signed-in devices') ?? false, 'the sessions card');
    act(() => button('Sign out everywhere').click());
    const confirmButton = () =>
      Array.from(document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')).find(
        (b) => b.textContent?.trim() === 'Sign out everywhere',
      );
    await waitFor(() => confirmButton() !== undefined, 'the confirmation');
    act(() => confirmButton()?.click());
    await waitFor(
      () => document.body.textContent?.includes('Could not sign out everywhere. Please try again.') ?? false,
      'the failure toast',
    );
    expect(router.state.location.pathname).toBe('/settings/security');
    expect(localStorage.getItem('authToken')).toBe('user-token');
  });

  it('opens the Settings menu, closes it on Escape and outside clicks, and goes to /settings', async () => {
    serveSignedIn();
    const router = renderAt('/review');
    await waitFor(() => container.textContent?.includes('Review Pins') ?? false, 'the review page');
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
    await waitFor(() => container.textContent?.includes('Welcome back') ?? false, 'the login page');
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
    await waitFor(() => container.textContent?.includes('Welcome back') ?? false, 'the login page');
    expect(alertText()).toBeUndefined();
  });

  it('sends an unauthenticated visitor to /login and a signed-in one away from /login', async () => {
    localStorage.clear();
    const router = renderAt('/timeline');
    await waitFor(() => router.state.location.pathname === '/login', '/login');
    act(() => root.unmount());
    container.remove();

    localStorage.setItem('authToken', 'user-token');
    localStorage.setItem('user', JSON.stringify(user));
    serveSignedIn();
    const second = renderAt('/login');
    await waitFor(() => second.state.location.pathname === '/dashboard', '/dashboard');
  });
});

describe('sign-in forms', () => {
  beforeEach(() => localStorage.clear());

  it('shows the server text for a wrong password, then the network message', async () => {
    fetchMock.mockResolvedValueOnce(
      failure(401, { error: 'Invalid email or password', code: 'invalid_credentials' }),
    );
    const router = renderAt('/login');
    await waitFor(() => container.textContent?.includes('Welcome back') ?? false, 'the login page');
    fill('email', 'ada@example.com');
    fill('password', 'wrong password');
    submit();
    await waitFor(() => alertText() === 'Invalid email or password', 'the server error');
    expect(router.state.location.pathname).toBe('/login');
    expect(button('Sign In').disabled).toBe(false);

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    submit();
    await waitFor(() => alertText() === 'Network error. Please try again.', 'the network error');
  });

  it('shows a suspended account’s message when its right password is refused', async () => {
    const message =
      'Your account has been suspended. Contact support@pinloom.app if you think this is a mistake.';
    fetchMock.mockResolvedValueOnce(failure(403, { error: message, code: 'account_suspended' }));
    const router = renderAt('/login');
    await waitFor(() => container.textContent?.includes('Welcome back') ?? false, 'the login page');
    fill('email', 'ada@example.com');
    fill('password', 'correct horse');
    submit();
    await waitFor(() => alertText() === message, 'the suspension message');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('signs in and goes to /dashboard', async () => {
    serveSignedIn({ '/api/auth/login': () => answer(authResponse, { token: 'new-token', user }) });
    const router = renderAt('/login');
    await waitFor(() => container.textContent?.includes('Welcome back') ?? false, 'the login page');
    fill('email', 'ada@example.com');
    fill('password', 'correct horse');
    submit();
    await waitFor(() => router.state.location.pathname === '/dashboard', '/dashboard');
    expect(localStorage.getItem('authToken')).toBe('new-token');
  });

  it('signup follows the query and checks passwords before calling the server', async () => {
    const router = renderAt('/signup?plan=pro&billing=yearly');
    await waitFor(
      () => container.textContent?.includes('Start your free trial') ?? false,
      'the trial heading',
    );
    expect(container.textContent).toContain('billed yearly');
    const checked = Array.from(container.querySelectorAll('[role="radio"][aria-checked="true"]')).map(
      (radio) => radio.textContent,
    );
    expect(checked).toHaveLength(2);
    expect(checked[0]).toContain('Yearly');
    expect(checked[1]).toMatch(/^Pro\$41\.67\/month250 pins\/month$/);

    // Clicking a card writes the choice to the address, keeping the billing cycle.
    const starter = Array.from(container.querySelectorAll<HTMLButtonElement>('[role="radio"]')).find(
      (radio) => radio.textContent?.startsWith('Starter'),
    );
    act(() => starter?.click());
    await waitFor(() => router.state.location.search === '?plan=starter&billing=yearly', 'the starter query');

    await act(() => router.navigate('/signup?plan=nonsense'));
    await waitFor(
      () => container.textContent?.includes('Create your free account') ?? false,
      'the free heading',
    );
    expect(container.textContent).not.toContain('Save 17%');

    fill('firstName', 'Ada');
    fill('lastName', 'Lovelace');
    fill('email', 'ada@example.com');
    fill('password', 'correct horse');
    fill('confirmPassword', 'correct hors');
    submit();
    expect(alertText()).toBe('Passwords do not match');
    fill('password', 'short');
    fill('confirmPassword', 'short');
    submit();
    expect(alertText()).toBe('Password must be at least 8 characters long');
    // Only the page's own questions: whether sign-ups are open, and the plans.
    expect(fetchMock.mock.calls.map(([input]) => String(input)).sort()).toEqual([
      '/api/features',
      '/api/plans',
    ]);

    serveSignedIn({ '/api/auth/register': () => answer(authResponse, { token: 'new-token', user }, 201) });
    fill('password', 'correct horse');
    fill('confirmPassword', 'correct horse');
    submit();
    await waitFor(() => router.state.location.pathname === '/dashboard', '/dashboard');
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === '/api/auth/register') ?? [];
    const sent = JSON.parse(String(init?.body));
    expect(sent).toMatchObject({ subscriptionPlan: 'free', billingCycle: 'monthly', firstName: 'Ada' });
    expect(sent).not.toHaveProperty('confirmPassword');
    expect(typeof sent.timeZone).toBe('string');
  });
});

describe('/signup and the sign-ups flag', () => {
  const CLOSED = 'New sign-ups are paused at the moment. Please try again later.';
  /** GET /api/features with sign-ups open or paused by staff. */
  const features = (signups: boolean) => () =>
    answer(featuresResponse, { signups, pin_generation: true, ai_images: true, auto_publishing: true });

  beforeEach(() => localStorage.clear());

  it('shows a notice with ways to sign in and go home instead of the form', async () => {
    serveSignedIn({ '/api/features': features(false) });
    renderAt('/signup');
    await waitFor(() => container.textContent?.includes('New sign-ups are paused') ?? false, 'the notice');
    expect(container.querySelector('[role="status"]')?.textContent).toMatch(
      /^New sign-ups are paused at the moment/,
    );
    expect(container.querySelector('form')).toBeNull();
    const links = Array.from(container.querySelectorAll('a')).map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toContainEqual(['Sign in', '/login']);
    expect(links).toContainEqual(['Back to home', '/']);
    expect(document.title).toContain('New sign-ups are paused');
  });

  it("shows the form while sign-ups are open, and the server's refusal when they close meanwhile", async () => {
    serveSignedIn({
      '/api/features': features(true),
      '/api/auth/register': () => failure(403, { error: CLOSED, code: 'signups_closed' }),
    });
    renderAt('/signup');
    await waitFor(() => container.querySelector('form') !== null, 'the form');
    await waitFor(() => fetchMock.mock.calls.length > 0, 'the features call');
    fill('firstName', 'Ada');
    fill('lastName', 'Lovelace');
    fill('email', 'ada@example.com');
    fill('password', 'correct horse');
    fill('confirmPassword', 'correct horse');
    submit();
    await waitFor(() => alertText() === CLOSED, 'the refusal');
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
      ['AI providers', '/settings/ai-providers'],
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

    act(() => sectionLinks()[5]?.click());
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
    await waitFor(() => container.textContent?.includes('Page Not Found') ?? false, 'the 404 page');
  });
});

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
    await waitFor(() => container.textContent?.includes('Admin Portal') ?? false, 'the admin login');

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
    await waitFor(() => container.textContent?.includes('Admin Portal') ?? false, 'the admin login');

    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/api/admin/login')
        ? answer(adminLoginResponse, { token: 'fresh', admin })
        : answer(successResponse, { success: true }),
    );
    fill('email', 'staff@pinloom.app');
    fill('password', 'admin password');
    submit();
    await waitFor(() => container.textContent?.includes('Admin console') ?? false, 'the admin console');
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
    const dialogButton = (name: string) =>
      Array.from(document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')).find(
        (b) => b.textContent?.trim() === name,
      );

    it('Logout ends the session on the server first, then clears the browser', async () => {
      const tokenAtCall = serveConsole({
        '/api/admin/logout': () => answer(successResponse, { success: true }),
      });
      const router = renderAt('/admin/users');
      await waitFor(() => container.textContent?.includes('Admin console') ?? false, 'the admin console');
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
      await waitFor(() => container.textContent?.includes('Admin console') ?? false, 'the admin console');
      act(() => button('Logout').click());
      await waitFor(() => router.state.location.pathname === '/admin/login', '/admin/login');
      expect(localStorage.getItem('adminToken')).toBeNull();
      await waitFor(
        () =>
          document.body.textContent?.includes(
            'Signed out of this browser, but the server could not be reached to end the session. It ends by itself after 12 hours unused.',
          ) ?? false,
        'the warning',
      );
      toast.dismiss();
    });

    it('signs the staff account out everywhere after the confirmation', async () => {
      const tokenAtCall = serveConsole({
        '/api/admin/logout-everywhere': () => answer(successResponse, { success: true }),
      });
      const router = renderAt('/admin');
      await waitFor(() => container.textContent?.includes('Admin console') ?? false, 'the admin console');

      act(() => button('Sign out everywhere').click());
      await waitFor(() => dialogButton('Cancel') !== undefined, 'the confirmation');
      act(() => dialogButton('Cancel')?.click());
      expect(posts('/api/admin/logout-everywhere')).toHaveLength(0);
      expect(localStorage.getItem('adminToken')).toBe('admin-token');

      act(() => button('Sign out everywhere').click());
      await waitFor(() => dialogButton('Sign out everywhere') !== undefined, 'the confirmation');
      act(() => dialogButton('Sign out everywhere')?.click());
      await waitFor(() => router.state.location.pathname === '/admin/login', '/admin/login');
      expect(posts('/api/admin/logout-everywhere')).toHaveLength(1);
      expect(tokenAtCall['/api/admin/logout-everywhere']).toBe('admin-token');
      expect(localStorage.getItem('adminToken')).toBeNull();
    });

    it('stays signed in when signing out everywhere fails', async () => {
      serveConsole({
        '/api/admin/logout-everywhere': () =>
          failure(500, { error: 'Internal server error', code: 'internal_error' }),
      });
      const router = renderAt('/admin');
      await waitFor(() => container.textContent?.includes('Admin console') ?? false, 'the admin console');
      act(() => button('Sign out everywhere').click());
      await waitFor(() => dialogButton('Sign out everywhere') !== undefined, 'the confirmation');
      act(() => dialogButton('Sign out everywhere')?.click());
      await waitFor(
        () =>
          document.body.textContent?.includes('Could not sign out everywhere. Please try again.') ?? false,
        'the failure toast',
      );
      expect(router.state.location.pathname).toBe('/admin');
      expect(localStorage.getItem('adminToken')).toBe('admin-token');
      toast.dismiss();
    });
  });
});
