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
          { path: 'login', lazy: lazyPage(() => import('../features/auth/components/login-page')) },
          { path: 'signup', lazy: lazyPage(() => import('../features/auth/components/signup-page')) },
        ],
      },

      // Public pages.
      { path: 'terms', lazy: lazyPage(() => import('../features/marketing/components/terms-page')) },
      { path: 'privacy', lazy: lazyPage(() => import('../features/marketing/components/privacy-page')) },
      { path: 'about', lazy: lazyPage(() => import('../features/marketing/components/about-page')) },
      { path: 'features', lazy: lazyPage(() => import('../features/marketing/components/features-page')) },
      { path: 'demo', lazy: lazyPage(() => import('../features/marketing/components/demo-page')) },
      { path: 'contact', lazy: lazyPage(() => import('../features/marketing/components/contact-page')) },
      { path: 'help', lazy: lazyPage(() => import('../features/marketing/components/help-page')) },
      {
        path: 'forgot-password',
        lazy: lazyPage(() => import('../features/auth/components/forgot-password-page')),
      },
      {
        path: 'reset-password',
        lazy: lazyPage(() => import('../features/auth/components/reset-password-page')),
      },

      // Administrator portal.
      { path: 'admin/login', lazy: lazyPage(() => import('../features/admin/components/admin-login-page')) },
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
              { path: 'users', lazy: lazyPage(() => import('../features/admin/components/tabs/users-tab')) },
              {
                path: 'users/:userId',
                lazy: lazyPage(() => import('../features/admin/components/tabs/user-detail-page')),
              },
              {
                path: 'prompts',
                lazy: lazyPage(() => import('../features/admin/components/tabs/prompts-tab')),
              },
              {
                path: 'settings',
                lazy: lazyPage(() => import('../features/admin/components/tabs/settings-tab')),
              },
              {
                path: 'api-history',
                lazy: lazyPage(() => import('../features/admin/components/tabs/api-history-tab')),
              },
              {
                path: 'support',
                lazy: lazyPage(() => import('../features/admin/components/tabs/support-tab')),
              },
              {
                path: 'support/:ticketId',
                lazy: lazyPage(() => import('../features/admin/components/tabs/ticket-detail-page')),
              },
            ],
          },
        ],
      },

      // Signed-in app, inside the wrapper with the navigation bar.
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: lazyPage(() => import('../features/shell/components/app-layout')),
            children: [
              { path: 'dashboard', lazy: boardsPage },
              { path: 'boards', lazy: boardsPage },
              { path: 'review', lazy: lazyPage(() => import('./routes/review-route')) },
              {
                path: 'timeline',
                lazy: lazyPage(() => import('./routes/timeline-route')),
              },
              {
                path: 'settings',
                lazy: lazyPage(() => import('../features/settings/components/settings-layout')),
                children: [
                  {
                    index: true,
                    lazy: lazyPage(() => import('../features/settings/components/settings-index')),
                  },
                  { path: 'general', lazy: settingsSection('GeneralSection') },
                  { path: 'pinterest', lazy: lazyPage(() => import('./routes/pinterest-settings-route')) },
                  { path: 'ai-providers', lazy: settingsSection('AiProvidersSection') },
                  { path: 'plan-and-billing', lazy: settingsSection('PlanAndBillingSection') },
                  { path: 'your-data', lazy: settingsSection('YourDataSection') },
                  { path: 'security', lazy: settingsSection('SecuritySection') },
                ],
              },
              {
                path: 'support',
                lazy: lazyPage(() => import('../features/support/components/support-page')),
              },
              {
                path: 'support/:ticketId',
                lazy: lazyPage(() => import('../features/support/components/ticket-page')),
              },
              {
                path: 'connect-pinterest',
                lazy: lazyPage(() => import('../features/pinterest/components/setup-wizard-page')),
              },
            ],
          },
        ],
      },

      { path: '*', lazy: lazyPage(() => import('../features/marketing/components/not-found-page')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
