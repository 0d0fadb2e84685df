// The brand kit routes (ADR 0039): every member reads the workspace's kits; admins on Pro (one
// kit) and Enterprise (several) create, change and delete them and upload their logos. The logo is
// sent as the raw image (its content type says which), not as JSON.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  brandKitIdParams,
  brandKitResponse,
  brandKitsResponse,
  createBrandKitBody,
  LOGO_CONTENT_TYPES,
  MAX_LOGO_BYTES,
  updateBrandKitBody,
} from '../../../shared/api/brand-kits';
import { errorResponse, successResponse } from '../../../shared/api/common';
import { guardRoutes, requireWorkspace } from '../../http/auth-guard';
import { brandKitDto } from './brand-kit-dto';
import { createBrandKit } from './create-brand-kit';
import { deleteBrandKit } from './delete-brand-kit';
import { requireBrandKit } from './find-brand-kit';
import { listBrandKits } from './list-brand-kits';
import { clearBrandKitLogo, setBrandKitLogo } from './set-brand-kit-logo';
import { updateBrandKit } from './update-brand-kit';

/** Twice the logo limit: a body up to it gets the 400 naming `logo`; beyond, Fastify's 413. */
const LOGO_BODY_LIMIT = 2 * MAX_LOGO_BYTES;

export const brandKitRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = guardRoutes(app, 'user', ['brand-kits']);
  const deps = () => ({ db: app.db, media: app.media, now: app.clock.now() });
  const dto = (row: Parameters<typeof brandKitDto>[0]) => ({ brand_kit: brandKitDto(row, app.media) });

  app.get(
    '',
    route('viewer', {
      summary: 'The workspace’s brand kits, its first one being the brand of boards that chose none',
      response: { 200: brandKitsResponse },
    }),
    async (request) => listBrandKits({ ...deps(), workspace: requireWorkspace(request).workspace }),
  );

  app.post(
    '',
    route('admin', {
      summary: 'Create a brand kit (Pro: the workspace’s one kit; Enterprise: several)',
      body: createBrandKitBody,
      response: { 201: brandKitResponse, 400: errorResponse, 403: errorResponse },
    }),
    async (request, reply) => {
      const row = await createBrandKit({
        ...deps(),
        workspace: requireWorkspace(request).workspace,
        input: request.body,
      });
      return reply.code(201).send(dto(row));
    },
  );

  app.get(
    '/:kitId',
    route('viewer', {
      summary: 'One brand kit',
      params: brandKitIdParams,
      response: { 200: brandKitResponse, 404: errorResponse },
    }),
    async (request) =>
      dto(await requireBrandKit(app.db, requireWorkspace(request).workspace.id, request.params.kitId)),
  );

  app.put(
    '/:kitId',
    route('admin', {
      summary: 'Rename a brand kit or change its colors, fonts or footer (Pro and Enterprise)',
      params: brandKitIdParams,
      body: updateBrandKitBody,
      response: { 200: brandKitResponse, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    }),
    async (request) =>
      dto(
        await updateBrandKit({
          ...deps(),
          workspace: requireWorkspace(request).workspace,
          kitId: request.params.kitId,
          input: request.body,
        }),
      ),
  );

  app.delete(
    '/:kitId',
    route('admin', {
      summary: 'Delete a brand kit; its boards take the workspace’s first kit (Pro and Enterprise)',
      params: brandKitIdParams,
      response: { 200: successResponse, 403: errorResponse, 404: errorResponse },
    }),
    async (request) => {
      await deleteBrandKit({
        ...deps(),
        workspace: requireWorkspace(request).workspace,
        kitId: request.params.kitId,
      });
      return { success: true as const };
    },
  );

  await app.register(logoRoutes(route));
};

function logoRoutes(route: ReturnType<typeof guardRoutes>): FastifyPluginAsyncZod {
  return async (app) => {
    // Encapsulated: only these routes read raw image bodies.
    for (const type of LOGO_CONTENT_TYPES) {
      app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: LOGO_BODY_LIMIT }, (_r, body, done) =>
        done(null, body),
      );
    }
    const deps = () => ({ db: app.db, media: app.media, now: app.clock.now() });

    app.put(
      '/:kitId/logo',
      {
        bodyLimit: LOGO_BODY_LIMIT,
        ...route('admin', {
          summary: `Upload a brand kit’s logo as the raw image: ${LOGO_CONTENT_TYPES.join(', ')}; at most 2 MB, 32–4096 px a side (Pro and Enterprise)`,
          consumes: [...LOGO_CONTENT_TYPES],
          params: brandKitIdParams,
          response: { 200: brandKitResponse, 400: errorResponse, 403: errorResponse, 404: errorResponse },
        }),
      },
      async (request) => {
        const row = await setBrandKitLogo({
          ...deps(),
          workspace: requireWorkspace(request).workspace,
          kitId: request.params.kitId,
          body: request.body,
          contentType: request.headers['content-type'],
        });
        return { brand_kit: brandKitDto(row, app.media) };
      },
    );

    app.delete(
      '/:kitId/logo',
      route('admin', {
        summary: 'Remove a brand kit’s logo (Pro and Enterprise)',
        params: brandKitIdParams,
        response: { 200: brandKitResponse, 403: errorResponse, 404: errorResponse },
      }),
      async (request) => {
        const row = await clearBrandKitLogo({
          ...deps(),
          workspace: requireWorkspace(request).workspace,
          kitId: request.params.kitId,
        });
        return { brand_kit: brandKitDto(row, app.media) };
      },
    );
  };
}
