// Demo billing: the simulated Stripe's hosted pages (Checkout, billing portal) on the app's own
// origin under DEMO_STRIPE_PATH, so they work on whatever address the person opened. The emulator
// answers them itself; its API and control routes are never reachable here (the server calls the
// API on the emulator's loopback port).
import type { FastifyPluginAsync } from 'fastify';
import { type EmulatorPages, serveEmulatorPages } from '../../http/emulator-pages';

/** In demo billing the emulator's pages are served by the app itself, on this path. */
export const DEMO_STRIPE_PATH = '/stripe-demo';

export type DemoStripePages = EmulatorPages;

export const stripeDemoPagesRoute: FastifyPluginAsync<{ pages: DemoStripePages }> = async (app, { pages }) =>
  serveEmulatorPages(app, {
    prefix: DEMO_STRIPE_PATH,
    pages,
    notFound: 'Not found on the simulated Stripe.',
  });
