// Serves pin images at /media/<key>. Outside /api and without a session on purpose: an <img>
// tag cannot send a bearer token. What keeps images private is the key itself: pins/<uuid>.png,
// a random uuid nobody can guess, only ever handed out inside the owner's own pin answers.
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../shared/api/common';
import { AppError, NOT_FOUND_MESSAGE } from '../app-error';
import { assertSafeKey, MEDIA_URL_PREFIX } from '../integrations/storage/media-storage';

/** Keys never change content (media-storage.ts), so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

const mediaParams = z.object({ '*': z.string() });

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${MEDIA_URL_PREFIX}*`,
    {
      schema: {
        tags: ['media'],
        summary: 'A pin image (no session: keys are unguessable)',
        params: mediaParams,
        // Sent as a Buffer, which Fastify never serialises; the schema only documents it.
        response: { 200: z.unknown().describe('The image bytes'), 404: errorResponse },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const image = isSafeKey(key) ? await app.media.read(key) : null;
      if (!image) throw new AppError('not_found', NOT_FOUND_MESSAGE);
      return reply
        .type(CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream')
        .header('cache-control', IMMUTABLE)
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
