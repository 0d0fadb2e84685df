// The workspace's pins with their board's name, filtered by status, board and scheduled time.
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { PinsQuery } from '../../../shared/api/pins';
import type { Database } from '../../db/connection';
import { boards, type PinRow, pins } from '../../db/schema';

export interface PinWithBoard {
  pin: PinRow;
  boardName: string;
}

export async function listPins(options: {
  db: Database;
  workspaceId: string;
  filter: Partial<PinsQuery> & Pick<PinsQuery, 'limit'>;
  /** Keyset pagination (the public API's cursor, ADR 0046): only the pins after this one in the order. */
  afterPinId?: string;
}): Promise<PinWithBoard[]> {
  const { filter } = options;
  const conditions: SQL[] = [eq(pins.workspaceId, options.workspaceId)];
  if (filter.status) conditions.push(inArray(pins.status, filter.status));
  if (filter.board_id) conditions.push(eq(pins.boardId, filter.board_id));
  if (filter.from) conditions.push(gte(pins.scheduledTime, new Date(filter.from)));
  if (filter.to) conditions.push(lt(pins.scheduledTime, new Date(filter.to)));
  const direction = filter.order === 'oldest' ? asc : desc;
  if (options.afterPinId) {
    const after = sql`(select ${pins.createdAt}, ${pins.id} from ${pins} where ${pins.id} = ${options.afterPinId})`;
    conditions.push(
      filter.order === 'oldest'
        ? sql`(${pins.createdAt}, ${pins.id}) > ${after}`
        : sql`(${pins.createdAt}, ${pins.id}) < ${after}`,
    );
  }
  return options.db
    .select({ pin: pins, boardName: boards.name })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(and(...conditions))
    .orderBy(direction(pins.createdAt), direction(pins.id))
    .limit(filter.limit)
    .offset(filter.offset ?? 0);
}
