// Holds the signed-in session (docs/product.md §4): 'loading' until local storage is read, then
// 'authenticated' or 'unauthenticated'. Also ends the session when any user call gets a
// 401, and follows sign-ins and sign-outs made in other tabs. When the tab's workspace turns out not
// to be the person's any more (a 404 the API client reports), their workspaces are read again.
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { successResponse } from '../../shared/api/common';
import { refreshAfterWorkspaceDropped } from '../features/workspaces/utils/workspace-data';
import {
  ACCOUNT_SUSPENDED_CODE,
  apiRequest,
  setUnauthorizedHandler,
  setWorkspaceDroppedHandler,
} from '../lib/api-client';
import { clearCurrentWorkspaceId } from '../lib/current-workspace';
import { SessionContext, type SessionStatus, type SessionValue } from '../lib/session-context';
import {
  AUTH_TOKEN_KEY,
  clearSession,
  readStoredSession,
  type SessionUser,
  type StoredSession,
  saveSession,
  USER_KEY,
} from '../lib/session-storage';

interface SessionState {
  status: SessionStatus;
  token: string | null;
  user: SessionUser | null;
  signedOut: boolean;
}

const SIGNED_OUT: SessionState = { status: 'unauthenticated', token: null, user: null, signedOut: false };

function stateFrom(stored: StoredSession | null): SessionState {
  return stored ? { status: 'authenticated', ...stored, signedOut: false } : SIGNED_OUT;
}

/** Tells the server to forget the token; signing out goes on even when this fails. */
async function revokeSession(token: string): Promise<void> {
  try {
    await apiRequest('/api/auth/logout', { method: 'POST', token, schema: successResponse });
  } catch {
    // Best effort: the token is gone from this browser either way.
  }
}

export function SessionProvider({
  children,
  onSessionExpired,
}: {
  children: ReactNode;
  /** Called after a 401 ended the session; the app sends the visitor to /login. */
  onSessionExpired?: () => void;
}) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>({ ...SIGNED_OUT, status: 'loading' });
  const onExpiredRef = useRef(onSessionExpired);
  useEffect(() => {
    onExpiredRef.current = onSessionExpired;
  }, [onSessionExpired]);

  useEffect(() => {
    setState(stateFrom(readStoredSession()));
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === AUTH_TOKEN_KEY || event.key === USER_KEY) {
        setState(stateFrom(readStoredSession()));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(
    () =>
      setUnauthorizedHandler((ended) => {
        setState(SIGNED_OUT);
        queryClient.clear();
        // A suspension is explained on /login, above the form (api-client kept the message).
        if (ended.code !== ACCOUNT_SUSPENDED_CODE) {
          toast.info('Your session has ended. Please sign in again.', { id: 'session-expired' });
        }
        onExpiredRef.current?.();
      }),
    [queryClient],
  );

  useEffect(
    () => setWorkspaceDroppedHandler(() => void refreshAfterWorkspaceDropped(queryClient)),
    [queryClient],
  );

  const login = useCallback(
    (token: string, user: SessionUser) => {
      queryClient.clear();
      // A workspace chosen in this tab before may be another person's.
      clearCurrentWorkspaceId();
      saveSession({ token, user });
      setState({ status: 'authenticated', token, user, signedOut: false });
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    const token = state.token;
    clearSession();
    setState({ ...SIGNED_OUT, signedOut: true });
    if (token) await revokeSession(token);
    // Cleared once the signed-in screens are gone, so nothing refetches without a token.
    queryClient.clear();
  }, [state.token, queryClient]);

  const updateUser = useCallback((user: SessionUser) => {
    setState((current) => {
      if (current.status !== 'authenticated' || !current.token) return current;
      saveSession({ token: current.token, user });
      return { ...current, user };
    });
  }, []);

  const value = useMemo<SessionValue>(
    () => ({ ...state, login, logout, updateUser }),
    [state, login, logout, updateUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
