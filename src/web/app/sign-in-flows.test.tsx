// @vitest-environment jsdom
// Signing in and signing up through the real pages, and /signup while staff pause sign-ups.
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { featuresResponse } from '../../shared/api/admin';
import { authResponse } from '../../shared/api/auth';
import { answer, failure } from '../test/answers';
import { testUser as user } from '../test/users';
import {
  alertText,
  button,
  container,
  fetchMock,
  fill,
  renderAt,
  serveSignedIn,
  submit,
  waitFor,
  waitForText,
} from './session-flows.fixture';

describe('sign-in forms', () => {
  beforeEach(() => localStorage.clear());

  it('shows the server text for a wrong password, then the network message', async () => {
    fetchMock.mockResolvedValueOnce(
      failure(401, { error: 'Invalid email or password', code: 'invalid_credentials' }),
    );
    const router = renderAt('/login');
    await waitForText('Welcome back', 'the login page');
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
    await waitForText('Welcome back', 'the login page');
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
    await waitForText('Welcome back', 'the login page');
    fill('email', 'ada@example.com');
    fill('password', 'correct horse');
    submit();
    await waitFor(() => router.state.location.pathname === '/dashboard', '/dashboard');
    expect(localStorage.getItem('authToken')).toBe('new-token');
  });

  it('signup follows the query and checks passwords before calling the server', async () => {
    const router = renderAt('/signup?plan=pro&billing=yearly');
    await waitForText('Start your free trial', 'the trial heading');
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
    await waitForText('Create your free account', 'the free heading');
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
    await waitForText('New sign-ups are paused', 'the notice');
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
