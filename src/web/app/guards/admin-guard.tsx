// The administrator route guard (docs/product.md §2, §4): checking (spinner) → authorised when
// GET /api/admin/test succeeds; otherwise the stored admin session is removed, the
// attempted path remembered, and the visitor sent to /admin/login. A visitor without a token
// is sent there too, with the path remembered, so signing in returns to it.
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { FullScreenSpinner } from '../../components/ui/spinner';
import { useAdminSessionCheck } from '../../features/admin/api/check-admin-session';
import {
  clearAdminSession,
  readAdminSession,
  rememberAdminRedirectPath,
} from '../../lib/admin-session-storage';

function SendToAdminLogin({ attemptedPath }: { attemptedPath: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    clearAdminSession();
    rememberAdminRedirectPath(attemptedPath);
    navigate('/admin/login', { replace: true });
  }, [attemptedPath, navigate]);
  return <FullScreenSpinner />;
}

export function AdminGuard() {
  const location = useLocation();
  const [session] = useState(() => readAdminSession());
  const check = useAdminSessionCheck(session?.token ?? null);
  const attemptedPath = `${location.pathname}${location.search}${location.hash}`;

  if (!session) return <SendToAdminLogin attemptedPath={attemptedPath} />;
  if (check.isPending) return <FullScreenSpinner />;
  if (check.isError) return <SendToAdminLogin attemptedPath={attemptedPath} />;
  return <Outlet />;
}
