// What a panel of the admin console shows for the query behind it: a spinner while it loads, what
// failed with Try again when it could not load, else the panel's content from the answer.
import type { ReactNode } from 'react';
import { ErrorBlock } from '../../../components/ui/error-block';
import { LoadingBlock } from '../../../components/ui/loading-block';

interface PanelQueryProps<T> {
  query: { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };
  /** For screen readers while it loads: 'Loading feature flags'. */
  loading: string;
  /** The heading of the failure: 'The feature flags could not be loaded.' */
  failed: string;
  failedDetail?: string;
  children: (data: T) => ReactNode;
}

export function PanelQuery<T>({
  query,
  loading,
  failed,
  failedDetail = 'Check your connection and try again.',
  children,
}: PanelQueryProps<T>) {
  if (query.isPending) return <LoadingBlock label={loading} />;
  if (query.isError || query.data === undefined) {
    return (
      <div className="mt-5">
        <ErrorBlock title={failed} description={failedDetail} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return children(query.data);
}
