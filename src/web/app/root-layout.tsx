import { type Location, Outlet, ScrollRestoration, useNavigation } from 'react-router';

/**
 * Positions are kept per history entry; a page opened by its address (not by a link) has no
 * entry of its own ('default') and is keyed by its path, so it never takes another page's scroll.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? location.pathname : location.key);

/** Wraps every route: a thin progress bar while the next page's chunk loads, and scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-600"
        />
      )}
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
