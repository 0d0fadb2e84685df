// The box of a paged console list (users, tickets) for the query behind it: a skeleton while the
// first page loads, what failed with Try again, "There is no page N" past the last page, the
// list's own empty state when there is nothing at all, else the rows (busy while the next page
// loads).
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBlock } from '../../../components/ui/error-block';
import { TableSkeleton } from './table-skeleton';

export function PagedList({
  query,
  shown,
  page,
  icon,
  loading,
  rows,
  failed,
  onFirstPage,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; isPlaceholderData: boolean; refetch: () => unknown };
  /** The answer's rows on this page and in all, once there is an answer. */
  shown: { count: number; total: number } | undefined;
  page: number;
  icon: LucideIcon;
  /** For screen readers while it loads: 'Loading users'. */
  loading: string;
  /** The skeleton's rows. */
  rows: number;
  /** The heading of the failure: 'Could not load the users'. */
  failed: string;
  onFirstPage: () => void;
  /** What is shown when there are none at all. */
  empty: ReactNode;
  /** The rows, drawn only when this page has some. */
  children: () => ReactNode;
}) {
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-xs ring-1 ring-slate-200">
      {query.isPending && <TableSkeleton label={loading} rows={rows} />}
      {query.isError && !shown && (
        <div className="p-5">
          <ErrorBlock
            title={failed}
            description="The server did not answer as expected. Try again in a moment."
            onRetry={() => void query.refetch()}
          />
        </div>
      )}
      {shown && shown.count === 0 && shown.total > 0 && (
        <EmptyState icon={icon} title={`There is no page ${page}`}>
          <Button variant="secondary" className="mt-5" onClick={onFirstPage}>
            First page
          </Button>
        </EmptyState>
      )}
      {shown && shown.total === 0 && empty}
      {shown && shown.count > 0 && <div aria-busy={query.isPlaceholderData || undefined}>{children()}</div>}
    </div>
  );
}
