// The signed-in session as React state (docs/product.md §4). The provider lives in app/; features
// read the session through useSession().
import { createContext, useContext } from 'react';
import type { SessionUser } from './session-storage';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionValue {
  status: SessionStatus;
  user: SessionUser | null;
  token: string | null;
  /**
   * True after this tab's Sign Out, until the next sign-in. The signed-in guard then sends
   * the page home ('/') instead of to /login (docs/product.md §2: Sign Out goes to /).
   */
  signedOut: boolean;
  /** Stores the session in memory and local storage. */
  login: (token: string, user: SessionUser) => void;
  /**
   * Ends the session: clears it here at once and revokes the token on the server (best
   * effort); the promise settles when the server has answered.
   */
  logout: () => Promise<void>;
  /** Replaces the stored user, e.g. with a fresh profile. */
  updateUser: (user: SessionUser) => void;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
