// A banner above a page's content saying something the person must act on for the page to do
// its work (Pinterest not connected: nothing publishes), with the one action that fixes it.
import { AlertTriangle } from 'lucide-react';
import { ButtonLink } from './button';

export function ActionNotice({
  message,
  action,
  id,
}: {
  message: string;
  /** Absent when the person cannot fix it themselves (the message then says who can). */
  action?: { label: string; to: string } | undefined;
  /** Names the notice for tests and styles (`data-notice`). */
  id: string;
}) {
  return (
    <div
      role="status"
      data-notice={id}
      className="mt-6 flex flex-col gap-3 rounded-2xl bg-amber-50 px-5 py-4 text-amber-950 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-sm font-medium">
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-amber-800" aria-hidden="true" />
        {message}
      </p>
      {action && (
        <ButtonLink to={action.to} size="sm" className="shrink-0 self-start sm:self-auto">
          {action.label}
        </ButtonLink>
      )}
    </div>
  );
}
