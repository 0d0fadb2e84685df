// /api/workspaces: the workspaces the signed-in user belongs to, making and naming one (ADR 0034),
// their members and invitations;
// /api/invitations: an invitation link's preview (no sign-in) and its acceptance (ADR 0032).
// Invitation tokens travel only in request bodies, never in an address, so no log holds one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../shared/api/common';
import {
  acceptInvitationBody,
  acceptInvitationResponse,
  changeRoleBody,
  invitationPreviewResponse,
  invitationResponse,
  inviteBody,
  membersResponse,
  workspaceNameBody,
  workspaceResponse,
  workspacesResponse,
} from '../../../shared/api/workspaces';
import { requireAuth, requireSession } from '../../http/auth-guard';
import { clientAddressKey, consumeRateLimits, type RateLimitRules } from '../../http/rate-limit';
import { needsRole } from '../../http/route-docs';
import { memberActor } from '../activity';
import { createWorkspace, renameWorkspace } from './create-workspace';
import { lastUsedWorkspaceId } from './find-workspace';
import { acceptInvitation, inviteMember, previewInvitation, revokeInvitation } from './invitations';
import { listWorkspaces } from './list-workspaces';
import { changeMemberRole, removeMember } from './member-changes';
import { listMembers } from './members';

const tags = ['workspaces'];
const security = [{ bearerAuth: [] }];
const workspaceParams = z.object({ workspaceId: z.string().uuid() });
const memberParams = workspaceParams.extend({ userId: z.string().uuid() });
const invitationParams = workspaceParams.extend({ invitationId: z.string().uuid() });
const done = z.object({ success: z.literal(true) });
/** What a member-management route may answer besides 200. */
const refusals = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

export const workspaceRoutes: FastifyPluginAsyncZod<{ rateLimits: RateLimitRules }> = async (
  app,
  { rateLimits },
) => {
  app.addHook('onRequest', requireSession(app, 'user'));
  const now = () => app.clock.now();

  app.get(
    '',
    {
      schema: {
        tags,
        security,
        summary: 'The workspaces you belong to, with your role in each',
        response: { 200: workspacesResponse, 401: errorResponse },
      },
      ...needsRole('self'),
    },
    async (request) => {
      const { user } = requireAuth(request);
      return { workspaces: await listWorkspaces(app.db, user.id, await lastUsedWorkspaceId(app.db, user)) };
    },
  );

  app.post(
    '',
    {
      schema: {
        tags,
        security,
        summary: 'Create a workspace you own; it starts on Free and is billed on its own',
        description:
          'Refused (403 plan_limit) while another workspace you own is on the Free plan: upgrade it first. At most 50 per person.',
        body: workspaceNameBody,
        response: { 201: workspaceResponse, ...refusals },
      },
      ...needsRole('self'),
    },
    async (request, reply) => {
      const workspace = await createWorkspace({
        db: app.db,
        user: requireAuth(request).user,
        name: request.body.name,
        now: now(),
      });
      return reply.code(201).send({ workspace });
    },
  );

  app.put(
    '/:workspaceId',
    {
      schema: {
        tags,
        security,
        summary: 'Rename a workspace (owner)',
        params: workspaceParams,
        body: workspaceNameBody,
        response: { 200: workspaceResponse, ...refusals },
      },
      ...needsRole('self'),
    },
    async (request) => ({
      workspace: await renameWorkspace({
        db: app.db,
        user: requireAuth(request).user,
        workspaceId: request.params.workspaceId,
        name: request.body.name,
        now: now(),
      }),
    }),
  );

  app.get(
    '/:workspaceId/members',
    {
      schema: {
        tags,
        security,
        summary: 'The workspace’s members and open invitations (any member)',
        params: workspaceParams,
        response: { 200: membersResponse, ...refusals },
      },
      ...needsRole('self'),
    },
    async (request) =>
      listMembers({
        db: app.db,
        workspaceId: request.params.workspaceId,
        userId: requireAuth(request).user.id,
        now: now(),
      }),
  );

  app.post(
    '/:workspaceId/invitations',
    {
      schema: {
        tags,
        security,
        summary: 'Invite someone by email (admin or owner)',
        description:
          'Emails a link that works once for 7 days for that address. Inviting the same address again replaces the open invitation. Members and open invitations together stay within the plan (403 plan_limit); an address already a member is 409 already_member.',
        params: workspaceParams,
        body: inviteBody,
        response: { 200: invitationResponse, ...refusals, 429: errorResponse },
      },
      ...needsRole('self'),
      preHandler: async (request) =>
        consumeRateLimits({
          db: app.db,
          now: now(),
          checks: [
            {
              key: `invitations:workspace:${request.params.workspaceId}`,
              rule: rateLimits.invitationsPerWorkspace,
            },
          ],
        }),
    },
    async (request) => ({
      invitation: await inviteMember({
        db: app.db,
        workspaceId: request.params.workspaceId,
        inviter: requireAuth(request).user,
        input: request.body,
        publicUrl: app.appConfig.publicUrl,
        now: now(),
      }),
    }),
  );

  app.delete(
    '/:workspaceId/invitations/:invitationId',
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw an open invitation (admin or owner): its link stops working',
        params: invitationParams,
        response: { 200: done, ...refusals },
      },
      ...needsRole('self'),
    },
    async (request) => {
      await revokeInvitation({
        db: app.db,
        workspaceId: request.params.workspaceId,
        invitationId: request.params.invitationId,
        user: requireAuth(request).user,
        now: now(),
      });
      return { success: true as const };
    },
  );

  app.put(
    '/:workspaceId/members/:userId',
    {
      schema: {
        tags,
        security,
        summary: 'Change a member’s role (admin or owner; owners only by an owner)',
        description: 'The last owner cannot be demoted (409 last_owner).',
        params: memberParams,
        body: changeRoleBody,
        response: { 200: done, ...refusals },
      },
      ...needsRole('self'),
    },
    async (request) => {
      await changeMemberRole({
        db: app.db,
        workspaceId: request.params.workspaceId,
        actor: memberActor(requireAuth(request).user),
        memberId: request.params.userId,
        role: request.body.role,
        now: app.clock.now(),
      });
      return { success: true as const };
    },
  );

  app.delete(
    '/:workspaceId/members/:userId',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a member (admin or owner), or leave (your own id)',
        description:
          'Their access ends with this answer. The last owner cannot leave or be removed (409 last_owner).',
        params: memberParams,
        response: { 200: done, ...refusals },
      },
      ...needsRole('self'),
    },
    async (request) => {
      await removeMember({
        db: app.db,
        workspaceId: request.params.workspaceId,
        actor: memberActor(requireAuth(request).user),
        memberId: request.params.userId,
        now: app.clock.now(),
      });
      return { success: true as const };
    },
  );
};

/** The invitation link's two calls; the preview needs no sign-in (the person may have no account). */
export const invitationRoutes: FastifyPluginAsyncZod<{ rateLimits: RateLimitRules }> = async (
  app,
  { rateLimits },
) => {
  const now = () => app.clock.now();
  const perAddress = (ip: string) => ({
    key: `invitation-links:address:${clientAddressKey(ip)}`,
    rule: rateLimits.invitationLinksPerAddress,
  });
  const linkRefusals = {
    400: errorResponse,
    403: errorResponse,
    404: errorResponse,
    410: errorResponse,
    429: errorResponse,
  };

  app.post(
    '/preview',
    {
      schema: {
        tags,
        summary: 'What an invitation link offers: the workspace, who invited, the role',
        description:
          '404 invitation_invalid for a token no invitation has; 410 invitation_expired, invitation_used or invitation_revoked.',
        body: acceptInvitationBody,
        response: { 200: invitationPreviewResponse, ...linkRefusals },
      },
      preHandler: async (request) =>
        consumeRateLimits({ db: app.db, now: now(), checks: [perAddress(request.ip)] }),
    },
    async (request) => previewInvitation({ db: app.db, token: request.body.token, now: now() }),
  );

  app.post(
    '/accept',
    {
      schema: {
        tags,
        security,
        summary: 'Join the workspace an invitation is for, signed in with the address it was sent to',
        description:
          '403 invitation_other_email when signed in with another address; 410 when used, expired or withdrawn.',
        body: acceptInvitationBody,
        response: { 200: acceptInvitationResponse, 401: errorResponse, ...linkRefusals },
      },
      onRequest: requireSession(app, 'user'),
      ...needsRole('self'),
      preHandler: async (request) =>
        consumeRateLimits({ db: app.db, now: now(), checks: [perAddress(request.ip)] }),
    },
    async (request) => ({
      workspace: await acceptInvitation({
        db: app.db,
        token: request.body.token,
        user: requireAuth(request).user,
        now: now(),
      }),
    }),
  );
};
