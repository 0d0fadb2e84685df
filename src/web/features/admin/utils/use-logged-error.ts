// SPEC.md §8: an admin load error is logged (a 401 also ends the admin session, in
// api/admin-request.ts); the tab shows its own error block beside it.
import { useEffect } from 'react';

export function useLoggedError(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(`Could not load ${what}`, error);
  }, [error, what]);
}
