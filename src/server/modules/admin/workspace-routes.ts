// Admin console routes: GET /workspaces, /workspaces/{id}; POST /workspaces/{id}/suspend,
// /workspaces/{id}/unsuspend. Registered inside the admin guard (routes.ts).
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { suspendUserBody } from '../../../shared/api/admin';
import {
  type AdminWorkspaceRow,
  adminWorkspaceDetailResponse,
  adminWorkspacesQuery,
  adminWorkspacesResponse,
  workspaceSuspensionResponse,
} from '../../../shared/api/admin-workspaces';
import { errorResponse, idParams } from '../../../shared/api/common';
import type { Database } from '../../db/connection';
import { workspaces } from '../../db/schema';
import { requireAuth } from '../../http/auth-guard';
import { selectAdminWorkspaces, toAdminWorkspaceRows } from './admin-workspace-row';
import { getAdminWorkspace } from './get-admin-workspace';
import { listAdminWorkspaces } from './list-admin-workspaces';
import { suspendWorkspace, unsuspendWorkspace } from './suspend-workspace';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const refusals = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse };

export const adminWorkspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workspaces',
    {
      schema: {
        tags,
        security,
        summary: 'Workspaces newest first, a page at a time, searched by name or a member’s email',
        querystring: adminWorkspacesQuery,
        response: { 200: adminWorkspacesResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => listAdminWorkspaces({ db: app.db, ...request.query }),
  );

  app.get(
    '/workspaces/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One workspace: its paying owner, plan, counts, suspension and members with their roles',
        params: idParams,
        response: { 200: adminWorkspaceDetailResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => getAdminWorkspace({ db: app.db, workspaceId: request.params.id }),
  );

  app.post(
    '/workspaces/:id/suspend',
    {
      schema: {
        tags,
        security,
        summary: 'Suspend a workspace: its members may not act in it, its scheduled pins are held',
        params: idParams,
        body: suspendUserBody,
        response: { 200: workspaceSuspensionResponse, ...refusals },
      },
    },
    async (request) => {
      const workspace = await suspendWorkspace({
        db: app.db,
        admin: requireAuth(request).user,
        workspaceId: request.params.id,
        reason: request.body.reason,
        now: app.clock.now(),
      });
      return { workspace: await adminWorkspaceRow(app.db, workspace.id) };
    },
  );

  app.post(
    '/workspaces/:id/unsuspend',
    {
      schema: {
        tags,
        security,
        summary: 'Lift a workspace’s suspension: its members act in it again, its held pins are published',
        params: idParams,
        response: { 200: workspaceSuspensionResponse, ...refusals },
      },
    },
    async (request) => {
      const workspace = await unsuspendWorkspace({
        db: app.db,
        admin: requireAuth(request).user,
        workspaceId: request.params.id,
      });
      return { workspace: await adminWorkspaceRow(app.db, workspace.id) };
    },
  );
};

/** The workspaces table's row for the workspace just changed. */
async function adminWorkspaceRow(db: Database, workspaceId: string): Promise<AdminWorkspaceRow> {
  const found = await selectAdminWorkspaces(db).where(eq(workspaces.id, workspaceId));
  const [row] = await toAdminWorkspaceRows(db, found);
  if (!row) throw new Error(`no admin row for workspace ${workspaceId}`);
  return row;
}
