// Admin console routes: GET/PUT /settings (feature flags), PUT /prompts/{setting_key} (prompts and
// models), POST /prompts/preview, GET /system. Registered inside the admin guard (routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminSettingsResponse,
  PROMPT_SETTING_KEYS,
  previewPromptBody,
  previewPromptResponse,
  systemInfoResponse,
  updateFlagsBody,
  updateFlagsResponse,
  updatePromptBody,
  updatePromptResponse,
} from '../../../shared/api/admin';
import { errorResponse } from '../../../shared/api/common';
import { requireAuth } from '../../http/auth-guard';
import { previewPrompt } from '../../integrations/ai/preview-prompt';
import { getSystemInfo } from './get-system-info';
import { listSettings } from './list-settings';
import { updateFeatureFlags } from './update-feature-flags';
import { updatePromptSetting } from './update-prompt-setting';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

const promptParams = z.strictObject({
  setting_key: z.enum(PROMPT_SETTING_KEYS, {
    error: (issue) =>
      `Unknown setting: ${String(issue.input)}. Editable here: ${PROMPT_SETTING_KEYS.join(', ')}`,
  }),
});

/** Who makes a change, for the change history. */
const author = (request: Parameters<typeof requireAuth>[0]) => {
  const { id, email } = requireAuth(request).user;
  return { id, email };
};

export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Every global setting: feature flags, models and prompts, by category then key',
        security,
        response: { 200: adminSettingsResponse, 401: errorResponse },
      },
    },
    async () => listSettings({ db: app.db }),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        summary: "Switch feature flags ('true' or 'false'), all or nothing; answers the flags that changed",
        security,
        body: updateFlagsBody,
        response: { 200: updateFlagsResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const { updated } = await updateFeatureFlags({
        db: app.db,
        admin: author(request),
        settings: request.body.settings,
        now: app.clock.now(),
      });
      return { success: true as const, updated };
    },
  );

  app.put(
    '/prompts/:setting_key',
    {
      schema: {
        tags,
        summary: 'Save a prompt template or a model name (used from the next generated pin on)',
        description:
          'A template may use only the variables of its kind (docs/product.md §9); a model is 1–100 letters, ' +
          "digits, '.', '-', '_', ':' or '/'. A changed value is recorded in the change history; an " +
          'unchanged value and description write nothing.',
        security,
        params: promptParams,
        body: updatePromptBody,
        response: { 200: updatePromptResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const setting = await updatePromptSetting({
        db: app.db,
        admin: author(request),
        key: request.params.setting_key,
        value: request.body.value,
        description: request.body.description,
        now: app.clock.now(),
      });
      return { success: true as const, setting };
    },
  );

  app.post(
    '/prompts/preview',
    {
      schema: {
        tags,
        summary: 'Render a prompt template against a sample board, without calling a provider',
        security,
        body: previewPromptBody,
        response: { 200: previewPromptResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => previewPrompt(request.body),
  );

  app.get(
    '/system',
    {
      schema: {
        tags,
        summary:
          'Live facts: environment, version, uptime, database, job queue, Pinterest mode, AI providers',
        security,
        response: { 200: systemInfoResponse, 401: errorResponse },
      },
    },
    async () =>
      getSystemInfo({
        db: app.db,
        driver: app.databaseDriver,
        nodeEnv: app.appConfig.nodeEnv,
        pinterestDemo: app.pinterest.demo,
        ai: app.appConfig.ai,
        now: app.clock.now(),
      }),
  );
};
