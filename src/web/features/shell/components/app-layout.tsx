// The signed-in wrapper (docs/product.md §2): header with the logo, the Generate → Review →
// Schedule navigation, the workspace switcher (composed in by the app layer: features do not import
// each other), the user's name and the Settings menu; the billing banner; the page below.
import { type ComponentType, useEffect } from 'react';
import { Outlet } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { useSession } from '../../../lib/session-context';
import { useProfile } from '../api/get-profile';
import { BillingBanner } from './billing-banner';
import { MainNav } from './main-nav';
import { SettingsMenu } from './settings-menu';

/**
 * `WorkspaceSwitcher`: the header's choice of workspace (ADR 0032), given where it sits; it renders
 * nothing for someone in one workspace.
 */
export default function AppLayout({
  WorkspaceSwitcher,
}: {
  WorkspaceSwitcher?: ComponentType<{ className?: string }>;
} = {}) {
  const { status, user, updateUser } = useSession();
  const profile = useProfile(status === 'authenticated');

  useEffect(() => {
    if (profile.data && JSON.stringify(profile.data) !== JSON.stringify(user)) updateUser(profile.data);
  }, [profile.data, user, updateUser]);

  const fullName = user ? `${user.first_name} ${user.last_name}`.trim() : '';

  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-brand-700 focus:shadow"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3 sm:px-6 lg:px-8">
          <div className="order-1">
            <Logo to="/dashboard" />
          </div>
          <div className="order-4 w-full md:order-2 md:w-auto">
            <MainNav />
          </div>
          {/* Its own row on a phone; beside the name from sm up, after the navigation from md up. */}
          {WorkspaceSwitcher && (
            <WorkspaceSwitcher className="order-3 w-full sm:order-2 sm:ml-auto sm:w-auto md:order-3" />
          )}
          <div className="order-2 flex min-w-0 items-center gap-2 sm:order-3 sm:gap-3 md:order-4">
            {fullName && (
              <span
                className="max-w-28 truncate text-sm font-medium text-slate-800 sm:max-w-48"
                title={fullName}
              >
                {fullName}
              </span>
            )}
            <SettingsMenu />
          </div>
        </div>
      </header>
      <BillingBanner enabled={status === 'authenticated'} />
      <main id="main-content" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <Outlet />
      </main>
    </div>
  );
}
