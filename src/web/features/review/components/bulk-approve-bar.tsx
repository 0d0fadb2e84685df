// Above the pins in review: 'Select all' (mixed when only some are chosen), how many are chosen,
// and 'Approve N selected', which schedules them into the next free slots.
import { CalendarCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';

export function BulkApproveBar({
  total,
  selected,
  approving,
  onSelectAll,
  onApprove,
}: {
  total: number;
  selected: number;
  approving: boolean;
  onSelectAll: (all: boolean) => void;
  onApprove: () => void;
}) {
  const allRef = useRef<HTMLInputElement>(null);
  const all = total > 0 && selected === total;
  const some = selected > 0 && !all;

  // 'indeterminate' exists only as a property, not as an attribute React can set.
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = some;
  }, [some]);

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl bg-white px-4 py-3 shadow-xs ring-1 ring-slate-200">
      <label className="inline-flex cursor-pointer items-center gap-2.5 text-sm font-semibold text-slate-800">
        <input
          ref={allRef}
          type="checkbox"
          checked={all}
          onChange={() => onSelectAll(!all)}
          disabled={approving}
          aria-label="Select all"
          className="h-4.5 w-4.5 cursor-pointer accent-brand-600"
        />
        <span aria-hidden="true">Select all</span>
      </label>
      <p className="text-sm text-slate-600" aria-live="polite">
        {selected === 0 ? 'Choose pins to approve several at once' : `${selected} of ${total} selected`}
      </p>
      <Button size="sm" className="ml-auto" onClick={onApprove} disabled={selected === 0 || approving}>
        <CalendarCheck className="h-4 w-4" aria-hidden="true" />
        {approving ? 'Approving...' : selected === 0 ? 'Approve selected' : `Approve ${selected} selected`}
      </Button>
    </div>
  );
}
