// Demo billing: the simulated Stripe's hosted pages (Checkout, billing portal) on the app's own
// origin under DEMO_STRIPE_PATH, so they work on whatever address the person opened. The emulator
// answers them itself; its API and control routes are never reachable here (the server calls the
// API on the emulator's loopback port).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';

/** In demo billing the emulator's pages are served by the app itself, on this path. */
export const DEMO_STRIPE_PATH = '/stripe-demo';

export interface DemoStripePages {
  /** Answers `path` (relative to the emulator's root); false when it is not one of its pages. */
  serveBrowserPage(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean>;
}

export const stripeDemoPagesRoute: FastifyPluginAsync<{ pages: DemoStripePages }> = async (
  app,
  { pages },
) => {
  // The payment form's body is the emulator's to read: leave the stream untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  app.route({
    method: ['GET', 'HEAD', 'POST'],
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = request.url.slice(DEMO_STRIPE_PATH.length) || '/';
      reply.hijack();
      const served = await pages.serveBrowserPage(request.raw, reply.raw, path);
      if (!served && !reply.raw.headersSent) {
        reply.raw.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        reply.raw.end('Not found on the simulated Stripe.');
      }
    },
  });
};
