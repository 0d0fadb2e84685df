import { RefreshCw, TriangleAlert, WifiOff } from 'lucide-react';
import { useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { Logo } from '../components/ui/logo';
import { isChunkLoadError } from '../lib/lazy-page';

/** Shown when a page's chunk fails to load (ChunkLoadError) or a page throws while rendering. */
export function RouteErrorPage() {
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  const Icon = chunkFailed ? WifiOff : TriangleAlert;

  return (
    <div className="flex min-h-screen flex-col bg-linear-to-br from-brand-50 via-white to-rose-100">
      <header className="px-4 py-5 sm:px-6 lg:px-8">
        <Logo />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="w-full max-w-md rounded-3xl bg-white p-8 text-center shadow-xl ring-1 ring-slate-900/5">
          <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon className="h-6 w-6" aria-hidden="true" />
          </div>
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink-900">
            {chunkFailed ? 'This page could not be loaded' : 'Something went wrong'}
          </h1>
          <p className="mt-2 text-sm text-slate-600">
            {chunkFailed
              ? 'Pinloom may have been updated, or the connection dropped while the page was loading. Reloading usually fixes it.'
              : 'An unexpected error stopped this page from showing. Reloading usually fixes it; if it keeps happening, write to support@pinloom.app.'}
          </p>
          <div className="mt-6 flex flex-col items-center gap-3">
            <Button onClick={() => window.location.reload()}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              Reload
            </Button>
            <a href="/" className="text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline">
              Go to the home page
            </a>
          </div>
        </div>
      </main>
    </div>
  );
}
