import { useEffect, useRef } from 'react';
import { Navigate, Outlet } from 'react-router';
import { FullScreenSpinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session-context';

/** Signed-in screens: a spinner while the session is read, /login (replacing history) without one. */
export function RequireAuth() {
  const { status, signedOut } = useSession();
  // Whether this page was shown signed in, so that Sign Out from it goes home while a
  // later visit to a signed-in page still goes to /login.
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (status === 'authenticated') wasSignedIn.current = true;
  }, [status]);

  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'unauthenticated') {
    return <Navigate to={signedOut && wasSignedIn.current ? '/' : '/login'} replace />;
  }
  return <Outlet />;
}
