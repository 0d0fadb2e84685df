// What collection needs, whether run by the job queue or a test: the app's decorations.
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import type { PinterestDeps } from '../pinterest';

export interface AnalyticsDeps {
  db: Database;
  pinterest: PinterestDeps;
  appSecret: string;
  /** The days, "today" and every stored collected_at come from it. */
  clock: Clock;
  /** Per Pinterest request; the client's default when left out. */
  pinterestTimeoutMs?: number;
}
