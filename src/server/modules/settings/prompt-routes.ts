// /api/prompts: the workspace's own title, description and image prompts (Enterprise, ADR 0037),
// per workspace or per board, with the admin console's validation and preview. Admins only, as the
// workspace's AI provider settings.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, successResponse } from '../../../shared/api/common';
import {
  customPromptPreviewBody,
  customPromptPreviewResponse,
  customPromptsResponse,
  promptKindParams,
  removeCustomPromptQuery,
  saveCustomPromptBody,
  saveCustomPromptResponse,
} from '../../../shared/api/prompts';
import { requireAuth, requireSession, requireWorkspace } from '../../http/auth-guard';
import { needsRole } from '../../http/route-docs';
import { previewPrompt } from '../../integrations/ai/preview-prompt';
import { listCustomPrompts } from './list-custom-prompts';
import { removeCustomPrompt } from './remove-custom-prompt';
import { saveCustomPrompt } from './save-custom-prompt';

const tags = ['settings'];
const security = [{ bearerAuth: [] }];

export const promptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession(app, 'user'));

  app.get(
    '',
    {
      schema: {
        tags,
        summary:
          "The workspace's own prompts (per workspace and per board), Pinloom's that they replace, and each kind's variables",
        security,
        response: { 200: customPromptsResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
      ...needsRole('admin'),
    },
    async (request) =>
      listCustomPrompts({ db: app.db, workspace: requireWorkspace(request).workspace, now: app.clock.now() }),
  );

  app.put(
    '/:kind',
    {
      schema: {
        tags,
        summary:
          "Save a new version of the workspace's prompt of this kind, or of one board's (board_id). Enterprise only " +
          "(403 plan_feature); the template may use only its kind's variables",
        security,
        params: promptKindParams,
        body: saveCustomPromptBody,
        response: {
          200: saveCustomPromptResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
      ...needsRole('admin'),
    },
    async (request) => ({
      prompt: await saveCustomPrompt({
        db: app.db,
        workspaceId: requireWorkspace(request).workspace.id,
        userId: requireAuth(request).user.id,
        kind: request.params.kind,
        template: request.body.template,
        boardId: request.body.board_id ?? null,
        now: app.clock.now(),
      }),
    }),
  );

  app.delete(
    '/:kind',
    {
      schema: {
        tags,
        summary:
          "Remove the workspace's prompt of this kind (back to Pinloom's), or a board's (board_id: back to the workspace's); its versions are kept",
        security,
        params: promptKindParams,
        querystring: removeCustomPromptQuery,
        response: {
          200: successResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
      ...needsRole('admin'),
    },
    async (request) => {
      await removeCustomPrompt({
        db: app.db,
        workspaceId: requireWorkspace(request).workspace.id,
        kind: request.params.kind,
        boardId: request.query.board_id ?? null,
        now: app.clock.now(),
      });
      return { success: true as const };
    },
  );

  app.post(
    '/preview',
    {
      schema: {
        tags,
        summary:
          'A template rendered against a sample board, as the provider would be sent it; nothing is saved',
        security,
        body: customPromptPreviewBody,
        response: {
          200: customPromptPreviewResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
      ...needsRole('admin'),
    },
    async (request) => previewPrompt(request.body),
  );
};
