// What a page about one thing (a user, a ticket) shows when it could not be loaded: that there is
// no such thing when the server says 404, else what failed and a button to load it again.
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-error';
import { BackLink } from './back-link';
import { EmptyState } from './empty-state';
import { ErrorBlock } from './error-block';

export function LoadFailure({
  error,
  missing,
  failed,
  onRetry,
}: {
  error: unknown;
  /** The 404's words: 'Ticket not found', and why that may be. */
  missing: { title: string; description: string };
  /** Any other failure's title: 'Could not load this ticket'. */
  failed: string;
  onRetry: () => void;
}) {
  if (error instanceof ApiError && error.status === 404) {
    return <EmptyState icon={SearchX} title={missing.title} description={missing.description} />;
  }
  return (
    <ErrorBlock
      title={failed}
      description="The server did not answer as expected. Try again in a moment."
      onRetry={onRetry}
    />
  );
}

/**
 * The page about one thing until it is there: the link back to its list, then `loading` while it
 * loads, else LoadFailure.
 */
export function DetailNotLoaded({
  back,
  loading,
  ...failure
}: Parameters<typeof LoadFailure>[0] & {
  back: { to: string; label: string };
  /** The placeholder while it loads; null once loading has failed. */
  loading: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <BackLink to={back.to}>{back.label}</BackLink>
      {loading ?? <LoadFailure {...failure} />}
    </div>
  );
}
