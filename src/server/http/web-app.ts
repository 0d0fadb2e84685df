// Serves the built web app (dist/web from `vite build`) and answers everything that matches no
// route: JSON 404 under /api and /media; for a page navigation, the app's index.html (200) at any
// address its router has a page at (src/shared/page-routes.ts), and at any other the prerendered
// 'Page Not Found' page with a 404. The public pages have their HTML prerendered by
// the build (src/web/prerender.ts): those paths get dist/web/prerendered/<page>.html, which paints
// before any script runs.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPageRoute } from '../../shared/page-routes';
import { NOT_FOUND_PAGE, PRERENDERED_DIR, PUBLIC_PAGES, prerenderedFile } from '../../shared/public-pages';
import { NOT_FOUND_MESSAGE } from '../app-error';
import { sendError } from './error-handler';

/** Resolved from this file, not the working directory, so `npm start` works from anywhere. */
export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../../dist/web', import.meta.url));

/** Vite puts hashed file names under /static/, so they can be cached forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function registerWebApp(app: FastifyInstance, webRoot: string | null): Promise<void> {
  const served = webRoot !== null && existsSync(path.join(webRoot, 'index.html'));
  if (served) {
    await app.register(fastifyStatic, {
      root: webRoot,
      // The build writes .br and .gz beside each script, style and page (vite.config.ts).
      preCompressed: true,
      // '/' is the landing page, prerendered, sent by the not-found handler below like the other
      // pages: never a directory's index.html. /api and /media are never files: an address there
      // that no route takes is the JSON 404, not the file route's 403 for a path that climbs out.
      index: false,
      allowedPath: (pathname) => pathname !== '/' && !isJsonPath(pathname),
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const relative = path.relative(webRoot, filePath).split(path.sep).join('/');
        reply.header('cache-control', relative.startsWith('static/') ? IMMUTABLE : 'no-cache');
      },
    });
  }

  const prerendered = served ? prerenderedPages(webRoot) : new Map<string, string>();
  // A build from before the 404 page was prerendered: the app, whose router shows 'Page Not Found'.
  const notFoundFile = `${PRERENDERED_DIR}/${prerenderedFile(NOT_FOUND_PAGE)}`;
  const notFoundPage = served && existsSync(path.join(webRoot, notFoundFile)) ? notFoundFile : 'index.html';

  app.setNotFoundHandler(async (request, reply) => {
    if (isApi(request)) return sendError(reply, 'not_found', NOT_FOUND_MESSAGE);
    const pathname = request.url.split('?')[0] ?? '';
    const page = prerendered.get(pathname);
    if (page && (request.method === 'GET' || request.method === 'HEAD'))
      return reply.code(200).sendFile(page);
    if (served && isPageNavigation(request)) {
      if (isPageRoute(pathname)) return reply.code(200).sendFile('index.html');
      return reply.code(404).sendFile(notFoundPage);
    }
    const notice = served ? 'Not found' : 'Not found. The web app is not built yet: run `npm run build`.';
    return reply.code(404).type('text/plain; charset=utf-8').send(notice);
  });
}

/** Public path → its prerendered file under the web root, for the pages the build prerendered. */
function prerenderedPages(webRoot: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const page of PUBLIC_PAGES) {
    const file = `${PRERENDERED_DIR}/${prerenderedFile(page)}`;
    if (existsSync(path.join(webRoot, file))) pages.set(page.path, file);
  }
  return pages;
}

/** /media/* has its own route (media.ts); this only catches other methods on it, e.g. POST. */
const JSON_PREFIXES = ['/api', '/media'];

function isApi(request: FastifyRequest): boolean {
  return isJsonPath(request.url.split('?')[0] ?? '');
}

function isJsonPath(pathname: string): boolean {
  return JSON_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

function isPageNavigation(request: FastifyRequest): boolean {
  const wantsHtml = request.headers.accept?.includes('text/html') ?? false;
  return (request.method === 'GET' || request.method === 'HEAD') && wantsHtml;
}
