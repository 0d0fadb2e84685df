// The admin console frame (docs/product.md §2): the header (back to the app, Sign out everywhere, Logout),
// the tabs in the spec's order (Workspaces after Users, ADR 0032) and then Support as links (each tab has its own
// address, so a reload or a remembered adminRedirectPath returns to it), and the tab's page below.
// Logout ends the session on the server, then clears the browser (ADR 0026).
import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  Building2,
  ChartColumn,
  History,
  LifeBuoy,
  LogOut,
  MessageSquareText,
  SlidersHorizontal,
  Users,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { queryKeys } from '../../../api/query-keys';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { Logo } from '../../../components/ui/logo';
import { clearAdminSession, readAdminSession } from '../../../lib/admin-session-storage';
import { failureToast, showFailureToast } from '../../../lib/failure-toast';
import { ADMIN_SESSION_ENDED_EVENT } from '../api/admin-request';
import { revokeAdminSession, signOutAdminEverywhere } from '../api/sign-out-admin';

const NOT_REVOKED_MESSAGE =
  'Signed out of this browser, but the server could not be reached to end the session. It ends by itself after 12 hours unused.';
const SIGNED_OUT_EVERYWHERE_MESSAGE = 'Every session of your staff account has ended.';
const SIGN_OUT_EVERYWHERE_ERROR = 'Could not sign out everywhere. Please try again.';

const tabs = [
  { label: 'Dashboard', to: '/admin', end: true, icon: ChartColumn },
  { label: 'Users', to: '/admin/users', end: false, icon: Users },
  { label: 'Workspaces', to: '/admin/workspaces', end: false, icon: Building2 },
  { label: 'Prompts', to: '/admin/prompts', end: false, icon: MessageSquareText },
  { label: 'Settings', to: '/admin/settings', end: false, icon: SlidersHorizontal },
  { label: 'API History', to: '/admin/api-history', end: false, icon: History },
  { label: 'Support', to: '/admin/support', end: false, icon: LifeBuoy },
] as const;

function adminEmail(): string | null {
  const email = readAdminSession()?.admin.email;
  return typeof email === 'string' ? email : null;
}

export default function AdminConsoleLayout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email] = useState(adminEmail);
  const [signingOut, setSigningOut] = useState(false);
  const { confirm, dialog } = useConfirm();

  // An admin call that got a 401 has already cleared the session (api/admin-request.ts).
  useEffect(() => {
    const toLogin = () => {
      queryClient.removeQueries({ queryKey: queryKeys.allAdminSessionChecks });
      navigate('/admin/login', { replace: true });
    };
    window.addEventListener(ADMIN_SESSION_ENDED_EVENT, toLogin);
    return () => window.removeEventListener(ADMIN_SESSION_ENDED_EVENT, toLogin);
  }, [navigate, queryClient]);

  function leave() {
    clearAdminSession();
    queryClient.removeQueries({ queryKey: queryKeys.allAdminSessionChecks });
    navigate('/admin/login', { replace: true });
  }

  async function logout() {
    setSigningOut(true);
    const token = readAdminSession()?.token;
    // The server forgets the token before the browser does: a copy of it opens nothing after this.
    const revoked = token ? await revokeAdminSession(token) : true;
    leave();
    if (!revoked) toast.warning(NOT_REVOKED_MESSAGE);
  }

  async function signOutEverywhere() {
    const yes = await confirm({
      title: 'Sign out everywhere?',
      description:
        'Every session of your staff account ends: this console and any other browser or device, and your app sessions too. You sign in again with your password.',
      confirmLabel: 'Sign out everywhere',
    });
    const token = readAdminSession()?.token;
    if (!yes || !token) return;
    setSigningOut(true);
    try {
      await signOutAdminEverywhere(token);
    } catch (error) {
      setSigningOut(false);
      showFailureToast(failureToast(SIGN_OUT_EVERYWHERE_ERROR, error));
      return;
    }
    leave();
    toast.success(SIGNED_OUT_EVERYWHERE_MESSAGE);
  }

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="bg-slate-900">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
          <div className="flex items-center gap-3">
            <Logo inverse />
            <span className="rounded-full bg-slate-700 px-2.5 py-0.5 text-xs font-semibold text-white">
              Admin
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {email && <span className="mr-2 hidden text-sm text-slate-300 sm:inline">{email}</span>}
            <Link
              to="/"
              className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-slate-100 hover:bg-slate-800"
            >
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              Back to Pinloom
            </Link>
            <button
              type="button"
              onClick={() => void signOutEverywhere()}
              disabled={signingOut}
              className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-slate-100 hover:bg-slate-800 disabled:opacity-60"
            >
              Sign out everywhere
            </button>
            <button
              type="button"
              onClick={() => void logout()}
              disabled={signingOut}
              className="inline-flex items-center gap-1.5 rounded-full bg-white px-3.5 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-60"
            >
              <LogOut className="h-4 w-4" aria-hidden="true" />
              Logout
            </button>
          </div>
        </div>
      </header>

      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">Admin console</h1>

        <nav
          aria-label="Admin sections"
          // Phones: a grid of pills, every tab in sight; wider: one underlined row.
          className="mt-6 grid grid-cols-2 gap-2 sm:flex sm:gap-1 sm:border-b sm:border-slate-200"
        >
          {tabs.map((item) => {
            const Icon = item.icon;
            return (
              <NavLink
                key={item.label}
                to={item.to}
                end={item.end}
                className={({ isActive }) =>
                  `inline-flex shrink-0 items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold ring-1 sm:-mb-px sm:justify-start sm:rounded-none sm:border-b-2 sm:ring-0 ${
                    isActive
                      ? 'bg-brand-50 text-brand-700 ring-brand-200 sm:border-brand-600 sm:bg-transparent'
                      : 'text-slate-600 ring-slate-200 hover:text-slate-900 sm:border-transparent sm:hover:border-slate-300'
                  }`
                }
              >
                <Icon className="h-4 w-4" aria-hidden="true" />
                {item.label}
              </NavLink>
            );
          })}
        </nav>

        <div className="mt-6">
          <Outlet />
        </div>
      </main>
      {dialog}
    </div>
  );
}
