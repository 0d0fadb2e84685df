// Another workspace's board and pins are 'not found' on every route, and stay untouched.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { BoardRow, PinRow } from '../../db/schema';
import { expectRefusal } from '../../http/test-support';

let app: FastifyInstance;
let ownerToken: string;
let strangerToken: string;
let board: BoardRow;
let pin: PinRow;
let before: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  const test = await createTestApp();
  app = test.app;
  const owner = await createUser(test.db);
  const stranger = await createUser(test.db, { subscriptionPlan: 'starter' });
  ownerToken = owner.token;
  strangerToken = stranger.token;
  board = await createBoard(test.db, owner.workspaceId, { name: 'Mine' });
  pin = await createPin(test.db, board, { media: test.media });
  await createBoard(test.db, stranger.workspaceId);
  before = await snapshot();
});
afterAll(async () => {
  await app.close();
});

async function snapshot() {
  const get = async (url: string) =>
    (await app.inject({ method: 'GET', url, headers: bearer(ownerToken) })).json();
  return {
    board: await get(`/api/boards/${board.id}`),
    pin: await get(`/api/pins/${pin.id}`),
    pins: await get(`/api/boards/${board.id}/pins`),
    image: (await app.inject({ method: 'GET', url: `/media/${pin.imageKey}` })).statusCode,
  };
}

describe('another workspace’s board and pin', () => {
  it.each([
    ['GET', () => `/api/boards/${board.id}`, undefined, 'Board not found'],
    ['PUT', () => `/api/boards/${board.id}`, { name: 'Taken' }, 'Board not found'],
    ['PUT', () => `/api/boards/${board.id}`, { sort_order: 0 }, 'Board not found'],
    ['DELETE', () => `/api/boards/${board.id}`, undefined, 'Board not found'],
    ['GET', () => `/api/boards/${board.id}/pins`, undefined, 'Board not found'],
    ['GET', () => `/api/pins/${pin.id}`, undefined, 'Pin not found'],
    ['DELETE', () => `/api/pins/${pin.id}`, undefined, 'Pin not found'],
  ] as const)('%s %s is 404', async (method, url, payload, error) => {
    const response = await app.inject({ method, url: url(), headers: bearer(strangerToken), payload });
    expectRefusal(response, 404, { error, code: 'not_found' });
  });

  it('is left out of the stranger’s lists', async () => {
    const boards = await app.inject({ method: 'GET', url: '/api/boards', headers: bearer(strangerToken) });
    expect(boards.json().boards.map((b: BoardRow) => b.id)).not.toContain(board.id);
    const pins = await app.inject({
      method: 'GET',
      url: `/api/pins?board_id=${board.id}`,
      headers: bearer(strangerToken),
    });
    expect(pins.json()).toEqual({ pins: [] });
  });

  it('stays exactly as it was', async () => {
    expect(await snapshot()).toEqual(before);
  });
});
