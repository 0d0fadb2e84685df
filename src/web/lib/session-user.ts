// The user kept in the stored session and its contract, on their own so that both the code that
// writes the session (session-write.ts, no zod at run time) and the code that reads it back
// (session-storage.ts) can name them without importing each other.
import type { z } from 'zod';
import { userDto } from '../../shared/api/auth';

/**
 * The stored user: the fields of the API's user the app relies on, checked as the contract
 * says; the rest of the user object is kept as the server sent it.
 */
export const sessionUser = userDto.pick({ id: true, first_name: true, last_name: true }).loose();
export type SessionUser = z.output<typeof sessionUser>;

export interface StoredSession {
  token: string;
  user: SessionUser;
}
