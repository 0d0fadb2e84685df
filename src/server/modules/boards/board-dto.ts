// The board as the API shows it (boardDto in src/shared/api/boards.ts). style_config is stored
// as JSON text and always answered as the parsed object, defaults when it does not parse.
import { type Board, parseStyleConfig } from '../../../shared/api/boards';
import type { BoardRow } from '../../db/schema';

export function toBoardDto(row: BoardRow): Board {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    style_config: parseStyleConfig(row.styleConfig),
    pins_per_day: row.batchSize,
    sort_order: row.sortOrder,
    pinterest_board_id: row.pinterestBoardId,
    pinterest_account_id: row.connectionId,
    default_link: row.defaultLink,
    brand_kit_id: row.brandKitId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
