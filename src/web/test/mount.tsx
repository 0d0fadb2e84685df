// Renders one element into the jsdom page for a component test (`// @vitest-environment jsdom`);
// whatever was mounted is unmounted and removed after each test.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const mounted: { root: Root; host: HTMLElement }[] = [];

afterEach(() => {
  for (const { root, host } of mounted.splice(0)) {
    act(() => root.unmount());
    host.remove();
  }
});

export interface Mounted {
  /** The element the React tree is rendered into. */
  host: HTMLElement;
  /** Renders another element in the same place, as a parent's new props would. */
  rerender(element: ReactNode): void;
}

export function mount(element: ReactNode): Mounted {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  mounted.push({ root, host });
  act(() => root.render(element));
  return { host, rerender: (next) => act(() => root.render(next)) };
}
