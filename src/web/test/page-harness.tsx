// What the jsdom page tests share: a real query client and router around the page, a fake
// server behind global fetch (the outside world), a wait that lets React settle, and typing.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, type Mock, vi } from 'vitest';
import { SessionProvider } from '../app/session-provider';
import { SessionContext, type SessionValue } from '../lib/session-context';
import { failure } from './answers';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

export type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

export interface ServeOptions {
  /** Match `METHOD /path` without the query string (`?page=2` reaches the same route). */
  ignoreQuery?: boolean;
  /** The answer for a key no route holds; a 404 unless given. */
  otherwise?: (key: string) => Response;
}

/** Answers each `METHOD /path` from the routes `current()` returns; anything else is a 404. */
export function serveRoutes(
  fetchMock: Mock<typeof fetch>,
  current: () => Record<string, Handler>,
  { ignoreQuery = false, otherwise }: ServeOptions = {},
): void {
  fetchMock.mockImplementation(async (input, init) => {
    const address = String(input);
    const key = `${init?.method ?? 'GET'} ${ignoreQuery ? address.split('?')[0] : address}`;
    const handler = current()[key];
    if (handler) return handler(init);
    return otherwise ? otherwise(key) : failure(404, { error: `No route ${key}`, code: 'not_found' });
  });
}

export async function waitFor(check: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (check()) return;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error(`Timed out waiting for ${what}; page shows: ${document.body.textContent}`);
}

/** `element` under `session` (a visitor, a given user) in place of the stored one the app reads. */
export function withSession(session: SessionValue, element: ReactNode): ReactNode {
  return <SessionContext.Provider value={session}>{element}</SessionContext.Provider>;
}

export interface RenderedPage {
  unmount(): void;
}

/**
 * Renders `routes` at `initialEntry` with a fresh query client and the app's session (what the
 * test saved in local storage, as a signed-in browser has it); `extra` sits beside the router.
 */
export function renderPage(routes: RouteObject[], initialEntry: string, extra?: ReactNode): RenderedPage {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => {
    root.render(
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
          {extra}
        </SessionProvider>
      </QueryClientProvider>,
    );
  });
  return {
    unmount() {
      act(() => root.unmount());
      container.remove();
    },
  };
}

export interface PageTest {
  fetchMock: Mock<typeof fetch>;
  /** `METHOD /path` → answer; emptied before each test, anything missing is a 404. */
  routes: Record<string, Handler>;
  /** renderPage, unmounting what an earlier call rendered. */
  render(routes: RouteObject[], initialEntry: string, extra?: ReactNode): void;
}

/**
 * The frame of a page test: a fake server behind global fetch answering `routes`, the page rendered
 * with renderPage, and all of it undone after each test. Call it once at the top of a test file,
 * before the file's own hooks; it registers its own.
 */
export function setUpPageTest({ quietConsole = false }: { quietConsole?: boolean } = {}): PageTest {
  const fetchMock = vi.fn<typeof fetch>();
  let page: RenderedPage | undefined;
  const test: PageTest = {
    fetchMock,
    routes: {},
    render(routes, initialEntry, extra) {
      page?.unmount();
      page = renderPage(routes, initialEntry, extra);
    },
  };

  beforeEach(() => {
    test.routes = {};
    serveRoutes(fetchMock, () => test.routes);
    vi.stubGlobal('fetch', fetchMock);
    if (quietConsole) vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    page?.unmount();
    page = undefined;
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  return test;
}

/**
 * The page may use only the app's own dialogs: the browser's alert and confirm are stubbed before
 * each test, and a test that called either fails after it. Call it at the top of a test file.
 */
export function forbidNativeDialogs(): void {
  const alertMock = vi.fn();
  const confirmMock = vi.fn(() => true);
  beforeEach(() => {
    vi.stubGlobal('alert', alertMock);
    vi.stubGlobal('confirm', confirmMock);
  });
  afterEach(() => {
    const alerts = alertMock.mock.calls;
    const confirms = confirmMock.mock.calls;
    alertMock.mockReset();
    confirmMock.mockReset();
    confirmMock.mockImplementation(() => true);
    expect({ alerts, confirms }).toEqual({ alerts: [], confirms: [] });
  });
}

/** Forgets what a test left in the browser: both storages and every element on the page. */
export function clearBrowser(): void {
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
}

/** The form control named `name`; fails showing the page when there is none. */
export function namedField<T extends Element = HTMLInputElement>(name: string): T {
  const found = document.querySelector<T>(`[name="${name}"]`);
  if (!found) throw new Error(`No field "${name}"; page shows: ${document.body.textContent}`);
  return found;
}

/** Types `value` into a control the way React notices: an input event, a change for a select. */
export function typeInto(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set;
  act(() => {
    setter?.call(control, value);
    control.dispatchEvent(
      new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}
