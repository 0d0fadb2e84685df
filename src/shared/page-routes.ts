// Every address the web app shows a page at: its router's routes (src/web/app/router.tsx), written
// once here so the server can answer any other address 404 with the 'Page Not Found' page (docs/product.md
// §2) instead of the app with a 200. src/web/app/router.test.ts holds this list and the router's
// equal: a route added to one and not the other fails it.
/** @internal for tests and benchmarks, not production code */
export const PAGE_ROUTES = [
  // Public pages (the prerendered ones are src/shared/public-pages.ts).
  '/',
  '/login',
  '/signup',
  '/terms',
  '/privacy',
  '/about',
  '/features',
  '/demo',
  '/contact',
  '/help',
  '/developers',
  '/forgot-password',
  '/reset-password',
  '/invitation',
  '/client-review',
  // Administrator portal.
  '/admin/login',
  '/admin',
  '/admin/users',
  '/admin/users/:userId',
  '/admin/workspaces',
  '/admin/workspaces/:workspaceId',
  '/admin/prompts',
  '/admin/settings',
  '/admin/api-history',
  '/admin/support',
  '/admin/support/:ticketId',
  // Signed-in app.
  '/dashboard',
  '/boards',
  '/review',
  '/timeline',
  '/analytics',
  '/settings',
  '/settings/general',
  '/settings/pinterest',
  '/settings/team',
  '/settings/activity',
  '/settings/templates',
  '/settings/brand',
  '/settings/ai-providers',
  '/settings/prompts',
  '/settings/api',
  '/settings/plan-and-billing',
  '/settings/your-data',
  '/settings/security',
  '/support',
  '/support/:ticketId',
  '/connect-pinterest',
] as const;

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

const ROUTE_SEGMENTS = PAGE_ROUTES.map(segmentsOf);

/**
 * Whether the web app's router has a page at `pathname` (no query or hash), matched as
 * react-router matches it: letter case ignored, a trailing slash allowed, a `:param` standing for
 * any one segment.
 */
export function isPageRoute(pathname: string): boolean {
  const segments = segmentsOf(pathname.toLowerCase());
  return ROUTE_SEGMENTS.some(
    (route) =>
      route.length === segments.length &&
      route.every((part, index) => part.startsWith(':') || part === segments[index]),
  );
}
