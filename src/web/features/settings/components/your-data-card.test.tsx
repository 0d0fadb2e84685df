// @vitest-environment jsdom
// The "Your data" card in jsdom with the real query client, dialog and toaster; only fetch (the
// server), the session's sign-out and the browser's file saving are replaced.
import { act } from 'react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DELETE_ACCOUNT_WRONG_PASSWORD_MESSAGE,
  DELETED_ACCOUNT_RETENTION_DAYS,
} from '../../../../shared/api/account';
import { successResponse } from '../../../../shared/api/common';
import { SessionContext, type SessionValue } from '../../../lib/session-context';
import { saveSession } from '../../../lib/session-storage';
import { answer, failure, json } from '../../../test/answers';
import { mount, withQueries } from '../../../test/mount';
import { type Handler, serveRoutes, waitFor } from '../../../test/page-harness';
import { signedInSession } from '../../../test/users';
import { ACCOUNT_DELETED_MESSAGE, YourDataCard } from './your-data-card';

const fetchMock = vi.fn<typeof fetch>();
const logout = vi.fn(async () => {});
let routes: Record<string, Handler>;
let saved: { name: string; href: string }[];

const session = signedInSession({ logout });

const text = () => document.body.textContent ?? '';
const buttonNamed = (name: string) => {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`No button "${name}"; page shows: ${text()}`);
  return found;
};
const click = (element: HTMLElement) => act(() => element.click());

function typePassword(value: string) {
  const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[name="password"]');
  if (!input) throw new Error('No password field in the dialog');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(() => {
  saveSession({ token: 'user-token', user: session.user as NonNullable<SessionValue['user']> });
  routes = {};
  fetchMock.mockReset();
  serveRoutes(fetchMock, () => routes);
  vi.stubGlobal('fetch', fetchMock);
  saved = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => {} }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
  logout.mockClear();
  mount(
    withQueries(
      <>
        <SessionContext.Provider value={session}>
          <YourDataCard />
        </SessionContext.Provider>
        <Toaster />
      </>,
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('Download my data', () => {
  it('saves the file the server names, fetched with the session', async () => {
    routes['GET /api/user/export'] = () =>
      new Response('{"format_version":1}', {
        status: 200,
        headers: {
          'Content-Type': 'application/json',
          'Content-Disposition': 'attachment; filename="pinloom-data-2026-11-24.json"',
        },
      });
    click(buttonNamed('Download my data'));
    await waitFor(() => saved.length === 1, 'the file to be saved');
    expect(saved[0]?.name).toBe('pinloom-data-2026-11-24.json');
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer user-token');
  });

  it('says so when the download fails', async () => {
    routes['GET /api/user/export'] = () =>
      failure(500, { error: 'Internal server error', code: 'internal_error' });
    click(buttonNamed('Download my data'));
    await waitFor(() => text().includes('Could not download your data'), 'the failure toast');
    expect(saved).toEqual([]);
  });
});

describe('Delete account', () => {
  it('explains what happens and the 30 days before asking for the password', async () => {
    click(buttonNamed('Delete account'));
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Delete your account?');
    expect(dialog?.textContent).toContain(`${DELETED_ACCOUNT_RETENTION_DAYS} days`);
    expect(dialog?.textContent).toContain('Pinterest');
    expect(dialog?.querySelector('input[name="password"]')).not.toBeNull();
    click(buttonNamed('Cancel'));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the password before sending anything', async () => {
    click(buttonNamed('Delete account'));
    click(buttonNamed('Delete my account'));
    await waitFor(() => text().includes('Enter your password to confirm'), 'the missing password message');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s answer to a wrong password in the dialog and keeps the session', async () => {
    routes['POST /api/user/delete-account'] = () =>
      failure(400, { error: DELETE_ACCOUNT_WRONG_PASSWORD_MESSAGE, code: 'wrong_current_password' });
    click(buttonNamed('Delete account'));
    typePassword('wrong-password');
    click(buttonNamed('Delete my account'));
    await waitFor(() => text().includes(DELETE_ACCOUNT_WRONG_PASSWORD_MESSAGE), 'the wrong password message');
    expect(document.querySelector('[role="dialog"] [role="alert"]')?.textContent).toContain(
      DELETE_ACCOUNT_WRONG_PASSWORD_MESSAGE,
    );
    expect(logout).not.toHaveBeenCalled();
  });

  it('deletes with the password, then signs out with a notice', async () => {
    let sent: unknown;
    routes['POST /api/user/delete-account'] = (init) => {
      sent = JSON.parse(String(init?.body));
      return answer(successResponse, { success: true });
    };
    click(buttonNamed('Delete account'));
    typePassword('correct-horse-battery');
    click(buttonNamed('Delete my account'));
    await waitFor(() => logout.mock.calls.length === 1, 'the sign-out');
    expect(sent).toEqual({ password: 'correct-horse-battery' });
    await waitFor(() => text().includes(ACCOUNT_DELETED_MESSAGE), 'the notice');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('keeps the dialog open with a message when the server cannot be reached', async () => {
    routes['POST /api/user/delete-account'] = () =>
      json(503, { error: 'Service unavailable', code: 'service_unavailable' });
    click(buttonNamed('Delete account'));
    typePassword('correct-horse-battery');
    click(buttonNamed('Delete my account'));
    await waitFor(() => document.querySelector('[role="dialog"] [role="alert"]') !== null, 'the error');
    expect(logout).not.toHaveBeenCalled();
  });
});
