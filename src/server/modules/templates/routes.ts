// The template routes (ADR 0035, 0038): the list and one template, for members choosing a board's
// templates; each thumbnail, without a session because an <img> cannot send one (a custom one's
// address is signed); and the workspace's own templates, which editors on Pro and Enterprise
// create, change, delete and preview.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, successResponse } from '../../../shared/api/common';
import {
  createTemplateBody,
  previewTemplateBody,
  TEMPLATE_NOT_FOUND_MESSAGE,
  templateIdParams,
  templateResponse,
  templatesResponse,
  templateThumbnailQuery,
  updateTemplateBody,
} from '../../../shared/api/templates';
import { AppError } from '../../app-error';
import { guardRoutes, requireWorkspace } from '../../http/auth-guard';
import { createTemplate } from './create-template';
import { deleteTemplate } from './delete-template';
import { customWithDocument, getTemplate } from './get-template';
import { getTemplateThumbnail } from './get-template-thumbnail';
import { listTemplates } from './list-templates';
import { previewTemplate } from './preview-template';
import { updateTemplate } from './update-template';

const png = (description: string) => ({
  description,
  content: { 'image/png': { schema: z.unknown().meta({ type: 'string', format: 'binary' }) } },
});

const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = guardRoutes(app, 'user', ['templates']);
  const appSecret = app.appConfig.appSecret;

  app.get(
    '',
    route('viewer', {
      summary: 'The pin templates the workspace’s boards may choose: the built-ins, then its own',
      response: { 200: templatesResponse },
    }),
    async (request) =>
      listTemplates({
        db: app.db,
        workspace: requireWorkspace(request).workspace,
        appSecret,
        now: app.clock.now(),
      }),
  );

  app.get(
    '/:id',
    route('viewer', {
      summary: 'One template with its document: a built-in or one of the workspace’s own',
      params: templateIdParams,
      response: { 200: templateResponse, 404: errorResponse },
    }),
    async (request) => ({
      template: await getTemplate({
        db: app.db,
        workspaceId: requireWorkspace(request).workspace.id,
        templateId: request.params.id,
        appSecret,
      }),
    }),
  );

  app.post(
    '',
    route('editor', {
      summary:
        'Create one of the workspace’s own templates, from a document or as a copy (Pro and Enterprise)',
      body: createTemplateBody,
      response: { 201: templateResponse, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    }),
    async (request, reply) => {
      const row = await createTemplate({
        db: app.db,
        workspace: requireWorkspace(request).workspace,
        input: request.body,
        now: app.clock.now(),
      });
      return reply.code(201).send({ template: customWithDocument(row, appSecret) });
    },
  );

  app.post(
    '/preview',
    route('editor', {
      summary: 'A template document drawn by the pin renderer, 400×600 (Pro and Enterprise)',
      body: previewTemplateBody,
      response: { 200: png('The preview, a 400×600 PNG'), 400: errorResponse, 403: errorResponse },
    }),
    async (request, reply) => {
      const image = await previewTemplate({
        db: app.db,
        media: app.media,
        workspace: requireWorkspace(request).workspace,
        input: request.body,
        now: app.clock.now(),
      });
      return reply.type('image/png').header('cache-control', 'no-store').send(image);
    },
  );

  app.put(
    '/:id',
    route('editor', {
      summary:
        'Rename, redesign, lock or unlock one of the workspace’s own templates (Pro and Enterprise; locking: Enterprise, owners and admins; a locked one: owners and admins)',
      params: templateIdParams,
      body: updateTemplateBody,
      response: { 200: templateResponse, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    }),
    async (request) => {
      const row = await updateTemplate({
        db: app.db,
        workspace: requireWorkspace(request).workspace,
        templateId: request.params.id,
        input: request.body,
        role: requireWorkspace(request).role,
        now: app.clock.now(),
      });
      return { template: customWithDocument(row, appSecret) };
    },
  );

  app.delete(
    '/:id',
    route('editor', {
      summary: 'Delete one of the workspace’s own templates; boards rotating it drop it (Pro and Enterprise)',
      params: templateIdParams,
      response: { 200: successResponse, 403: errorResponse, 404: errorResponse },
    }),
    async (request) => {
      await deleteTemplate({
        db: app.db,
        workspace: requireWorkspace(request).workspace,
        templateId: request.params.id,
        role: requireWorkspace(request).role,
        now: app.clock.now(),
      });
      return { success: true as const };
    },
  );
};

const thumbnailRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/thumbnail',
    {
      schema: {
        tags: ['templates'],
        summary:
          'A template’s thumbnail, drawn by the pin renderer (no session; a custom one’s address is signed)',
        params: templateIdParams,
        querystring: templateThumbnailQuery,
        // Sent as a Buffer, which Fastify never serializes; the schema only documents it.
        response: {
          200: png('The thumbnail, a 300×450 PNG'),
          404: errorResponse,
          429: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const thumbnail = await getTemplateThumbnail({
        db: app.db,
        appSecret: app.appConfig.appSecret,
        templateId: request.params.id,
        version: request.query.v,
        signature: request.query.sig,
      });
      if (!thumbnail) throw new AppError('not_found', TEMPLATE_NOT_FOUND_MESSAGE);
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(thumbnail);
    },
  );
};

export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(thumbnailRoute);
  await app.register(listRoutes);
};
