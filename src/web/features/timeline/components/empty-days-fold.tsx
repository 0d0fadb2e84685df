// On a phone, a run of empty future days as one line ('Nov 27 – Dec 23 · No pins — 5 slots
// available each') instead of a card a day: the page was 10,000 px tall at 390 px. The line still
// takes a dragged pin (it goes to the run's first day) and opens into its days on request.
import { useDndContext, useDroppable } from '@dnd-kit/core';
import { CalendarPlus, ChevronDown } from 'lucide-react';
import { DAY_CAPACITY } from '../../../../shared/api/schedule';
import { Button } from '../../../components/ui/button';
import { type DayGroup, shortDayText } from '../utils/day-groups';
import type { DayDropData } from './drag-data';

const foldDropId = (date: string) => `fold:${date}`;

export function EmptyDaysFold({
  days,
  firstIndex,
  onOpen,
}: {
  /** Consecutive empty future days, oldest first; at least one. */
  days: DayGroup[];
  /** Position of the first of them on the timeline. */
  firstIndex: number;
  onOpen: () => void;
}) {
  const first = days[0] as DayGroup;
  const last = days.at(-1) as DayGroup;
  // A drop here means "the first of these days", as a drop on its card would.
  const data: DayDropData = { kind: 'day', date: first.dateString, label: first.label, dayIndex: firstIndex };
  const { setNodeRef, isOver } = useDroppable({ id: foldDropId(first.dateString), data });
  const { active } = useDndContext();
  const headingId = `fold-${first.dateString}`;
  const single = days.length === 1;
  const range = single
    ? shortDayText(first.dateString)
    : `${shortDayText(first.dateString)} – ${shortDayText(last.dateString)}`;
  const free = `No pins — ${DAY_CAPACITY} slots available${single ? '' : ' each'}`;

  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={`flex items-center gap-3 rounded-2xl border border-dashed px-4 py-2.5 transition ${
        isOver
          ? 'border-brand-600 bg-brand-50 ring-2 ring-brand-600'
          : active
            ? 'border-brand-300 bg-brand-50/40'
            : 'border-slate-300 bg-white/70'
      }`}
    >
      <CalendarPlus className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm leading-snug text-slate-700">
        <h2 id={headingId} className="inline font-semibold text-slate-900">
          {range}
        </h2>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">: </span>
        {active ? `Drop here to move the pin to ${shortDayText(first.dateString)}` : free}
      </div>
      <Button
        size="sm"
        variant="ghost"
        className="shrink-0 px-2.5"
        onClick={onOpen}
        aria-label={`Show ${days.length} ${single ? 'day' : 'days'}`}
      >
        Show
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </Button>
    </section>
  );
}
