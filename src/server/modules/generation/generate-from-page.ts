// Pins from a page (issue 14 §2): the page a person pastes, or a feed's article, fetched safely
// (integrations/outbound), read, and made into 1–5 pin variants that link to it. SCAFFOLD: the
// signatures below are the contract the feeds job builds on; the bodies are being written.
import type { Pin } from '../../../shared/api/pins';
import type { Database } from '../../db/connection';
import type { BoardRow, UserRow } from '../../db/schema';
import type { RateLimitRule } from '../../http/rate-limit';
import type { Reservation } from '../allowance';
import type { GenerationContext, ProgressListener } from './generate-pin';

export interface PreparedPagePins {
  board: BoardRow;
  /** One slot of the plan's allowance per variant, taken up front. */
  reservations: Reservation[];
}

/**
 * Finds the user's board (404), then takes `count` slots of the allowance (429 naming what is
 * left; slots taken before the refusal are given back). Like prepareGeneration, it is refused
 * before anything else while generation is paused (503) or the user's provider keeps failing.
 */
export async function preparePagePins(_options: {
  db: Database;
  user: UserRow;
  boardId: string;
  count: number;
  providerFailureLimit: RateLimitRule;
}): Promise<PreparedPagePins> {
  throw new Error('preparePagePins is not built yet');
}

/**
 * Fetches and reads the page at `url`, then makes one pin per reservation: copy written from the
 * page, artwork from the page's image, `link` and `source_url` the page's address. A page that
 * cannot be read is an AppError('validation_error') whose message a person can read ("The link
 * answered with HTTP 404"); every reservation not used is released and nothing is half made.
 */
export async function runPagePins(
  _context: GenerationContext,
  _options: { user: UserRow; prepared: PreparedPagePins; url: string; onProgress?: ProgressListener },
): Promise<Pin[]> {
  throw new Error('runPagePins is not built yet');
}
