// POST /api/pinterest/link-board: gives a Pinloom board the Pinterest board its pins publish to,
// either one of an account's boards or a new one made at Pinterest with the board's name; the board
// publishes with that account from then on (moving it to another of the workspace's accounts).
// A Pinterest board links to at most one Pinloom board (the unique index says so too).
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { lockWorkspace } from '../../db/lock-workspace';
import { type BoardRow, boards } from '../../db/schema';
import type { Board } from '../../integrations/pinterest/types';
import { BOARD_NOT_FOUND_MESSAGE, findBoard, linkPinterestBoard } from '../boards';
import { notConnected } from './connection-errors';
import { findConnection, requireConnection } from './connection-record';
import type { PinterestDeps } from './pinterest-deps';
import { withPinterestClient } from './with-pinterest-client';

const PINTEREST_BOARD_NOT_FOUND_MESSAGE =
  'That Pinterest board was not found in your account. Sync your boards and try again.';

export async function linkBoard(options: {
  db: Database;
  pinterest: PinterestDeps;
  appSecret: string;
  clock: Clock;
  workspaceId: string;
  boardId: string;
  /** Left out: a new Pinterest board is made with the Pinloom board's name and description. */
  pinterestBoardId?: string | undefined;
  /** The account to publish with from now on; left out: the board's own, else the default. */
  accountId?: string | undefined;
}): Promise<BoardRow> {
  const { db, workspaceId } = options;
  const board = await findBoard({ db, workspaceId, boardId: options.boardId });
  const account = options.accountId
    ? await requireConnection(db, workspaceId, options.accountId)
    : await findConnection(db, workspaceId, board.connectionId);
  if (!account) throw notConnected();
  const unchanged = board.pinterestBoardId === options.pinterestBoardId && board.connectionId === account.id;
  if (options.pinterestBoardId && unchanged) return board;
  if (options.pinterestBoardId) await refuseTaken(db, board, options.pinterestBoardId);

  // Read or made before any write: no lock is held across Pinterest calls.
  const session = { ...options, connectionId: account.id };
  const target = await withPinterestClient(session, async (client): Promise<Board | undefined> => {
    if (!options.pinterestBoardId)
      return client.createBoard({ name: board.name, description: board.description || undefined });
    const all = await client.listAllBoards();
    return all.find((candidate) => candidate.id === options.pinterestBoardId);
  });
  if (!target) throw new AppError('not_found', PINTEREST_BOARD_NOT_FOUND_MESSAGE);

  return db.transaction(async (tx) => {
    // Under the workspace's board lock: two links at once cannot both take the same Pinterest board.
    await lockWorkspace(tx, workspaceId);
    await refuseTaken(tx, board, target.id);
    const linked = await linkPinterestBoard(tx, {
      workspaceId,
      boardId: board.id,
      pinterestBoardId: target.id,
      connectionId: account.id,
    });
    if (!linked) throw new AppError('not_found', BOARD_NOT_FOUND_MESSAGE);
    return linked;
  });
}

async function refuseTaken(db: Database, board: BoardRow, pinterestBoardId: string): Promise<void> {
  const [other] = await db
    .select({ name: boards.name })
    .from(boards)
    .where(
      and(
        eq(boards.workspaceId, board.workspaceId),
        eq(boards.pinterestBoardId, pinterestBoardId),
        ne(boards.id, board.id),
      ),
    );
  if (other)
    throw new AppError('conflict', `That Pinterest board is already linked to your board “${other.name}”.`);
}

/** Pinterest board id → the Pinloom board linked to it, for the workspace's boards. */
export async function linkedBoardIds(db: Database, workspaceId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: boards.id, pinterestBoardId: boards.pinterestBoardId })
    .from(boards)
    .where(and(eq(boards.workspaceId, workspaceId), isNotNull(boards.pinterestBoardId)));
  return new Map(rows.map((row) => [row.pinterestBoardId as string, row.id]));
}
