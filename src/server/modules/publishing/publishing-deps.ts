// What publishing needs, whether called from a route (the app's decorations) or a queue worker.
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import type { MediaStorage } from '../../integrations/storage/media-storage';
import type { PinterestDeps } from '../pinterest';

export interface PublishingDeps {
  db: Database;
  media: MediaStorage;
  pinterest: PinterestDeps;
  appSecret: string;
  /** What time it is: a pin is due, posted or moved to now by this clock (TEST_CLOCK moves it). */
  clock: Clock;
  /** Per Pinterest request; tests shorten it to meet the emulator's withheld answers quickly. */
  pinterestTimeoutMs?: number;
  /** A claim's lease (default PUBLISHING_LEASE_SECONDS); tests shorten it to see it run out. */
  publishingLeaseSeconds?: number;
}
