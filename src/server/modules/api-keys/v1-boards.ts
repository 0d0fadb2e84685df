// /api/v1/boards (ADR 0046, 0049): list, one, create and update, through the boards module's own
// use-cases (its rules: the plan's board limit, brand colours, templates); this file only maps.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createBoardBody, updateBoardBody } from '../../../shared/api/boards';
import { errorResponse } from '../../../shared/api/common';
import { v1BoardIdParams, v1BoardResponse, v1BoardsResponse } from '../../../shared/api/v1';
import { requireAuth, requireWorkspace } from '../../http/auth-guard';
import { memberActor } from '../activity';
import { createBoard, findBoard, listBoards, toBoardDto, updateBoard } from '../boards';
import { keyRoute } from './v1-route-options';

export const v1BoardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/boards',
    keyRoute('read', 'viewer', {
      summary: 'The workspace’s boards in their saved order',
      response: { 200: v1BoardsResponse },
    }),
    async (request) => {
      const boards = await listBoards({ db: app.db, workspaceId: requireWorkspace(request).workspace.id });
      return { boards: boards.map(toBoardDto) };
    },
  );

  app.post(
    '/boards',
    keyRoute(
      'write',
      'editor',
      {
        summary: 'Create a board at the end of the order, within the plan’s board limit',
        body: createBoardBody.meta({ example: { name: 'Weeknight dinners', pins_per_day: 3 } }),
        response: { 201: v1BoardResponse, 400: errorResponse, 404: errorResponse },
      },
      true,
    ),
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

  app.get(
    '/boards/:boardId',
    keyRoute('read', 'viewer', {
      summary: 'One board',
      params: v1BoardIdParams,
      response: { 200: v1BoardResponse, 404: errorResponse },
    }),
    async (request) => ({
      board: toBoardDto(
        await findBoard({
          db: app.db,
          workspaceId: requireWorkspace(request).workspace.id,
          boardId: request.params.boardId,
        }),
      ),
    }),
  );

  app.patch(
    '/boards/:boardId',
    keyRoute('write', 'editor', {
      summary: 'Change any of a board’s fields; sort_order moves it to that index',
      params: v1BoardIdParams,
      body: updateBoardBody.meta({
        example: { pins_per_day: 5, default_link: 'https://example.com/recipes' },
      }),
      response: { 200: v1BoardResponse, 400: errorResponse, 404: errorResponse },
    }),
    async (request) => {
      const board = await updateBoard({
        db: app.db,
        workspace: requireWorkspace(request).workspace,
        boardId: request.params.boardId,
        input: request.body,
        now: app.clock.now(),
      });
      return { board: toBoardDto(board) };
    },
  );
};
