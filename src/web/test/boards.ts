// A board as the API sends it, for the web tests: 'Recipes' (b1), not linked to Pinterest; a test
// passes what its story needs to differ.
import type { Board } from '../../shared/api/boards';

export function testBoard(extra: Partial<Board> = {}): Board {
  return {
    id: 'b1',
    name: 'Recipes',
    description: '',
    style_config: { style: 'modern', brandColors: ['#E60023'] },
    pins_per_day: 1,
    sort_order: 0,
    pinterest_board_id: null,
    pinterest_account_id: null,
    default_link: null,
    brand_kit_id: null,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...extra,
  };
}
