// A day's free place: 'Drop pin here', shown only while the day has fewer than 5 pins (docs/product.md §5).
import { useDroppable } from '@dnd-kit/core';
import { Plus } from 'lucide-react';
import { type DayDropData, slotDropId } from './drag-data';

export function DropSlot({
  date,
  label,
  dayIndex,
  compact,
}: Omit<DayDropData, 'kind'> & { compact: boolean }) {
  const data: DayDropData = { kind: 'slot', date, label, dayIndex };
  const { setNodeRef, isOver, active } = useDroppable({ id: slotDropId(date), data });
  return (
    <li
      ref={setNodeRef}
      className={`flex list-none items-center justify-center gap-1.5 rounded-xl border-2 border-dashed p-4 text-sm font-medium transition-colors ${
        // An empty day's slot is a strip across the card; beside pins it is a card-sized place.
        compact ? 'col-span-full min-h-16' : 'min-h-40 flex-col'
      } ${
        isOver
          ? 'border-brand-600 bg-brand-50 text-brand-800'
          : active
            ? 'border-brand-300 bg-brand-50/40 text-slate-700'
            : 'border-slate-300 bg-slate-50/60 text-slate-600'
      }`}
    >
      <Plus className="h-5 w-5" aria-hidden="true" />
      Drop pin here
    </li>
  );
}
