// /api/pinterest: the workspace's account connection (docs/product.md §7 Platform account, ADR 0032).
// Every route needs a user session and a role in the workspace except the callback, where the
// browser arrives from Pinterest with no bearer token and the OAuth state is what binds it to the
// workspace and the person who started it (callback-route.ts).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardResponse } from '../../../shared/api/boards';
import { errorResponse, successResponse } from '../../../shared/api/common';
import {
  accountQuery,
  connectionStatusResponse,
  connectQuery,
  connectResponse,
  linkBoardBody,
  pinterestBoardsResponse,
  syncBoardsResponse,
} from '../../../shared/api/pinterest';
import { requireAuth, requireSession, requireWorkspace } from '../../http/auth-guard';
import { consumeRateLimits, type RateLimitRules } from '../../http/rate-limit';
import { needsRole } from '../../http/route-docs';
import { memberActor } from '../activity';
import { toBoardDto } from '../boards';
import { requestOrigin } from './browser-origin';
import { callbackRoute } from './callback-route';
import { requireConnection } from './connection-record';
import { disconnectAccount } from './disconnect-account';
import { getConnectionStatus } from './get-connection-status';
import { linkBoard, linkedBoardIds } from './link-board';
import { toPinterestBoardDto } from './pinterest-board-dto';
import { startConnection } from './start-connection';
import { readAccountBoards, syncBoards } from './sync-boards';
import { withPinterestClient } from './with-pinterest-client';

const tags = ['pinterest'];
const security = [{ bearerAuth: [] }];
/** What the guard answers for a workspace role: no session, a role below the route's, not a member. */
const guardRefusals = { 401: errorResponse, 403: errorResponse, 404: errorResponse };
/** 409: not connected, or the connection needs a reconnect; 429/502/503: Pinterest failed. */
const pinterestRefusals = {
  ...guardRefusals,
  409: errorResponse,
  429: errorResponse,
  502: errorResponse,
  503: errorResponse,
};

export const pinterestRoutes: FastifyPluginAsyncZod<{ rateLimits: RateLimitRules }> = async (
  app,
  { rateLimits },
) => {
  await app.register(callbackRoute);
  await app.register(guardedRoutes, { rateLimits });
};

const guardedRoutes: FastifyPluginAsyncZod<{ rateLimits: RateLimitRules }> = async (app, { rateLimits }) => {
  app.addHook('onRequest', requireSession(app, 'user'));
  const userId = (request: FastifyRequest) => requireAuth(request).user.id;
  const workspaceId = (request: FastifyRequest) => requireWorkspace(request).workspace.id;
  const session = (request: FastifyRequest, connectionId?: string | null) => ({
    db: app.db,
    pinterest: app.pinterest,
    appSecret: app.appConfig.appSecret,
    workspaceId: workspaceId(request),
    connectionId,
    clock: app.clock,
  });
  /** The account a query names (404 when not this workspace's), else the default's id (null). */
  const namedAccount = async (request: FastifyRequest, id: string | undefined) =>
    id ? (await requireConnection(app.db, workspaceId(request), id)).id : null;

  app.get(
    '/status',
    {
      schema: {
        tags,
        security,
        summary:
          'Whether a Pinterest account is connected, whose, every account of the workspace, and whether Pinterest is simulated',
        response: { 200: connectionStatusResponse, ...guardRefusals },
      },
      ...needsRole('viewer'),
    },
    async (request) =>
      getConnectionStatus({
        db: app.db,
        pinterest: app.pinterest,
        workspaceId: workspaceId(request),
        now: app.clock.now(),
      }),
  );

  app.get(
    '/connect',
    {
      schema: {
        tags,
        security,
        summary: 'Start connecting: the Pinterest consent page to send the browser to (valid 10 minutes)',
        querystring: connectQuery,
        response: { 200: connectResponse, 400: errorResponse, 429: errorResponse, ...guardRefusals },
      },
      ...needsRole('admin'),
    },
    async (request) => {
      // Each start stores an OAuth state; a runaway client must not fill the table.
      await consumeRateLimits({
        db: app.db,
        now: app.clock.now(),
        checks: [{ key: `pinterest-connect:user:${userId(request)}`, rule: rateLimits.connectPerUser }],
      });
      const authUrl = await startConnection({
        db: app.db,
        pinterest: app.pinterest,
        userId: userId(request),
        workspaceId: workspaceId(request),
        scopes: request.query.scopes,
        returnTo: request.query.return_to,
        origin: requestOrigin(request),
        now: app.clock.now(),
      });
      return { success: true as const, authUrl };
    },
  );

  app.delete(
    '/disconnect',
    {
      schema: {
        tags,
        security,
        summary:
          'Disconnect one account (account_id) or every account: revoke the tokens at Pinterest and forget them; boards and pins are kept',
        querystring: accountQuery,
        response: { 200: successResponse, 400: errorResponse, ...guardRefusals },
      },
      ...needsRole('admin'),
    },
    async (request) => {
      await disconnectAccount({
        ...session(request),
        connectionId: request.query.account_id,
        log: request.log,
        actor: memberActor(requireAuth(request).user),
        now: app.clock.now(),
      });
      return { success: true as const };
    },
  );

  app.get(
    '/boards',
    {
      schema: {
        tags,
        security,
        summary: 'Every board of one of the workspace’s Pinterest accounts (account_id; default: the oldest)',
        querystring: accountQuery,
        response: { 200: pinterestBoardsResponse, 400: errorResponse, ...pinterestRefusals },
      },
      ...needsRole('viewer'),
    },
    async (request) => {
      const account = await namedAccount(request, request.query.account_id);
      const remote = await withPinterestClient(session(request, account), (client) => client.listAllBoards());
      const links = await linkedBoardIds(app.db, workspaceId(request));
      return {
        success: true as const,
        boards: remote.map((board) => toPinterestBoardDto(board, links.get(board.id) ?? null)),
      };
    },
  );

  app.post(
    '/link-board',
    {
      schema: {
        tags,
        security,
        summary:
          'Link a Pinloom board to one of the account’s Pinterest boards, or to a new one made with its name',
        body: linkBoardBody,
        response: { 200: boardResponse, 400: errorResponse, ...pinterestRefusals },
      },
      ...needsRole('editor'),
    },
    async (request) => {
      const board = await linkBoard({
        ...session(request),
        boardId: request.body.board_id,
        pinterestBoardId: request.body.pinterest_board_id,
        accountId: request.body.account_id,
      });
      return { board: toBoardDto(board) };
    },
  );

  app.post(
    '/sync-boards',
    {
      schema: {
        tags,
        security,
        summary:
          'Make a Pinloom board for each Pinterest board of every connected account (within the plan’s limit) and refresh linked ones; deletes nothing',
        response: { 200: syncBoardsResponse, ...pinterestRefusals },
      },
      ...needsRole('editor'),
    },
    async (request) => {
      const remote = await readAccountBoards(session(request));
      const result = await syncBoards({
        db: app.db,
        workspace: requireWorkspace(request).workspace,
        remote,
        now: app.clock.now(),
      });
      return { success: true as const, ...result };
    },
  );
};
