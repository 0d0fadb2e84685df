// Renders one element into the jsdom page for a component test (`// @vitest-environment jsdom`);
// whatever was mounted is unmounted and removed after each test.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const mounted: { root: Root; host: HTMLElement }[] = [];

function unmountEntry({ root, host }: { root: Root; host: HTMLElement }): void {
  act(() => root.unmount());
  host.remove();
}

afterEach(() => {
  for (const entry of mounted.splice(0)) unmountEntry(entry);
});

export interface Mounted {
  /** The element the React tree is rendered into. */
  host: HTMLElement;
  /** Renders another element in the same place, as a parent's new props would. */
  rerender(element: ReactNode): void;
  /** Unmounts and removes it now, as leaving the page would. */
  unmount(): void;
}

export function mount(element: ReactNode): Mounted {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const entry = { root, host };
  mounted.push(entry);
  act(() => root.render(element));
  return {
    host,
    rerender: (next) => act(() => root.render(next)),
    unmount() {
      const at = mounted.indexOf(entry);
      if (at === -1) return;
      mounted.splice(at, 1);
      unmountEntry(entry);
    },
  };
}

/** `element` under a fresh query client that does not retry, for a component that calls the API. */
export function withQueries(element: ReactNode): ReactNode {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={queryClient}>{element}</QueryClientProvider>;
}
