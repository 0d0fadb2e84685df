// @vitest-environment jsdom
// /forgot-password and /reset-password in jsdom with the real query client and router; only the
// server (fetch) is replaced.
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordResponse,
  RESET_TOKEN_ERRORS,
  resetPasswordCheckResponse,
} from '../../../../shared/api/account';
import { authResponse } from '../../../../shared/api/auth';
import { answer, failure } from '../../../test/answers';
import { namedField, setUpPageTest, typeInto, waitFor, withSession } from '../../../test/page-harness';
import { testUser } from '../../../test/users';
import { visitorSession } from '../../../test/visitor-session';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';

const TOKEN = 'A'.repeat(43);
const server = setUpPageTest();
let visitor = visitorSession();

function render(path: string) {
  server.render(
    [
      { path: '/forgot-password', element: withSession(visitor, <ForgotPasswordPage />) },
      { path: '/reset-password', element: withSession(visitor, <ResetPasswordPage />) },
      { path: '/dashboard', element: <p>Dashboard page</p> },
    ],
    path,
  );
}

const text = () => document.body.textContent ?? '';
const input = (name: string) => namedField<HTMLInputElement>(name);
const type = (name: string, value: string) => typeInto(input(name), value);
function submit() {
  const form = document.querySelector('form');
  act(() => {
    form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}
const posts = (path: string) =>
  server.fetchMock.mock.calls
    .filter(([url, init]) => String(url) === path && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));
const linkTo = (href: string) => document.querySelector(`a[href="${href}"]`);

beforeEach(() => {
  visitor = visitorSession();
  server.routes = {
    'POST /api/auth/forgot-password': () =>
      answer(forgotPasswordResponse, { success: true, message: FORGOT_PASSWORD_MESSAGE }),
    'POST /api/auth/reset-password/check': () =>
      answer(resetPasswordCheckResponse, { valid: true, email: 'ad•••@example.com' }),
    'POST /api/auth/reset-password': () => answer(authResponse, { token: 'fresh-token', user: testUser }),
  };
});

describe('/forgot-password', () => {
  it('sends the email and shows the one answer the server gives', async () => {
    render('/forgot-password');
    type('email', ' ada@example.com ');
    submit();
    await waitFor(() => text().includes(FORGOT_PASSWORD_MESSAGE), 'the answer');
    expect(posts('/api/auth/forgot-password')).toEqual([{ email: 'ada@example.com' }]);
    expect(text()).toContain('Check your inbox');
  });

  it('fills the email in from the address', () => {
    render('/forgot-password?email=ada%40example.com');
    expect(input('email').value).toBe('ada@example.com');
  });

  it('asks for an email before calling', () => {
    render('/forgot-password');
    submit();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Please enter your email address.');
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it('shows a refusal above the form and keeps what was typed', async () => {
    server.routes['POST /api/auth/forgot-password'] = () =>
      failure(429, { error: 'Too many attempts. Please try again in 60 minutes.', code: 'rate_limited' });
    render('/forgot-password');
    type('email', 'ada@example.com');
    submit();
    await waitFor(() => text().includes('Too many attempts'), 'the refusal');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Too many attempts. Please try again in 60 minutes.',
    );
    expect(input('email').value).toBe('ada@example.com');
  });
});

describe('/reset-password', () => {
  it('checks the link, sets the new password, signs in and opens the dashboard', async () => {
    render(`/reset-password?token=${TOKEN}`);
    await waitFor(() => text().includes('ad•••@example.com'), 'the checked link');
    expect(posts('/api/auth/reset-password/check')).toEqual([{ token: TOKEN }]);
    expect(text()).toContain('Must be at least 8 characters long');
    type('password', 'a-new-secret-1');
    type('confirmPassword', 'a-new-secret-1');
    submit();
    await waitFor(() => text().includes('Dashboard page'), 'the dashboard');
    expect(posts('/api/auth/reset-password')).toEqual([{ token: TOKEN, password: 'a-new-secret-1' }]);
    expect(visitor.login).toHaveBeenCalledWith('fresh-token', expect.objectContaining({ id: testUser.id }));
  });

  it.each([
    ['a-new-secret-1', 'a-new-secret-2', 'Passwords do not match'],
    ['short', 'short', 'Password must be at least 8 characters long'],
    ['          ', '          ', 'Password cannot be only spaces'],
  ])('holds %j to the signup rules before calling', async (password, confirm, message) => {
    render(`/reset-password?token=${TOKEN}`);
    await waitFor(() => text().includes('ad•••@example.com'), 'the checked link');
    type('password', password);
    type('confirmPassword', confirm);
    submit();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(message);
    expect(posts('/api/auth/reset-password')).toEqual([]);
    expect(input('password').value).toBe(password);
  });

  it.each(Object.entries(RESET_TOKEN_ERRORS))(
    'says so when the check answers %s, and offers a new link',
    async (code, message) => {
      server.routes['POST /api/auth/reset-password/check'] = () => failure(400, { error: message, code });
      render(`/reset-password?token=${TOKEN}`);
      await waitFor(() => text().includes(message), 'the refusal');
      expect(linkTo('/forgot-password')?.textContent).toBe('Send a new link');
      expect(document.querySelector('[name="password"]')).toBeNull();
      expect(posts('/api/auth/reset-password/check')).toHaveLength(1);
    },
  );

  it('says a link without a token is not valid, without asking the server', () => {
    render('/reset-password');
    expect(text()).toContain(RESET_TOKEN_ERRORS.reset_link_invalid);
    expect(linkTo('/forgot-password')).not.toBeNull();
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it('turns to the new-link offer when the link was used meanwhile', async () => {
    server.routes['POST /api/auth/reset-password'] = () =>
      failure(400, { error: RESET_TOKEN_ERRORS.reset_link_used, code: 'reset_link_used' });
    render(`/reset-password?token=${TOKEN}`);
    await waitFor(() => text().includes('ad•••@example.com'), 'the checked link');
    type('password', 'a-new-secret-1');
    type('confirmPassword', 'a-new-secret-1');
    submit();
    await waitFor(() => text().includes(RESET_TOKEN_ERRORS.reset_link_used), 'the used link');
    expect(linkTo('/forgot-password')?.textContent).toBe('Send a new link');
    expect(visitor.login).not.toHaveBeenCalled();
  });

  it('keeps the typed password when the server fails', async () => {
    server.routes['POST /api/auth/reset-password'] = () =>
      failure(429, { error: 'Too many attempts. Please try again in 5 minutes.', code: 'rate_limited' });
    render(`/reset-password?token=${TOKEN}`);
    await waitFor(() => text().includes('ad•••@example.com'), 'the checked link');
    type('password', 'a-new-secret-1');
    type('confirmPassword', 'a-new-secret-1');
    submit();
    await waitFor(() => text().includes('Too many attempts'), 'the refusal');
    expect(input('password').value).toBe('a-new-secret-1');
    expect(input('confirmPassword').value).toBe('a-new-secret-1');
  });
});
