// The workspace this tab works in (ADR 0032): its id in session storage, so two tabs can work in
// two workspaces; the API client sends it as X-Workspace-Id on every user call. Nothing stored:
// the server uses the workspace the person used last. Components follow it with
// useCurrentWorkspaceId; a change in this tab notifies them at once.
import { useSyncExternalStore } from 'react';

/** Where the tab keeps the workspace chosen in the header's switcher. */
const WORKSPACE_ID_KEY = 'workspaceId';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** This tab's storage; null where there is none (server rendering, storage blocked). */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored workspace id, or null (none chosen in this tab, or storage unavailable). */
export function readCurrentWorkspaceId(storage = tabStorage()): string | null {
  return storage?.getItem(WORKSPACE_ID_KEY) ?? null;
}

export function saveCurrentWorkspaceId(id: string, storage = tabStorage()): void {
  if (!storage || readCurrentWorkspaceId(storage) === id) return;
  storage.setItem(WORKSPACE_ID_KEY, id);
  notify();
}

/** Forgets the choice (sign-out, or the workspace is gone): the server's last used applies again. */
export function clearCurrentWorkspaceId(storage = tabStorage()): void {
  if (!storage || readCurrentWorkspaceId(storage) === null) return;
  storage.removeItem(WORKSPACE_ID_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored workspace id as React state: re-renders when this tab chooses or drops one. */
export function useCurrentWorkspaceId(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readCurrentWorkspaceId(),
    () => null,
  );
}
