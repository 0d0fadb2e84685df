// Shared by the generation tests (and the feature flags' ones, which generate): a user with a
// board made through the real route, a generation asked for, the events of a stream, and the
// fixture site that pins from a link are made from.
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { bearer, createUser } from '../../../../tests/factories/users';
import { type PageServer, startPageServer } from '../../../../tests/fixtures/pages/page-server';
import type { TestApp } from '../../../../tests/setup/test-app';
import type { RegisterBody } from '../../../shared/api/auth';
import type { Pin } from '../../../shared/api/pins';

/**
 * A signed-up user (sign-up fields in `user`) with one board made by POST /api/boards from `board`,
 * in their personal workspace (`workspaceId`).
 */
export async function userWithBoardOf(
  t: TestApp,
  board: Record<string, unknown>,
  user: Partial<RegisterBody> = {},
) {
  const created = await createUser(t.db, user);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/boards',
    headers: bearer(created.token),
    payload: board,
  });
  expect(response.statusCode, response.body).toBe(201);
  return {
    token: created.token,
    user: created.user,
    workspaceId: created.workspaceId,
    boardId: response.json().board.id as string,
  };
}

/** POST /api/generate-single-pin-stream: one pin for the board, its progress streamed. */
export const generateStream = (t: TestApp, token: string, boardId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/generate-single-pin-stream',
    headers: bearer(token),
    payload: { boardId },
  });

/** A pin generated for the board, as POST /api/generate-single-pin answers it (201). */
export async function generatedPinOn(t: TestApp, token: string, boardId: string): Promise<Pin> {
  const response = await generatePin(t, token, boardId);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The events of a server-sent stream's body, in order. */
export function streamEvents<Event>(body: string): Event[] {
  return body
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice('data: '.length)) as Event);
}

/** POST /api/generate-single-pin: one pin for the board, answered when it is saved. */
export const generatePin = (t: TestApp, token: string, boardId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/generate-single-pin',
    headers: bearer(token),
    payload: { boardId },
  });

/**
 * Registers hooks: the fixture site (pages and photos on 127.0.0.1) runs for the whole file and
 * forgets the requests it saw before each test. The object returned is that site once started.
 */
export function pageSitePerFile(): PageServer {
  const site = {} as PageServer;
  beforeAll(async () => {
    Object.assign(site, await startPageServer());
  });
  afterAll(() => site.close());
  beforeEach(() => {
    site.requests.length = 0;
  });
  return site;
}
