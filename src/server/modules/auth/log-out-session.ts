import type { Database } from '../../db/connection';
import { revokeSession } from './sessions';

/** Sign-out ends only this session; the user's other devices stay signed in. */
export async function logOutSession(options: { db: Database; sessionId: string; now: Date }): Promise<void> {
  await revokeSession(options);
}
