// A Pinterest board as GET /api/pinterest/boards shows it (pinterestBoard in src/shared/api/pinterest.ts).
import type { z } from 'zod';
import type { pinterestBoard } from '../../../shared/api/pinterest';
import type { Board } from '../../integrations/pinterest/types';

export type PinterestBoardDto = z.infer<typeof pinterestBoard>;

/** `linkedBoardId`: the Pinloom board linked to it, if any. */
export function toPinterestBoardDto(board: Board, linkedBoardId: string | null = null): PinterestBoardDto {
  return {
    id: board.id,
    name: board.name,
    description: board.description ?? '',
    privacy: board.privacy ?? 'PUBLIC',
    linked_board_id: linkedBoardId,
  };
}
