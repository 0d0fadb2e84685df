// What a card of Settings → API shows a member whose role may not use it: the reason, with a lock.
import { Lock } from 'lucide-react';

export function LockedByRole({ reason }: { reason: string }) {
  return (
    <p className="flex items-start gap-2 text-sm font-medium text-slate-700">
      <Lock className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
      {reason}
    </p>
  );
}
