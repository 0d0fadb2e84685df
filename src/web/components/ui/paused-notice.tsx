// A banner above a page's content saying a feature is paused for everyone (staff switched it off
// in the admin console) and what happens meanwhile. The page chooses the words.
import { PauseCircle } from 'lucide-react';
import type { ReactNode } from 'react';

export function PausedNotice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="mt-6 flex items-start gap-2 rounded-2xl bg-amber-50 px-5 py-4 text-sm font-medium text-amber-950 ring-1 ring-amber-200"
    >
      <PauseCircle className="mt-0.5 h-4 w-4 shrink-0 text-amber-800" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
