// What a settings card shows for the query behind its form: a spinner while it loads, a message
// when it could not, else the form made from the answer.
import type { ReactNode } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadingBlock } from '../../../components/ui/loading-block';

interface CardQueryProps<T> {
  query: { isPending: boolean; isError: boolean; data: T | undefined };
  /** For screen readers while it loads: 'Loading your settings'. */
  loading: string;
  /** Said when it could not load: 'Your settings could not be loaded. Please reload the page.' */
  failed: string;
  children: (data: T) => ReactNode;
}

export function CardQuery<T>({ query, loading, failed, children }: CardQueryProps<T>) {
  if (query.isPending) return <LoadingBlock label={loading} />;
  if (query.isError || query.data === undefined) {
    return (
      <div className="mt-6">
        <FormAlert message={failed} />
      </div>
    );
  }
  return children(query.data);
}
