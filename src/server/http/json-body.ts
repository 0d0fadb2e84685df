// Request bodies are JSON only. An empty JSON body reads as "no body" (clients often send the
// JSON content type on body-less POSTs such as logout); other content types get 415.
import type { FastifyInstance } from 'fastify';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export function registerJsonBodyParser(app: FastifyInstance): void {
  // Keeps Fastify's parser (prototype-poisoning protection) for non-empty bodies.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
