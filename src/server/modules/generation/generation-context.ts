// What making a pin needs from the server: shared by the use-cases that make pins and savePins,
// which stores what they made.
import type { Clock } from '../../clock';
import type { AiConfig } from '../../config-ai';
import type { Database } from '../../db/connection';
import type { RateLimitRule } from '../../http/rate-limit';
import type { Outbound } from '../../integrations/outbound/outbound';
import type { MediaStorage } from '../../integrations/storage/media-storage';
import type { PinterestDeps } from '../pinterest';

export interface GenerationContext {
  db: Database;
  media: MediaStorage;
  ai: AiConfig;
  appSecret: string;
  /** For the pin's address on Pinterest in the answer (pinDto), which a new pin does not have yet. */
  pinterest: Pick<PinterestDeps, 'demo'>;
  /**
   * How a user's own provider is reached (their base URL), and how often it may fail; the page a
   * pin is made from and its images (generate-from-page.ts).
   */
  outbound: Pick<Outbound, 'fetch' | 'fetchPage' | 'fetchImage'>;
  providerFailureLimit: RateLimitRule;
  clock: Clock;
}
