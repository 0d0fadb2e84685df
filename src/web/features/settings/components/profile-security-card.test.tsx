// @vitest-environment jsdom
// Settings → Profile and Password in jsdom with the real query client and toaster; only the server
// (fetch) is replaced.
import { act } from 'react';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_IN_USE_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from '../../../../shared/api/account';
import { profileResponse } from '../../../../shared/api/auth';
import { successResponse } from '../../../../shared/api/common';
import type { SessionValue } from '../../../lib/session-context';
import { answer, failure } from '../../../test/answers';
import { namedField, setUpPageTest, typeInto, waitFor, withSession } from '../../../test/page-harness';
import { testUser } from '../../../test/users';
import { visitorSession } from '../../../test/visitor-session';
import { PasswordCard, ProfileCard } from './profile-security-card';

const server = setUpPageTest();
let session: SessionValue;

beforeEach(() => {
  session = { ...visitorSession(), status: 'authenticated', user: testUser, token: 'user-token' };
  server.routes = {
    'GET /api/user/profile': () =>
      answer(profileResponse, { user: { ...testUser, time_zone: 'Europe/Paris' } }),
    'PUT /api/user/profile': (init) =>
      answer(profileResponse, { user: { ...testUser, ...JSON.parse(String(init?.body)) } }),
    'PUT /api/user/email': (init) =>
      answer(profileResponse, { user: { ...testUser, email: JSON.parse(String(init?.body)).email } }),
    'PUT /api/user/password': () => answer(successResponse, { success: true }),
  };
  server.render(
    [
      {
        path: '/settings',
        element: withSession(
          session,
          <>
            <ProfileCard />
            <PasswordCard />
          </>,
        ),
      },
    ],
    '/settings',
    <Toaster />,
  );
});

const text = () => document.body.textContent ?? '';
const toasts = () => Array.from(document.querySelectorAll('[data-sonner-toast]')).map((t) => t.textContent);
const input = (name: string) => namedField<HTMLInputElement>(name);
const type = (name: string, value: string) => typeInto(input(name), value);
/** Submits the form holding the field `name`. */
function submitWith(name: string) {
  act(() => input(name).form?.requestSubmit());
}
const alertIn = (name: string) => input(name).form?.querySelector('[role="alert"]')?.textContent ?? null;
const sent = (method: string, path: string) =>
  server.fetchMock.mock.calls
    .filter(([url, init]) => String(url) === path && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)));

async function loaded() {
  await waitFor(() => document.querySelector('[name="first_name"]') !== null, 'the card');
}

describe('the profile and password cards', () => {
  it('shows the names, the email and the time zone with where to change it', async () => {
    await loaded();
    expect(input('first_name').value).toBe('Ada');
    expect(input('last_name').value).toBe('Lovelace');
    expect(text()).toContain('ada@example.com');
    expect(text()).toContain('Europe/Paris');
    expect(document.querySelector('a[href="#posting-schedule-heading"]')).not.toBeNull();
  });

  it('saves the names and updates the session', async () => {
    await loaded();
    type('first_name', ' Augusta ');
    type('last_name', 'King');
    submitWith('first_name');
    await waitFor(() => toasts().some((t) => t?.includes('Your name is saved.')), 'the toast');
    expect(sent('PUT', '/api/user/profile')).toEqual([{ first_name: 'Augusta', last_name: 'King' }]);
    expect(session.updateUser).toHaveBeenCalledWith(expect.objectContaining({ first_name: 'Augusta' }));
  });

  it('refuses an empty name before calling', async () => {
    await loaded();
    type('first_name', '   ');
    submitWith('first_name');
    expect(alertIn('first_name')).toBe('Please enter your first and last name.');
    expect(sent('PUT', '/api/user/profile')).toEqual([]);
  });

  it('changes the email with the current password, then clears the password', async () => {
    await loaded();
    type('new_email', 'augusta@example.com');
    type('email_current_password', 'correct-horse');
    submitWith('new_email');
    await waitFor(() => toasts().some((t) => t?.includes('augusta@example.com')), 'the toast');
    expect(sent('PUT', '/api/user/email')).toEqual([
      { email: 'augusta@example.com', current_password: 'correct-horse' },
    ]);
    expect(text()).toContain('augusta@example.com');
    expect(input('new_email').value).toBe('');
    expect(input('email_current_password').value).toBe('');
  });

  it('changes the password after the signup rules, and says the other devices are signed out', async () => {
    await loaded();
    type('current_password', 'correct-horse');
    type('new_password', 'a-new-secret-1');
    type('confirm_new_password', 'a-new-secret-2');
    submitWith('new_password');
    expect(alertIn('new_password')).toBe('Passwords do not match');
    expect(sent('PUT', '/api/user/password')).toEqual([]);

    type('confirm_new_password', 'a-new-secret-1');
    submitWith('new_password');
    await waitFor(() => toasts().some((t) => t?.includes('signed out')), 'the toast');
    expect(sent('PUT', '/api/user/password')).toEqual([
      { current_password: 'correct-horse', new_password: 'a-new-secret-1' },
    ]);
    expect(input('new_password').value).toBe('');
    expect(session.logout).not.toHaveBeenCalled();
  });

  it.each([
    {
      what: 'the address is in use',
      route: 'PUT /api/user/email',
      refusal: { status: 409, error: EMAIL_IN_USE_MESSAGE, code: 'email_taken' },
      typed: { new_email: 'taken@example.com', email_current_password: 'correct-horse' },
      submitField: 'new_email',
    },
    {
      what: 'the current password is wrong',
      route: 'PUT /api/user/password',
      refusal: { status: 400, error: WRONG_CURRENT_PASSWORD_MESSAGE, code: 'wrong_current_password' },
      typed: {
        current_password: 'wrong',
        new_password: 'a-new-secret-1',
        confirm_new_password: 'a-new-secret-1',
      },
      submitField: 'new_password',
    },
  ])('says when $what, and keeps what was typed', async ({ route, refusal, typed, submitField }) => {
    const { status, ...body } = refusal;
    server.routes[route] = () => failure(status, body);
    await loaded();
    for (const [name, value] of Object.entries(typed)) type(name, value);
    submitWith(submitField);
    await waitFor(() => alertIn(submitField) !== null, 'the refusal');
    expect(alertIn(submitField)).toBe(refusal.error);
    for (const [name, value] of Object.entries(typed)) expect(input(name).value).toBe(value);
  });
});
