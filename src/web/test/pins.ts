// A pin as the API sends it, for the web tests: a generated pin of board b1 ('Recipes'); a test
// passes what its story needs to differ.
import type { Pin } from '../../shared/api/pins';

export function testPin(id: string, extra: Partial<Pin> = {}): Pin {
  return {
    id,
    board_id: 'b1',
    board_name: 'Recipes',
    title: `Pin ${id}`,
    description: 'A description',
    alt_text: '',
    link: null,
    filepath: `/media/pins/${id}.png`,
    status: 'generated',
    scheduled_time: null,
    posted_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    failure_reason: null,
    retry_at: null,
    pinterest_url: null,
    ...extra,
  };
}
