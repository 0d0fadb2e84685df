// The public pages the build prerenders to HTML (src/web/prerender.ts) and the server
// sends for their paths (src/server/http/web-app.ts): every page a visitor sees before signing in,
// each with a script of its own, light (ADR 0029: at most 90 kB of gzipped JavaScript, all of
// it). /reset-password stays with the app: its content depends on the link's token, which a page
// prerendered without it would show wrong until its script ran. `title` is the tab title the page
// sets once it runs (useDocumentTitle), written into the HTML so it is right before that. `module`
// is the page component's file under src/web (its default export), the entry of the page's script.
export const PUBLIC_PAGES = [
  {
    name: 'landing',
    path: '/',
    title: 'Pinloom — AI pin studio for Pinterest',
    module: 'features/marketing/components/landing-page.tsx',
  },
  {
    name: 'features',
    path: '/features',
    title: 'Pricing & features — Pinloom',
    module: 'features/marketing/components/features-page.tsx',
  },
  {
    name: 'about',
    path: '/about',
    title: 'About — Pinloom',
    module: 'features/marketing/components/about-page.tsx',
  },
  {
    name: 'terms',
    path: '/terms',
    title: 'Terms of Service — Pinloom',
    module: 'features/marketing/components/terms-page.tsx',
  },
  {
    name: 'privacy',
    path: '/privacy',
    title: 'Privacy Policy — Pinloom',
    module: 'features/marketing/components/privacy-page.tsx',
  },
  {
    name: 'login',
    path: '/login',
    title: 'Sign in · Pinloom',
    module: 'features/auth/components/login-page.tsx',
  },
  {
    name: 'signup',
    path: '/signup',
    title: 'Create your free account · Pinloom',
    module: 'features/auth/components/signup-page.tsx',
  },
  {
    name: 'contact',
    path: '/contact',
    title: 'Contact — Pinloom',
    module: 'features/marketing/components/contact-page.tsx',
  },
  {
    name: 'demo',
    path: '/demo',
    title: 'Product demo — Pinloom',
    module: 'features/marketing/components/demo-page.tsx',
  },
  {
    name: 'help',
    path: '/help',
    title: 'Help — Pinloom',
    module: 'features/marketing/components/help-page.tsx',
  },
  {
    name: 'developers',
    path: '/developers',
    title: 'Developers — Pinloom',
    module: 'features/marketing/components/developers-page.tsx',
  },
  {
    name: 'forgot-password',
    path: '/forgot-password',
    title: 'Reset your password · Pinloom',
    module: 'features/auth/components/forgot-password-page.tsx',
  },
] as const;

/**
 * The 'Page Not Found' page (docs/product.md §2), prerendered like the public pages and sent with a 404 for
 * every address the app has no page at (src/shared/page-routes.ts). Its `path` is only where the
 * build renders it; the server never sends it with a 200.
 */
export const NOT_FOUND_PAGE = {
  name: 'not-found',
  queries: false,
  path: '/404',
  title: 'Page Not Found — Pinloom',
  module: 'features/marketing/components/not-found-page.tsx',
} as const;

export type PublicPage = (typeof PUBLIC_PAGES)[number] | typeof NOT_FOUND_PAGE;

/** Every page the build prerenders: the public pages and the 404 page. */
export const PRERENDERED_PAGES: readonly PublicPage[] = [...PUBLIC_PAGES, NOT_FOUND_PAGE];

/** The page's file under PRERENDERED_DIR. */
export const prerenderedFile = (page: PublicPage): string => `${page.name}.html`;

/** The name of the page's script entry in the build (vite.config.ts) and its manifest. */
export const publicEntryName = (page: PublicPage): string => `public-${page.name}`;

/** Where the build writes the pages, under the web root (dist/web). */
export const PRERENDERED_DIR = 'prerendered';
