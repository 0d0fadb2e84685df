// POST /api/pinterest/link-board and GET /api/pinterest/boards' linked_board_id: a Pinloom board
// gets a Pinterest board to publish to, an existing one or a new one, never one already taken.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PinterestEmulator } from '../../../../emulators/pinterest/server';
import { createBoard } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { withEmulatorApp } from '../../../../tests/setup/emulator-app';
import type { TestApp } from '../../../../tests/setup/test-app';
import { boards } from '../../db/schema';
import { signUpAndConnect } from './test-support';

let emulator: PinterestEmulator;
let t: TestApp;

withEmulatorApp(
  (context) => {
    ({ emulator, t } = context);
  },
  { boards: 3 },
);

const connectedUser = () => signUpAndConnect(t);

const link = (token: string | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pinterest/link-board',
    payload,
    ...(token ? { headers: bearer(token) } : {}),
  });
const remoteIds = () => (emulator.boards() as { id: string; name: string }[]).map((board) => board.id);

describe('linking a board to Pinterest', () => {
  it('links to a board of the account, which the boards list then shows as linked', async () => {
    const { token, workspaceId } = await connectedUser();
    const board = await createBoard(t.db, workspaceId, { name: 'Dinners' });
    const [first, second] = remoteIds();

    const response = await link(token, { board_id: board.id, pinterest_board_id: first });
    expect(response.statusCode).toBe(200);
    expect(response.json().board).toMatchObject({ id: board.id, pinterest_board_id: first });

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/pinterest/boards',
      headers: bearer(token),
    });
    const byId = new Map(
      listed
        .json()
        .boards.map((b: { id: string; linked_board_id: string | null }) => [b.id, b.linked_board_id]),
    );
    expect([byId.get(first as string), byId.get(second as string)]).toEqual([board.id, null]);

    // Linked again elsewhere: the link moves.
    const moved = await link(token, { board_id: board.id, pinterest_board_id: second });
    expect(moved.json().board.pinterest_board_id).toBe(second);
  });

  it('makes a new Pinterest board with the board’s name when none is chosen', async () => {
    const { token, workspaceId } = await connectedUser();
    const board = await createBoard(t.db, workspaceId, { name: 'Garden ideas', description: 'Raised beds' });
    const before = remoteIds().length;
    const response = await link(token, { board_id: board.id });
    expect(response.statusCode).toBe(200);
    const made = (emulator.boards() as { id: string; name: string; description?: string }[]).at(-1);
    expect(remoteIds()).toHaveLength(before + 1);
    expect(made).toMatchObject({ name: 'Garden ideas', description: 'Raised beds' });
    expect(response.json().board.pinterest_board_id).toBe(made?.id);
  });

  it('refuses a Pinterest board another of the user’s boards has, and one not in the account', async () => {
    const { token, workspaceId } = await connectedUser();
    const [first] = remoteIds();
    await createBoard(t.db, workspaceId, { name: 'Taken', pinterestBoardId: first ?? null });
    const board = await createBoard(t.db, workspaceId, { name: 'New' });

    const taken = await link(token, { board_id: board.id, pinterest_board_id: first });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('That Pinterest board is already linked to your board “Taken”.');

    const unknown = await link(token, { board_id: board.id, pinterest_board_id: '999999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(
      'That Pinterest board was not found in your account. Sync your boards and try again.',
    );
    const [row] = await t.db.select().from(boards).where(eq(boards.id, board.id));
    expect(row?.pinterestBoardId).toBeNull();
  });

  it('is 404 for another user’s board, 409 when not connected, 401 without a session', async () => {
    const { token } = await connectedUser();
    const other = await createUser(t.db);
    const theirs = await createBoard(t.db, other.workspaceId, { name: 'Theirs' });
    const hidden = await link(token, { board_id: theirs.id });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toBe('Board not found');

    const mine = await createBoard(t.db, other.workspaceId, { name: 'Mine' });
    const notConnected = await link(other.token, { board_id: mine.id });
    expect(notConnected.statusCode).toBe(409);
    expect(notConnected.json().error).toBe('Connect your Pinterest account first.');
    expect((await link(null, { board_id: mine.id })).statusCode).toBe(401);
    expect(remoteIds()).toHaveLength(3);
  });
});
