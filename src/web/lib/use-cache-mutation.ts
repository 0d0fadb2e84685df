// The hook of a call that changes data: the mutation plus what its answer changes in the cache,
// written once so each api file says only its fetcher and its cache effects.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

export interface CacheEffects<TData, TVariables, TContext> {
  /** Before the call: an edit shown at once (its result is the mutation's context). */
  onMutate?: (queryClient: QueryClient, variables: TVariables) => TContext;
  /** After a 2xx answer. A returned promise keeps the mutation pending until it settles. */
  onSuccess?: (queryClient: QueryClient, data: TData, variables: TVariables) => unknown;
  /** After the call, answered or failed. */
  onSettled?: (queryClient: QueryClient, variables: TVariables) => unknown;
}

/** `useMutation` of `mutationFn` whose callbacks get the query client first. */
export function useCacheMutation<TData, TVariables = void, TContext = unknown>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  { onMutate, onSuccess, onSettled }: CacheEffects<TData, TVariables, TContext>,
) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables, TContext>({
    mutationFn,
    onMutate: onMutate && ((variables: TVariables) => onMutate(queryClient, variables)),
    onSuccess: onSuccess && ((data: TData, variables: TVariables) => onSuccess(queryClient, data, variables)),
    onSettled:
      onSettled &&
      ((_data: unknown, _error: unknown, variables: TVariables) => onSettled(queryClient, variables)),
  });
}
