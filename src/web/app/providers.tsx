import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { shouldRetryQuery } from '../lib/query-retry';
import { SessionProvider } from './session-provider';

/** @internal for tests and benchmarks, not production code */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetryQuery, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

export function AppProviders({
  children,
  onSessionExpired,
}: {
  children: ReactNode;
  onSessionExpired: () => void;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider onSessionExpired={onSessionExpired}>
        {children}
        <Toaster position="bottom-right" richColors closeButton />
      </SessionProvider>
    </QueryClientProvider>
  );
}
