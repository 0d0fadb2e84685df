// Boards by role in a shared workspace (ADR 0032): every member reads them, only an editor or
// above changes them, and someone who is not a member cannot even name the workspace.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { BoardRow } from '../../db/schema';
import { WORKSPACE_HEADER } from '../../http/auth-guard';
import { expectRefusal } from '../../http/test-support';
import { addMember } from '../workspaces/test-support';

let app: FastifyInstance;
let workspaceId: string;
let board: BoardRow;
const tokens = { viewer: '', contributor: '', editor: '', stranger: '' };

beforeAll(async () => {
  const test = await createTestApp();
  app = test.app;
  const owner = await createUser(test.db, { subscriptionPlan: 'starter' });
  workspaceId = owner.workspaceId;
  board = await createBoard(test.db, workspaceId, { name: 'Shared' });
  for (const role of ['viewer', 'contributor', 'editor'] as const) {
    const member = await createUser(test.db);
    await addMember(test.db, { workspaceId, userId: member.user.id, role, now: new Date() });
    tokens[role] = member.token;
  }
  tokens.stranger = (await createUser(test.db)).token;
});
afterAll(async () => {
  await app.close();
});

/** A request in the shared workspace, as the holder of `token`. */
const inShared = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { ...bearer(token), [WORKSPACE_HEADER]: workspaceId },
    ...(payload && { payload }),
  });

const boardIds = async (token: string) =>
  (await inShared(token, 'GET', '/api/boards')).json().boards.map((b: { id: string }) => b.id);

describe('boards in a shared workspace', () => {
  it('lets a viewer read the workspace’s boards and a board’s pins', async () => {
    expect(await boardIds(tokens.viewer)).toEqual([board.id]);
    expect((await inShared(tokens.viewer, 'GET', `/api/boards/${board.id}`)).json().board.name).toBe(
      'Shared',
    );
    expect((await inShared(tokens.viewer, 'GET', `/api/boards/${board.id}/pins`)).statusCode).toBe(200);
  });

  it.each<['viewer' | 'contributor', 'POST' | 'PUT' | 'DELETE', string, () => object | undefined]>([
    ['viewer', 'POST', '/api/boards', () => ({ name: 'Mine now' })],
    ['contributor', 'POST', '/api/boards', () => ({ name: 'Mine now' })],
    ['viewer', 'PUT', '/api/boards/{id}', () => ({ name: 'Renamed' })],
    ['viewer', 'PUT', '/api/boards/order', () => ({ board_ids: [board.id] })],
    ['contributor', 'DELETE', '/api/boards/{id}', () => undefined],
  ])('refuses a %s %s %s with role_required, changing nothing', async (role, method, url, payload) => {
    const response = await inShared(tokens[role], method, url.replace('{id}', board.id), payload());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'role_required' });
    expect(response.json().error).toMatch(/^This needs the editor role or higher in /);
    expect(await boardIds(tokens.viewer)).toEqual([board.id]);
    expect((await inShared(tokens.viewer, 'GET', `/api/boards/${board.id}`)).json().board.name).toBe(
      'Shared',
    );
  });

  it('lets an editor add a board to the workspace, at the end of its order', async () => {
    const created = await inShared(tokens.editor, 'POST', '/api/boards', { name: 'From the editor' });
    expect(created.statusCode).toBe(201);
    expect(created.json().board.sort_order).toBe(1);
    expect(await boardIds(tokens.viewer)).toEqual([board.id, created.json().board.id]);
    const deleted = await inShared(tokens.editor, 'DELETE', `/api/boards/${created.json().board.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await boardIds(tokens.viewer)).toEqual([board.id]);
  });

  it('answers 404 to someone who is not a member naming the workspace, on reads and writes', async () => {
    for (const [method, url] of [
      ['GET', '/api/boards'],
      ['GET', `/api/boards/${board.id}`],
      ['POST', '/api/boards'],
    ] as const) {
      const response = await inShared(
        tokens.stranger,
        method,
        url,
        method === 'POST' ? { name: 'x' } : undefined,
      );
      expectRefusal(response, 404, { error: 'Workspace not found', code: 'not_found' });
    }
    expect(await boardIds(tokens.viewer)).toEqual([board.id]);
  });
});
