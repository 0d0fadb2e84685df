import { Navigate, Outlet } from 'react-router';
import { FullScreenSpinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session-context';

/** The landing, login and signup pages send a signed-in user to /dashboard (docs/product.md §2). */
export function RedirectIfAuthenticated() {
  const { status } = useSession();
  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'authenticated') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
