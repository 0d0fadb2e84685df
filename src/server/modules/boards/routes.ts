// /api/boards: the workspace's boards, their order and their pin previews. Every route needs a user
// session and sees only the boards of the request's workspace; any other board is 'Board not found'.
// Members read them; editors change them (ADR 0032).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boardIdParams,
  boardPinsQuery,
  boardResponse,
  boardsResponse,
  createBoardBody,
  reorderBoardsBody,
  updateBoardBody,
} from '../../../shared/api/boards';
import { errorResponse, successResponse } from '../../../shared/api/common';
import { pinsResponse } from '../../../shared/api/pins';
import { guardRoutes, requireAuth, requireWorkspace } from '../../http/auth-guard';
import { memberActor } from '../activity';
import { toPinDto } from '../pins';
import { toBoardDto } from './board-dto';
import { createBoard } from './create-board';
import { deleteBoard } from './delete-board';
import { findBoard } from './find-board';
import { listBoardPins } from './list-board-pins';
import { listBoards } from './list-boards';
import { reorderBoards } from './reorder-boards';
import { updateBoard } from './update-board';

/** What a route about one board may answer besides its success (the guard adds 401). */
const refused = { 400: errorResponse, 404: errorResponse };

export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = guardRoutes(app, 'user', ['boards']);

  app.get(
    '',
    route('viewer', {
      summary: 'The workspace’s boards in their saved order',
      response: { 200: boardsResponse },
    }),
    async (request) => {
      const boards = await listBoards({ db: app.db, workspaceId: requireWorkspace(request).workspace.id });
      return { boards: boards.map(toBoardDto) };
    },
  );

  app.post(
    '',
    route('editor', {
      summary: 'Create a board at the end of the order, within the plan’s board limit',
      body: createBoardBody,
      response: { 201: boardResponse, 400: errorResponse, 403: errorResponse, 404: errorResponse },
    }),
    async (request, reply) => {
      const board = await createBoard({
        db: app.db,
        workspace: requireWorkspace(request).workspace,
        input: request.body,
        actor: memberActor(requireAuth(request).user),
        now: app.clock.now(),
      });
      return reply.code(201).send({ board: toBoardDto(board) });
    },
  );

  // A static segment, so find-my-way never takes "order" for a board id.
  app.put(
    '/order',
    route('editor', {
      summary: 'Save the whole board order; board_ids lists each of the workspace’s boards once',
      body: reorderBoardsBody,
      response: { 200: boardsResponse, 400: errorResponse },
    }),
    async (request) => {
      const boards = await reorderBoards({
        db: app.db,
        workspace: requireWorkspace(request).workspace,
        boardIds: request.body.board_ids,
      });
      return { boards: boards.map(toBoardDto) };
    },
  );

  app.get(
    '/:id',
    route('viewer', {
      summary: 'One board',
      params: boardIdParams,
      response: { 200: boardResponse, ...refused },
    }),
    async (request) => ({
      board: toBoardDto(
        await findBoard({
          db: app.db,
          workspaceId: requireWorkspace(request).workspace.id,
          boardId: request.params.id,
        }),
      ),
    }),
  );

  app.put(
    '/:id',
    route('editor', {
      summary: 'Edit a board; sort_order moves it to that index and renumbers all boards',
      params: boardIdParams,
      body: updateBoardBody,
      response: { 200: boardResponse, 403: errorResponse, ...refused },
    }),
    async (request) => {
      const board = await updateBoard({
        db: app.db,
        workspace: requireWorkspace(request).workspace,
        boardId: request.params.id,
        input: request.body,
        now: app.clock.now(),
      });
      return { board: toBoardDto(board) };
    },
  );

  app.delete(
    '/:id',
    route('editor', {
      summary: 'Delete a board with all its pins and their images; pins already published stay on Pinterest',
      params: boardIdParams,
      response: { 200: successResponse, 404: errorResponse },
    }),
    async (request) => {
      await deleteBoard({
        db: app.db,
        media: app.media,
        log: request.log,
        workspace: requireWorkspace(request).workspace,
        boardId: request.params.id,
        actor: memberActor(requireAuth(request).user),
        now: app.clock.now(),
      });
      return { success: true as const };
    },
  );

  app.get(
    '/:id/pins',
    route('viewer', {
      summary: 'The board’s newest pins (the card preview shows 4)',
      params: boardIdParams,
      querystring: boardPinsQuery,
      response: { 200: pinsResponse, ...refused },
    }),
    async (request) => {
      const found = await listBoardPins({
        db: app.db,
        workspaceId: requireWorkspace(request).workspace.id,
        boardId: request.params.id,
        limit: request.query.limit,
      });
      return { pins: found.pins.map((pin) => toPinDto(pin, found.board.name, app)) };
    },
  );
};
