// What making a pin needs from the server: shared by the use-cases that make pins and savePins,
// which stores what they made.
import type { Clock } from '../../clock';
import type { AiConfig } from '../../config-ai';
import type { Database } from '../../db/connection';
import type { WorkspaceRow } from '../../db/schema';
import type { RateLimitRule } from '../../http/rate-limit';
import type { Outbound } from '../../integrations/outbound/outbound';
import type { MediaStorage } from '../../integrations/storage/media-storage';
import type { PinterestDeps } from '../pinterest';

/**
 * The workspace a pin is made for (ADR 0032): its boards, pins, allowance and AI keys are its own;
 * its provider calls go in the API history of its paying owner (`ownerId`).
 */
export type GeneratingWorkspace = Pick<WorkspaceRow, 'id' | 'ownerId'>;

export interface GenerationContext {
  db: Database;
  media: MediaStorage;
  ai: AiConfig;
  appSecret: string;
  /** For the pin's address on Pinterest in the answer (pinDto), which a new pin does not have yet. */
  pinterest: Pick<PinterestDeps, 'demo'>;
  /**
   * How a workspace's own provider is reached (its base URL), and how often it may fail; the page a
   * pin is made from and its images (generate-from-page.ts).
   */
  outbound: Pick<Outbound, 'fetch' | 'fetchPage' | 'fetchImage'>;
  providerFailureLimit: RateLimitRule;
  clock: Clock;
}
