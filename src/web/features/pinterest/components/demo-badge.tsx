import { FlaskConical } from 'lucide-react';
import { DEMO_MODE_LABEL } from '../utils/messages';

/** Says plainly that no real Pinterest account is involved (no Pinterest app configured). */
export function DemoBadge() {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">
      <FlaskConical className="h-3.5 w-3.5" aria-hidden="true" />
      {DEMO_MODE_LABEL}
    </span>
  );
}
