// Why a link from an email cannot be used (a reset link, an invitation): an amber alert with the
// sentence, under the page's heading.
import { CircleAlert } from 'lucide-react';

export function LinkProblem({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}
