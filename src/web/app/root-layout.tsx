import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

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
      <ScrollRestoration />
    </>
  );
}
