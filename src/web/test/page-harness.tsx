// What the jsdom page tests share: a real query client and router around the page, a fake
// server behind global fetch (the outside world), and a wait that lets React settle.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import type { Mock } from 'vitest';
import { failure } from './answers';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

export type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Answers each `METHOD /path` from the routes `current()` returns; anything else is a 404. */
export function serveRoutes(fetchMock: Mock<typeof fetch>, current: () => Record<string, Handler>): void {
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler = current()[key];
    return handler ? handler(init) : failure(404, { error: `No route ${key}`, code: 'not_found' });
  });
}

export async function waitFor(check: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (check()) return;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error(`Timed out waiting for ${what}; page shows: ${document.body.textContent}`);
}

export interface RenderedPage {
  unmount(): void;
}

/** Renders `routes` at `initialEntry` with a fresh query client; `extra` sits beside the router. */
export function renderPage(routes: RouteObject[], initialEntry: string, extra?: ReactNode): RenderedPage {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => {
    root.render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {extra}
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
