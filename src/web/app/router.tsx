// Every route of docs/product.md §2. Pages are lazy-loaded through lazyPage(), which reports a
// chunk that fails or takes over 120 seconds as a ChunkLoadError for RouteErrorPage.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '../components/ui/spinner';
import { lazyPage } from '../lib/lazy-page';
import { AdminGuard } from './guards/admin-guard';
import { RedirectIfAuthenticated } from './guards/redirect-if-authenticated';
import { RequireAuth } from './guards/require-auth';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';

// The boards page comes with the Pinterest feature composed in (app/routes).
const boardsPage = lazyPage(() => import('./routes/boards-route'));

/** A section of Settings (one chunk holds them all: they are small). */
function settingsSection(name: keyof typeof import('../features/settings/components/settings-sections')) {
  return lazyPage(() =>
    import('../features/settings/components/settings-sections').then((sections) => ({
      default: sections[name],
    })),
  );
}

/** The route at `path` to the page that `load` brings. */
function page(path: string, load: Parameters<typeof lazyPage>[0]): RouteObject {
  return { path, lazy: lazyPage(load) };
}

/** @internal for tests and benchmarks, not production code */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: FullScreenSpinner,
    children: [
      // Signed-in visitors go to /dashboard.
      {
        element: <RedirectIfAuthenticated />,
        children: [
          { index: true, lazy: lazyPage(() => import('../features/marketing/components/landing-page')) },
          page('login', () => import('../features/auth/components/login-page')),
          page('signup', () => import('../features/auth/components/signup-page')),
        ],
      },

      // Public pages.
      page('terms', () => import('../features/marketing/components/terms-page')),
      page('privacy', () => import('../features/marketing/components/privacy-page')),
      page('about', () => import('../features/marketing/components/about-page')),
      page('features', () => import('../features/marketing/components/features-page')),
      page('demo', () => import('../features/marketing/components/demo-page')),
      page('contact', () => import('../features/marketing/components/contact-page')),
      page('help', () => import('../features/marketing/components/help-page')),
      page('developers', () => import('../features/marketing/components/developers-page')),
      page('forgot-password', () => import('../features/auth/components/forgot-password-page')),
      page('reset-password', () => import('../features/auth/components/reset-password-page')),
      // An invitation into a workspace: for visitors and signed-in people alike.
      page('invitation', () => import('../features/workspaces/components/invitation-page')),
      // A client deciding on pins shared with them: no account, the link's token is enough.
      page('client-review', () => import('../features/client-review/components/client-review-page')),

      // Administrator portal.
      page('admin/login', () => import('../features/admin/components/admin-login-page')),
      {
        path: 'admin',
        element: <AdminGuard />,
        children: [
          {
            lazy: lazyPage(() => import('../features/admin/components/admin-console-layout')),
            children: [
              {
                index: true,
                lazy: lazyPage(() => import('../features/admin/components/tabs/dashboard-tab')),
              },
              page('users', () => import('../features/admin/components/tabs/users-tab')),
              page('users/:userId', () => import('../features/admin/components/tabs/user-detail-page')),
              page('workspaces', () => import('../features/admin/components/tabs/workspaces-tab')),
              page(
                'workspaces/:workspaceId',
                () => import('../features/admin/components/tabs/workspace-detail-page'),
              ),
              page('prompts', () => import('../features/admin/components/tabs/prompts-tab')),
              page('settings', () => import('../features/admin/components/tabs/settings-tab')),
              page('api-history', () => import('../features/admin/components/tabs/api-history-tab')),
              page('support', () => import('../features/admin/components/tabs/support-tab')),
              page('support/:ticketId', () => import('../features/admin/components/tabs/ticket-detail-page')),
            ],
          },
        ],
      },

      // Signed-in app, inside the wrapper with the navigation bar.
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: lazyPage(() => import('./routes/app-layout-route')),
            children: [
              { path: 'dashboard', lazy: boardsPage },
              { path: 'boards', lazy: boardsPage },
              page('review', () => import('./routes/review-route')),
              page('timeline', () => import('./routes/timeline-route')),
              page('analytics', () => import('./routes/analytics-route')),
              {
                path: 'settings',
                lazy: lazyPage(() => import('../features/settings/components/settings-layout')),
                children: [
                  {
                    index: true,
                    lazy: lazyPage(() => import('../features/settings/components/settings-index')),
                  },
                  page('general', () => import('./routes/general-settings-route')),
                  page('pinterest', () => import('./routes/pinterest-settings-route')),
                  page('team', () => import('./routes/team-settings-route')),
                  page('activity', () => import('./routes/activity-settings-route')),
                  page('templates', () => import('./routes/templates-settings-route')),
                  page('brand', () => import('./routes/brand-settings-route')),
                  page('ai-providers', () => import('./routes/ai-settings-route')),
                  page('prompts', () => import('./routes/prompts-settings-route')),
                  page('api', () => import('./routes/api-settings-route')),
                  { path: 'plan-and-billing', lazy: settingsSection('PlanAndBillingSection') },
                  { path: 'your-data', lazy: settingsSection('YourDataSection') },
                  { path: 'security', lazy: settingsSection('SecuritySection') },
                ],
              },
              page('support', () => import('../features/support/components/support-page')),
              page('support/:ticketId', () => import('../features/support/components/ticket-page')),
              page('connect-pinterest', () => import('../features/pinterest/components/setup-wizard-page')),
            ],
          },
        ],
      },

      page('*', () => import('../features/marketing/components/not-found-page')),
    ],
  },
];

export const router = createBrowserRouter(routes);
