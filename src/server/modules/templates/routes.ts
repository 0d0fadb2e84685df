// The template routes: the list, for members choosing a board's templates, and each thumbnail,
// without a session because an <img> cannot send one (the built-ins are the same for everyone).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../shared/api/common';
import {
  TEMPLATE_NOT_FOUND_MESSAGE,
  templateIdParams,
  templatesResponse,
} from '../../../shared/api/templates';
import { isBuiltinTemplateId } from '../../../shared/builtin-templates';
import { AppError } from '../../app-error';
import { guardRoutes } from '../../http/auth-guard';
import { getTemplateThumbnail } from './get-template-thumbnail';
import { listTemplates } from './list-templates';

const pngBytes = {
  description: 'The thumbnail, a 300×450 PNG',
  content: { 'image/png': { schema: z.unknown().meta({ type: 'string', format: 'binary' }) } },
};

const listRoute: FastifyPluginAsyncZod = async (app) => {
  const route = guardRoutes(app, 'user', ['templates']);
  app.get(
    '',
    route('viewer', {
      summary: 'The pin templates the workspace’s boards may choose, with thumbnails',
      response: { 200: templatesResponse },
    }),
    async () => ({ templates: listTemplates() }),
  );
};

const thumbnailRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/thumbnail',
    {
      schema: {
        tags: ['templates'],
        summary: 'A built-in template’s thumbnail, drawn by the pin renderer (no session)',
        params: templateIdParams,
        // Sent as a Buffer, which Fastify never serializes; the schema only documents it.
        response: { 200: pngBytes, 404: errorResponse, 429: errorResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isBuiltinTemplateId(id)) throw new AppError('not_found', TEMPLATE_NOT_FOUND_MESSAGE);
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(await getTemplateThumbnail(id));
    },
  );
};

export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(thumbnailRoute);
  await app.register(listRoute);
};
