import { Navigate, Outlet, useSearchParams } from 'react-router';
import { FullScreenSpinner } from '../../components/ui/spinner';
import { pathAfterSignIn } from '../../lib/path-after-sign-in';
import { useSession } from '../../lib/session-context';

/**
 * The landing, login and signup pages send a signed-in user to /dashboard (docs/product.md §2), or to
 * the page that sent them to sign in (`?next=`, e.g. an invitation link).
 */
export function RedirectIfAuthenticated() {
  const { status } = useSession();
  const [searchParams] = useSearchParams();
  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'authenticated') return <Navigate to={pathAfterSignIn(searchParams)} replace />;
  return <Outlet />;
}
