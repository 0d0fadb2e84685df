// Demo mode: the simulated Pinterest's browser pages (consent page, its decision, the page of
// boards and published pins, pin pages, images) on the app's own origin under
// DEMO_PINTEREST_PATH. The emulator answers them itself; its API and control routes are never
// reachable here (the server calls the API on the emulator's loopback port).
import type { FastifyPluginAsync } from 'fastify';
import { DEMO_PINTEREST_PATH } from '../../integrations/pinterest/pin-url';
import type { DemoPinterestPages } from './pinterest-deps';

export const demoPagesRoute: FastifyPluginAsync<{ pages: DemoPinterestPages }> = async (app, { pages }) => {
  // The consent form's body is the emulator's to read: leave the stream untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  app.get('', { schema: { hide: true } }, (_request, reply) =>
    reply.redirect(`${DEMO_PINTEREST_PATH}/`, 301),
  );

  app.route({
    method: ['GET', 'HEAD', 'POST'],
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = request.url.slice(DEMO_PINTEREST_PATH.length) || '/';
      reply.hijack();
      const served = await pages.serveBrowserPage(request.raw, reply.raw, path);
      if (!served && !reply.raw.headersSent) {
        reply.raw.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        reply.raw.end('Not found on the simulated Pinterest.');
      }
    },
  });
};
