import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { ApiError } from '../lib/api-client';
import { SessionProvider } from './session-provider';

/** Client errors (4xx) will not change on a retry; network and server errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
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
