// Whether the timeline is on a phone-sized screen (≤ 640 px, Tailwind's `sm` and below), where
// runs of empty days fold into one line. Read from matchMedia and followed as the window resizes;
// false where matchMedia is missing (server rendering, old test environments).
import { useSyncExternalStore } from 'react';

const NARROW_SCREEN_QUERY = '(max-width: 640px)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_SCREEN_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
