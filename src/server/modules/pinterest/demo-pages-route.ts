// Demo mode: the simulated Pinterest's browser pages (consent page, its decision, the page of
// boards and published pins, pin pages, images) on the app's own origin under
// DEMO_PINTEREST_PATH. The emulator answers them itself; its API and control routes are never
// reachable here (the server calls the API on the emulator's loopback port).
import type { FastifyPluginAsync } from 'fastify';
import { serveEmulatorPages } from '../../http/emulator-pages';
import { DEMO_PINTEREST_PATH } from '../../integrations/pinterest/pin-url';
import type { DemoPinterestPages } from './pinterest-deps';

export const demoPagesRoute: FastifyPluginAsync<{ pages: DemoPinterestPages }> = async (app, { pages }) => {
  serveEmulatorPages(app, {
    prefix: DEMO_PINTEREST_PATH,
    pages,
    notFound: 'Not found on the simulated Pinterest.',
  });
  app.get('', { schema: { hide: true } }, (_request, reply) =>
    reply.redirect(`${DEMO_PINTEREST_PATH}/`, 301),
  );
};
