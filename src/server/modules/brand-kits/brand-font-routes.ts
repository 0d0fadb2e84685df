// The uploaded font routes (Enterprise, ADR 0044): every member reads the workspace's fonts;
// admins upload (the raw file as the body, its name in the query) and delete them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  brandFontIdParams,
  brandFontResponse,
  brandFontsResponse,
  FONT_CONTENT_TYPES,
  MAX_FONT_BYTES,
  uploadBrandFontQuery,
} from '../../../shared/api/brand-fonts';
import { errorResponse, successResponse } from '../../../shared/api/common';
import { guardRoutes, requireWorkspace } from '../../http/auth-guard';
import { brandFontDto } from './brand-font-dto';
import { deleteBrandFont, listBrandFonts, uploadBrandFont } from './brand-fonts';

/** Twice the font limit: a body up to it gets the 400 naming `font`; beyond, Fastify's 413. */
const FONT_BODY_LIMIT = 2 * MAX_FONT_BYTES;

export const brandFontRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = guardRoutes(app, 'user', ['brand-kits']);
  const deps = () => ({ db: app.db, now: app.clock.now() });
  // Encapsulated: only these routes read raw font bodies.
  for (const type of FONT_CONTENT_TYPES) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: FONT_BODY_LIMIT }, (_r, body, done) =>
      done(null, body),
    );
  }

  app.get(
    '',
    route('viewer', {
      summary: 'The workspace’s uploaded fonts, which its brand kits may name (Enterprise)',
      response: { 200: brandFontsResponse },
    }),
    async (request) => listBrandFonts({ ...deps(), workspace: requireWorkspace(request).workspace }),
  );

  app.post(
    '',
    {
      bodyLimit: FONT_BODY_LIMIT,
      ...route('admin', {
        summary:
          'Upload a font as the raw file (TTF, OTF or WOFF; WOFF2 is refused), at most 2 MB, named by ?name= (Enterprise)',
        consumes: [...FONT_CONTENT_TYPES],
        querystring: uploadBrandFontQuery,
        response: { 201: brandFontResponse, 400: errorResponse, 403: errorResponse },
      }),
    },
    async (request, reply) => {
      const row = await uploadBrandFont({
        ...deps(),
        workspace: requireWorkspace(request).workspace,
        name: request.query.name,
        body: request.body,
      });
      return reply.code(201).send({ brand_font: brandFontDto(row) });
    },
  );

  app.delete(
    '/:fontId',
    route('admin', {
      summary: 'Delete an uploaded font; kits that named it take each template’s own font there',
      params: brandFontIdParams,
      response: { 200: successResponse, 404: errorResponse },
    }),
    async (request) => {
      await deleteBrandFont({
        ...deps(),
        workspace: requireWorkspace(request).workspace,
        fontId: request.params.fontId,
      });
      return { success: true as const };
    },
  );
};
