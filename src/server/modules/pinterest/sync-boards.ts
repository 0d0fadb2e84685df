// POST /api/pinterest/sync-boards: one local board per Pinterest board of each connected account. A
// board already linked (same pinterest_board_id) gets Pinterest's name and description and the
// account it was found in; a new one is created at the end of the order, within the plan's board
// limit, publishing with its account. Nothing is ever deleted: a board gone from Pinterest keeps its
// pins in Pinloom.
import { and, eq, isNotNull } from 'drizzle-orm';
import { MAX_BOARD_DESCRIPTION_LENGTH, MAX_BOARD_NAME_LENGTH } from '../../../shared/api/boards';
import type { Database } from '../../db/connection';
import { lockWorkspace } from '../../db/lock-workspace';
import { boards, type WorkspaceRow } from '../../db/schema';
import type { Board } from '../../integrations/pinterest/types';
import { boardRoom, boardsNotAddedMessage } from '../allowance';
import {
  createBoards,
  type NewBoard,
  nextSortOrder,
  setBoardFromPinterest,
  styleForNewBoard,
} from '../boards';
import { needsReconnect, notConnected } from './connection-errors';
import { listConnections } from './connection-record';
import { type PinterestSession, withPinterestClient } from './with-pinterest-client';

/** One account's boards, read from Pinterest. */
export interface AccountBoards {
  connectionId: string;
  boards: Board[];
}

/**
 * Every board of each connected account of the workspace, read before any transaction (no lock is
 * held across network calls). Accounts waiting for a reconnect are left out; with none connected,
 * the refusal says why (not connected, or needs a reconnect).
 */
export async function readAccountBoards(session: PinterestSession): Promise<AccountBoards[]> {
  const all = await listConnections(session.db, session.workspaceId);
  const live = all.filter((row) => row.status === 'connected');
  if (all[0] && live.length === 0) throw needsReconnect(all[0].scope);
  if (live.length === 0) throw notConnected();
  const read: AccountBoards[] = [];
  for (const row of live) {
    const boards = await withPinterestClient({ ...session, connectionId: row.id }, (client) =>
      client.listAllBoards(),
    );
    read.push({ connectionId: row.id, boards });
  }
  return read;
}

export interface SyncResult {
  created: number;
  updated: number;
  message: string;
}

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** `remote` is read from Pinterest before the transaction: no lock is held across network calls. */
export async function syncBoards(options: {
  db: Database;
  /** The workspace the boards are made in, and its paying owner: their plan and board style apply. */
  workspace: Pick<WorkspaceRow, 'id' | 'ownerId'>;
  remote: AccountBoards[];
  /** The app's clock: whose plan's limits apply is decided at this moment. */
  now: Date;
}): Promise<SyncResult> {
  const workspaceId = options.workspace.id;
  // A board listed twice (pages shifting while we read) is still one board.
  const remote = [
    ...new Map(
      options.remote.flatMap(({ connectionId, boards }) =>
        boards.map((board) => [board.id, { board, connectionId }] as const),
      ),
    ).values(),
  ];
  return options.db.transaction(async (tx) => {
    const locked = await lockWorkspace(tx, workspaceId);
    const linked = await tx
      .select({
        id: boards.id,
        name: boards.name,
        description: boards.description,
        pinterestBoardId: boards.pinterestBoardId,
        connectionId: boards.connectionId,
      })
      .from(boards)
      .where(and(eq(boards.workspaceId, workspaceId), isNotNull(boards.pinterestBoardId)));
    const byPinterestId = new Map(linked.map((board) => [board.pinterestBoardId, board]));
    const { plan, room } = await boardRoom({ db: tx, workspaceId, now: options.now });
    const firstSortOrder = await nextSortOrder(tx, workspaceId);
    const styleConfig = JSON.stringify(styleForNewBoard(locked.imageStyleDefault, plan));
    const toCreate: NewBoard[] = [];
    let updated = 0;
    let skipped = 0;
    for (const { board, connectionId } of remote) {
      const name = board.name.slice(0, MAX_BOARD_NAME_LENGTH);
      const description = (board.description ?? '').slice(0, MAX_BOARD_DESCRIPTION_LENGTH);
      const local = byPinterestId.get(board.id);
      if (local) {
        const same = local.name === name && local.description === description;
        if (same && local.connectionId === connectionId) continue;
        await setBoardFromPinterest(tx, local.id, { name, description, connectionId });
        if (!same) updated += 1;
      } else if (toCreate.length < room) {
        const sortOrder = firstSortOrder + toCreate.length;
        toCreate.push({
          workspaceId,
          name,
          description,
          styleConfig,
          sortOrder,
          pinterestBoardId: board.id,
          connectionId,
        });
      } else {
        skipped += 1;
      }
    }
    await createBoards(tx, toCreate);
    const created = toCreate.length;
    const synced = `Synced ${plural(remote.length - skipped, 'board')} from Pinterest: ${created} new, ${updated} updated.`;
    const notAdded = boardsNotAddedMessage(plan, skipped);
    return { created, updated, message: notAdded ? `${synced} ${notAdded}` : synced };
  });
}
