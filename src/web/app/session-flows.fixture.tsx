// The frame of the session flow tests (signed-in-flows, sign-in-flows, admin-session-flows): the
// real routes, guards, session provider and pages in jsdom; only fetch (the server) is replaced.
// Importing it registers the hooks that sign the test user in before each test and clear the
// browser after.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { profileResponse } from '../../shared/api/auth';
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

export const fetchMock = vi.fn<typeof fetch>();
let root: Root;
/** The element the app of the current test renders into. */
export let container: HTMLElement;

/** The signed-in user's profile, and `extra` calls by path; anything else is a 404. */
export function serveSignedIn(extra: Record<string, () => Response> = {}) {
  const routes: Record<string, () => Response> = {
    '/api/user/profile': () => answer(profileResponse, { user }),
    ...extra,
  };
  fetchMock.mockImplementation(async (input) => {
    const path = String(input).split('?')[0] ?? '';
    return routes[path]?.() ?? failure(404, { error: `No route ${path}`, code: 'not_found' });
  });
}

export function renderAt(path: string) {
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

export function unmount() {
  act(() => root.unmount());
  container.remove();
}

export async function waitFor(check: () => boolean, what: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (check()) return;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error(`Timed out waiting for ${what}; page shows: ${container.textContent}`);
}

/** Waits until the app shows `text`. */
export function waitForText(text: string, what: string) {
  return waitFor(() => container.textContent?.includes(text) ?? false, what);
}

/** Waits until a toast (outside the app's container) says `text`. */
export function waitForToast(text: string) {
  return waitFor(() => document.body.textContent?.includes(text) ?? false, `the toast "${text}"`);
}

/** The server's answer when it fails on its side. */
export function serverFault(): Response {
  return failure(500, { error: 'Internal server error', code: 'internal_error' });
}

export function button(name: string): HTMLButtonElement {
  const found = Array.from(container.querySelectorAll('button')).find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`No button "${name}"`);
  return found;
}

/** A button of the open dialog (dialogs render outside the app's container). */
export function dialogButton(name: string): HTMLButtonElement | undefined {
  return Array.from(document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')).find(
    (b) => b.textContent?.trim() === name,
  );
}

/** Clicks `opener`, waits for the confirmation it asks, and answers it with `choice`. */
export async function answerConfirmation(opener: string, choice: string) {
  act(() => button(opener).click());
  await waitFor(() => dialogButton(choice) !== undefined, 'the confirmation');
  act(() => dialogButton(choice)?.click());
}

export function fill(name: string, value: string) {
  const input = container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`No input "${name}"`);
  input.value = value;
}

export function submit() {
  act(() => container.querySelector('form')?.requestSubmit());
}

export function alertText(): string | null | undefined {
  return container.querySelector('[role="alert"]')?.textContent;
}

/** Waits until the router has reached `pathname` and finished loading it. */
export function settledAt(router: ReturnType<typeof createMemoryRouter>, pathname: string) {
  return waitFor(
    () => router.state.location.pathname === pathname && router.state.navigation.state === 'idle',
    pathname,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('authToken', 'user-token');
  localStorage.setItem('user', JSON.stringify(user));
});

afterEach(() => {
  unmount();
  queryClient.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});
