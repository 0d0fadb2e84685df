// /api/settings: the workspace's posting window, default image style, time zone and link spacing
// (each workspace's own, ADR 0036; read by any member, changed by an admin); /api/settings/ai: the workspace's own AI provider keys,
// used before the server's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../shared/api/common';
import {
  SETTINGS_SAVED_MESSAGE,
  saveSettingsResponse,
  updateSettingsBody,
  userSettingsDto,
} from '../../../shared/api/schedule';
import { aiSettingsDto, updateAiSettingsBody } from '../../../shared/api/settings';
import { requireSession, requireWorkspace } from '../../http/auth-guard';
import { needsRole } from '../../http/route-docs';
import { findAiSettings, toAiSettingsDto } from './get-ai-settings';
import { toUserSettingsDto } from './get-user-settings';
import { updateAiSettings } from './update-ai-settings';
import { updateUserSettings } from './update-user-settings';

const tags = ['settings'];

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession(app, 'user'));
  const appSecret = app.appConfig.appSecret;

  app.get(
    '',
    {
      schema: {
        tags,
        summary: "The workspace's posting window, default image style, time zone and link spacing",
        security: [{ bearerAuth: [] }],
        response: { 200: userSettingsDto, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
      ...needsRole('viewer'),
    },
    // The session's statement has just read the workspace's row: it holds every setting.
    async (request) => toUserSettingsDto(requireWorkspace(request).workspace),
  );

  app.put(
    '',
    {
      schema: {
        tags,
        summary:
          "Save the workspace's posting window, default image style (JSON), time zone and link spacing; fields left out are kept",
        security: [{ bearerAuth: [] }],
        body: updateSettingsBody,
        response: {
          200: saveSettingsResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
      ...needsRole('admin'),
    },
    async (request) => {
      const workspaceId = requireWorkspace(request).workspace.id;
      await updateUserSettings({ db: app.db, workspaceId, input: request.body, now: app.clock.now() });
      return { success: true as const, message: SETTINGS_SAVED_MESSAGE };
    },
  );

  app.get(
    '/ai',
    {
      schema: {
        tags,
        summary: "The workspace's own AI provider settings (keys shown only as hints)",
        security: [{ bearerAuth: [] }],
        response: { 200: aiSettingsDto, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
      ...needsRole('admin'),
    },
    async (request) =>
      toAiSettingsDto(
        await findAiSettings({ db: app.db, workspaceId: requireWorkspace(request).workspace.id }),
        appSecret,
      ),
  );

  app.put(
    '/ai',
    {
      schema: {
        tags,
        summary:
          "Save the workspace's own AI provider settings; keys are encrypted at rest. A base URL must resolve only " +
          'to public addresses (400 otherwise), unless the server sets AI_ALLOW_PRIVATE_USER_URLS',
        security: [{ bearerAuth: [] }],
        body: updateAiSettingsBody,
        response: {
          200: aiSettingsDto,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
      ...needsRole('admin'),
    },
    async (request) => {
      const row = await updateAiSettings({
        db: app.db,
        workspaceId: requireWorkspace(request).workspace.id,
        appSecret,
        outbound: app.outbound,
        input: request.body,
        now: app.clock.now(),
      });
      return toAiSettingsDto(row, appSecret);
    },
  );
};
