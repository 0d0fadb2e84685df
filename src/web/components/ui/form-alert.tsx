import { CircleAlert } from 'lucide-react';

/** An alert's frame: the warning icon before one sentence; the caller's classes give its colours. */
export function IconAlert({ message, className }: { message: string; className: string }) {
  return (
    <div role="alert" className={className}>
      <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}

/** The error message shown above a form (docs/product.md §4: "message shown above the form"). */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <IconAlert
      message={message}
      className="flex items-start gap-2.5 rounded-xl border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800"
    />
  );
}
