// /api/boards: the user's boards, their order and their pin previews. Every route needs a user
// session and sees only the signed-in user's boards; anyone else's board is 'Board not found'.
import type { FastifyRequest } from 'fastify';
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
import { requireAuth, requireSession } from '../../http/auth-guard';
import { toPinDto } from '../pins';
import { toBoardDto } from './board-dto';
import { createBoard } from './create-board';
import { deleteBoard } from './delete-board';
import { findBoard } from './find-board';
import { listBoardPins } from './list-board-pins';
import { listBoards } from './list-boards';
import { reorderBoards } from './reorder-boards';
import { updateBoard } from './update-board';

const tags = ['boards'];
const security = [{ bearerAuth: [] }];
const refused = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession(app, 'user'));
  const userId = (request: FastifyRequest) => requireAuth(request).user.id;

  app.get(
    '',
    {
      schema: {
        tags,
        security,
        summary: 'The user’s boards in their saved order',
        response: { 200: boardsResponse, 401: errorResponse },
      },
    },
    async (request) => ({
      boards: (await listBoards({ db: app.db, userId: userId(request) })).map(toBoardDto),
    }),
  );

  app.post(
    '',
    {
      schema: {
        tags,
        security,
        summary: 'Create a board at the end of the order, within the plan’s board limit',
        body: createBoardBody,
        response: { 201: boardResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      const board = await createBoard({
        db: app.db,
        userId: userId(request),
        input: request.body,
        now: app.clock.now(),
      });
      return reply.code(201).send({ board: toBoardDto(board) });
    },
  );

  // A static segment, so find-my-way never takes "order" for a board id.
  app.put(
    '/order',
    {
      schema: {
        tags,
        security,
        summary: 'Save the whole board order; board_ids lists each of the user’s boards once',
        body: reorderBoardsBody,
        response: { 200: boardsResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const boards = await reorderBoards({
        db: app.db,
        userId: userId(request),
        boardIds: request.body.board_ids,
      });
      return { boards: boards.map(toBoardDto) };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One board',
        params: boardIdParams,
        response: { 200: boardResponse, ...refused },
      },
    },
    async (request) => ({
      board: toBoardDto(await findBoard({ db: app.db, userId: userId(request), boardId: request.params.id })),
    }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit a board; sort_order moves it to that index and renumbers all boards',
        params: boardIdParams,
        body: updateBoardBody,
        response: { 200: boardResponse, ...refused },
      },
    },
    async (request) => {
      const board = await updateBoard({
        db: app.db,
        userId: userId(request),
        boardId: request.params.id,
        input: request.body,
      });
      return { board: toBoardDto(board) };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Delete a board with all its pins and their images; pins already published stay on Pinterest',
        params: boardIdParams,
        response: { 200: successResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      await deleteBoard({
        db: app.db,
        media: app.media,
        log: request.log,
        userId: userId(request),
        boardId: request.params.id,
      });
      return { success: true as const };
    },
  );

  app.get(
    '/:id/pins',
    {
      schema: {
        tags,
        security,
        summary: 'The board’s newest pins (the card preview shows 4)',
        params: boardIdParams,
        querystring: boardPinsQuery,
        response: { 200: pinsResponse, ...refused },
      },
    },
    async (request) => {
      const found = await listBoardPins({
        db: app.db,
        userId: userId(request),
        boardId: request.params.id,
        limit: request.query.limit,
      });
      return { pins: found.pins.map((pin) => toPinDto(pin, found.board.name, app)) };
    },
  );
};
