// The one place the web app records a failure: what failed and the error, in the browser's console
// for whoever investigates. The person is told in the screen's own words (a toast, an alert); this
// is the record beside it, so sending failures anywhere else changes this file only.
import { useEffect } from 'react';

/** Records that `what` failed ('Deleting the pin failed'), with the error and any details. */
export function reportFailure(what: string, error: unknown, ...details: unknown[]): void {
  // biome-ignore lint/suspicious/noConsole: the one place the web app writes to the console
  console.error(what, ...details, error);
}

/** Records a query's error each time it changes: a load that failed ('Could not load the user'). */
export function useReportedFailure(error: unknown, what: string): void {
  useEffect(() => {
    if (error) reportFailure(what, error);
  }, [error, what]);
}
