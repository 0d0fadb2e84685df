// What a page shows in place of its content when loading it failed: what went wrong and a
// button to load it again. (A failure beside a form is a FormAlert instead.)
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

export function ErrorBlock({
  title,
  description,
  onRetry,
}: {
  title: ReactNode;
  description: ReactNode;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
      <p className="text-base font-semibold text-red-900">{title}</p>
      <p className="mt-1 text-sm text-red-800">{description}</p>
      <Button variant="secondary" className="mt-5" onClick={onRetry}>
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
