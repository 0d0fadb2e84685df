// What the prerendered public pages use of TanStack Query, and only that. The public
// pages' builds (vite.config.ts, `--mode public`) put this module in place of
// '@tanstack/react-query', as app/public-router.tsx stands in for react-router: a page there asks a
// few things once and sends a form or two, so it needs no cache, no client and no provider, and
// carries about 1 kB instead of the query layer's 9. The app's own build keeps TanStack Query.
// Same names and the same behaviour for what the pages do: useQuery (one answer per key for the
// page's life, retried as the app retries, app/providers.tsx) and useMutation (mutate with its
// callbacks, isPending). Anything else a public page imports from '@tanstack/react-query' fails
// its build.
import { useCallback, useEffect, useRef, useState } from 'react';
import { shouldRetryQuery } from '../lib/query-retry';

type Retry = boolean | number | ((failureCount: number, error: unknown) => boolean);

interface QueryOptions<TData> {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<TData>;
  enabled?: boolean;
  retry?: Retry;
  /** Accepted for TanStack Query's signature: a public page asks once and keeps the answer. */
  staleTime?: number;
}

type Status = 'pending' | 'success' | 'error';

interface QueryResult<TData> {
  status: Status;
  data: TData | undefined;
  error: unknown;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
}

function retries(retry: Retry | undefined, failureCount: number, error: unknown): boolean {
  if (retry === undefined) return shouldRetryQuery(failureCount, error);
  if (typeof retry === 'function') return retry(failureCount, error);
  if (typeof retry === 'number') return failureCount < retry;
  return retry;
}

/** TanStack Query's default wait before the next try: 1 s, 2 s, 4 s… at most 30 s. */
const retryDelay = (failureCount: number) => Math.min(1000 * 2 ** failureCount, 30_000);

async function ask<TData>(options: QueryOptions<TData>): Promise<TData> {
  // Shared by every component asking the same key, so never aborted.
  const { signal } = new AbortController();
  // As TanStack Query counts: the failures before this one.
  for (let failureCount = 0; ; failureCount += 1) {
    try {
      return await options.queryFn({ signal });
    } catch (error) {
      if (!retries(options.retry, failureCount, error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelay(failureCount)));
    }
  }
}

/** One answer per query key for the page's life; a failed one is asked again by the next component. */
const answers = new Map<string, Promise<unknown>>();

function resultOf<TData>(status: Status, data: TData | undefined, error: unknown): QueryResult<TData> {
  return {
    status,
    data,
    error,
    isPending: status === 'pending',
    isSuccess: status === 'success',
    isError: status === 'error',
  };
}

export function useQuery<TData>(options: QueryOptions<TData>): QueryResult<TData> {
  const { enabled = true } = options;
  const key = JSON.stringify(options.queryKey);
  const latest = useRef(options);
  latest.current = options;
  const [result, setResult] = useState(() => resultOf<TData>('pending', undefined, null));

  useEffect(() => {
    if (!enabled) return;
    let answer = answers.get(key) as Promise<TData> | undefined;
    if (!answer) {
      answer = ask(latest.current);
      answers.set(key, answer);
      answer.catch(() => answers.delete(key));
    }
    let mounted = true;
    answer.then(
      (data) => mounted && setResult(resultOf<TData>('success', data, null)),
      (error: unknown) => mounted && setResult(resultOf<TData>('error', undefined, error)),
    );
    return () => {
      mounted = false;
    };
  }, [key, enabled]);

  return result;
}

interface MutationOptions<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
}

interface MutateCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: unknown, variables: TVariables) => void;
  onSettled?: (data: TData | undefined, error: unknown, variables: TVariables) => void;
}

export function useMutation<TData, TVariables = void>({ mutationFn }: MutationOptions<TData, TVariables>) {
  const latest = useRef(mutationFn);
  latest.current = mutationFn;
  const [state, setState] = useState<{ status: 'idle' | Status; data: TData | undefined; error: unknown }>({
    status: 'idle',
    data: undefined,
    error: null,
  });

  const mutateAsync = useCallback(async (variables: TVariables): Promise<TData> => {
    setState({ status: 'pending', data: undefined, error: null });
    try {
      const data = await latest.current(variables);
      setState({ status: 'success', data, error: null });
      return data;
    } catch (error) {
      setState({ status: 'error', data: undefined, error });
      throw error;
    }
  }, []);

  const mutate = useCallback(
    (variables: TVariables, callbacks: MutateCallbacks<TData, TVariables> = {}) => {
      mutateAsync(variables).then(
        (data) => {
          callbacks.onSuccess?.(data, variables);
          callbacks.onSettled?.(data, null, variables);
        },
        (error: unknown) => {
          callbacks.onError?.(error, variables);
          callbacks.onSettled?.(undefined, error, variables);
        },
      );
    },
    [mutateAsync],
  );

  const reset = useCallback(() => setState({ status: 'idle', data: undefined, error: null }), []);

  return {
    ...state,
    mutate,
    mutateAsync,
    reset,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
  };
}
