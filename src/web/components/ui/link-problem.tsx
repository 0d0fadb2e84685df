// Why a link from an email cannot be used (a reset link, an invitation): an amber alert with the
// sentence, under the page's heading.
import { IconAlert } from './form-alert';

export function LinkProblem({ message }: { message: string }) {
  return (
    <IconAlert
      message={message}
      className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    />
  );
}
