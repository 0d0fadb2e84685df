// Demo mode: an emulator's browser pages (the simulated Pinterest's and Stripe's) on the app's own
// origin under a path, so they work on whatever address the person opened. The emulator reads
// each request and writes the answer itself.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface EmulatorPages {
  /** Answers `path` (relative to the emulator's root); false when it is not one of its pages. */
  serveBrowserPage(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean>;
}

/** Serves `pages` at every address under `prefix` (the group's own), `notFound` when none is. */
export function serveEmulatorPages(
  app: FastifyInstance,
  options: { prefix: string; pages: EmulatorPages; notFound: string },
): void {
  // A form's body is the emulator's to read: leave the stream untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  app.route({
    method: ['GET', 'HEAD', 'POST'],
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = request.url.slice(options.prefix.length) || '/';
      reply.hijack();
      const served = await options.pages.serveBrowserPage(request.raw, reply.raw, path);
      if (!served && !reply.raw.headersSent) {
        reply.raw.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        reply.raw.end(options.notFound);
      }
    },
  });
}
