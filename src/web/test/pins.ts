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
    template_id: null,
    prompt_versions: { title: null, description: null, image: null },
    ...extra,
  };
}

/** The server's notice when it placed a pin later to keep pins with the same link apart. */
export const LINK_SPACING_NOTICE =
  'Scheduled for Thu, Dec 3, 11:00 AM, at least 48 hours from “Pasta bake” on this board, which links ' +
  'to the same page at Tue, Dec 1, 10:00 AM.';
/** The server's refusal of a time too close to a pin with the same link on the board. */
export const LINK_TOO_CLOSE =
  '“Pasta bake” on this board links to the same page at Tue, Dec 1, 10:00 AM: pins with the same link on ' +
  'a board are kept 48 hours apart. The next allowed time is Thu, Dec 3, 10:00 AM.';
