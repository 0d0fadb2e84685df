// /api/api-keys: Settings → API (ADR 0046). A user session of an admin or owner lists, creates and
// revokes the workspace's keys; a key itself never opens these routes (the session guard finds no
// session for it). Creating needs Enterprise (or its trial); listing and revoking work on any plan,
// so a downgraded workspace still sees and revokes the keys it kept.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiKeyIdParams,
  apiKeysResponse,
  createApiKeyBody,
  createdApiKeyResponse,
} from '../../../shared/api/api-keys';
import { errorResponse, successResponse } from '../../../shared/api/common';
import { planHasFeature } from '../../../shared/plan-features';
import { guardRoutes, requireAuth, requireWorkspace } from '../../http/auth-guard';
import { planInForce } from '../allowance';
import { toApiKeyDto } from './api-key-dto';
import { createApiKey } from './create-api-key';
import { listApiKeys } from './list-api-keys';
import { revokeApiKey } from './revoke-api-key';

export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = guardRoutes(app, 'user', ['api-keys']);

  app.get(
    '',
    route('admin', {
      summary: 'The workspace’s live API keys, newest first (never the keys themselves)',
      response: { 200: apiKeysResponse },
    }),
    async (request) => {
      const { workspace } = requireWorkspace(request);
      const keys = await listApiKeys({ db: app.db, workspaceId: workspace.id });
      return {
        api_keys: keys.map(({ row, createdBy }) => toApiKeyDto(row, createdBy)),
        in_force: planHasFeature(planInForce(workspace, app.clock.now()).name, 'api_access'),
      };
    },
  );

  app.post(
    '',
    route('admin', {
      summary: 'Create an API key (Enterprise); the answer is the only time the key is shown',
      body: createApiKeyBody,
      response: { 201: createdApiKeyResponse, 403: errorResponse },
    }),
    async (request, reply) => {
      const user = requireAuth(request).user;
      const { row, key } = await createApiKey({
        db: app.db,
        workspace: requireWorkspace(request).workspace,
        user,
        input: request.body,
        now: app.clock.now(),
      });
      const createdBy = `${user.firstName} ${user.lastName}`.trim();
      return reply.code(201).send({ api_key: toApiKeyDto(row, createdBy), key });
    },
  );

  app.delete(
    '/:keyId',
    route('admin', {
      summary: 'Revoke an API key at once: its next request is refused',
      params: apiKeyIdParams,
      response: { 200: successResponse, 404: errorResponse },
    }),
    async (request) => {
      await revokeApiKey({
        db: app.db,
        workspaceId: requireWorkspace(request).workspace.id,
        keyId: request.params.keyId,
        now: app.clock.now(),
      });
      return { success: true as const };
    },
  );
};
