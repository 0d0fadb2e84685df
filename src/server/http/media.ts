// Serves pin images at /media/<key>. Outside /api and without a session on purpose: an <img>
// tag cannot send a bearer token. What keeps images private is the key itself: pins/<uuid>.png,
// a random uuid nobody can guess, only ever handed out inside the owner's own pin answers.
// With S3 (ADR 0023) the bytes come from the bucket through here, so a private bucket stays
// private and the browser sees one origin, the same headers and the same 404s.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../shared/api/common';
import { AppError, NOT_FOUND_MESSAGE } from '../app-error';
import {
  assertSafeKey,
  MEDIA_CACHE_CONTROL,
  MEDIA_CONTENT_TYPES,
  MEDIA_URL_PREFIX,
  mediaContentType,
} from '../integrations/storage/media-storage';

const mediaParams = z.object({ '*': z.string() });

/** The image, in the type its key's extension names. */
const imageBytes = {
  description: 'The image bytes',
  content: Object.fromEntries(
    MEDIA_CONTENT_TYPES.map((type) => [
      type,
      { schema: z.unknown().meta({ type: 'string', format: 'binary' }) },
    ]),
  ),
};

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${MEDIA_URL_PREFIX}*`,
    {
      schema: {
        tags: ['media'],
        summary: 'A pin image (no session: keys are unguessable)',
        params: mediaParams,
        // Sent as a Buffer, which Fastify never serialises; the schema only documents it.
        response: { 200: imageBytes, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const image = isSafeKey(key) ? await app.media.read(key) : null;
      if (!image) throw new AppError('not_found', NOT_FOUND_MESSAGE);
      return reply
        .type(mediaContentType(key))
        .header('cache-control', MEDIA_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(image);
    },
  );
};

function isSafeKey(key: string): boolean {
  try {
    assertSafeKey(key);
    return true;
  } catch {
    return false;
  }
}
