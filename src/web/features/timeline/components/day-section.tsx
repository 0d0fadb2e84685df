// One day of the timeline (docs/product.md §2). Past days are dimmed and read-only. Today and later
// days are cards with the pin count and free slots; they take dropped pins while not full.
import { useDndContext, useDroppable } from '@dnd-kit/core';
import { Ban } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { DAY_CAPACITY } from '../../../../shared/api/schedule';
import {
  type DayGroup,
  dayDateText,
  isDayFull,
  isRelativeLabel,
  pinCountText,
  slotsAvailableText,
} from '../utils/day-groups';
import { type DayDropData, dayDropId, type PinDragData } from './drag-data';
import { DropSlot } from './drop-slot';
import type { PinActions } from './pin-actions';
import { PinCard } from './pin-card';

/** The grid of pin cards in a day, or a group of pins. */
export const pinGrid = 'grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-5';

interface DaySectionProps {
  day: DayGroup;
  dayIndex: number;
  timeZone: string;
  actions: PinActions;
  busyPinIds: ReadonlySet<string>;
  /** Boards with no Pinterest board to publish to. */
  unlinkedBoardIds: ReadonlySet<string>;
  /** Board id → the @username it publishes with, when the workspace has several accounts. */
  boardAccounts: ReadonlyMap<string, string>;
  /** Set on today's section, which the page scrolls to. */
  sectionRef?: Ref<HTMLElement>;
}

export function DaySection(props: DaySectionProps) {
  return props.day.isPast ? <PastDay {...props} /> : <UpcomingDay {...props} />;
}

function dragData(day: DayGroup, dayIndex: number, pin: DayGroup['pins'][number]): PinDragData {
  return { pin, date: day.dateString, dayLabel: day.label, dayIndex };
}

/** The day's name, and its date after a relative name ("Tomorrow"); quieter for a day gone by. */
function DayTitle({
  day,
  headingId,
  past = false,
}: {
  day: DaySectionProps['day'];
  headingId: string;
  past?: boolean;
}) {
  return (
    <div className={`flex gap-2 ${past ? 'items-baseline' : 'items-center'}`}>
      <h2
        id={headingId}
        className={
          past
            ? 'text-base font-semibold text-slate-700'
            : 'text-lg font-semibold tracking-tight text-ink-900'
        }
      >
        {day.label}
      </h2>
      {isRelativeLabel(day.label) && (
        <span className={`text-sm ${past ? 'text-slate-700' : 'text-slate-600'}`}>
          {dayDateText(day.dateString)}
        </span>
      )}
    </div>
  );
}

/** The day's pins as cards, then `children`; on a day gone by they can no longer be changed. */
function DayPins({
  day,
  dayIndex,
  timeZone,
  actions,
  busyPinIds,
  unlinkedBoardIds,
  boardAccounts,
  past = false,
  children,
}: DaySectionProps & { past?: boolean; children?: ReactNode }) {
  return (
    <ul aria-label={`Pins of ${day.label}`} className={`${past ? 'mt-3' : 'mt-4'} ${pinGrid}`}>
      {day.pins.map((pin) => (
        <PinCard
          key={pin.id}
          pin={pin}
          timeZone={timeZone}
          drag={dragData(day, dayIndex, pin)}
          readOnly={past}
          actions={actions}
          busy={busyPinIds.has(pin.id)}
          boardLinked={!unlinkedBoardIds.has(pin.board_id)}
          account={boardAccounts.get(pin.board_id) ?? null}
        />
      ))}
      {children}
    </ul>
  );
}

function PastDay(props: DaySectionProps) {
  const { day, sectionRef } = props;
  const headingId = `day-${day.dateString}`;
  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      className="scroll-mt-6 rounded-2xl border border-slate-200 bg-slate-100/70 px-4 py-3 sm:px-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <DayTitle day={day} headingId={headingId} past />
        {day.pins.length > 0 && <p className="text-sm text-slate-700">{pinCountText(day.pins.length)}</p>}
      </div>
      {day.pins.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">No pins were scheduled for this day</p>
      ) : (
        <DayPins {...props} past />
      )}
    </section>
  );
}

function UpcomingDay(props: DaySectionProps) {
  const { day, dayIndex, sectionRef } = props;
  const headingId = `day-${day.dateString}`;
  const count = day.pins.length;
  const full = isDayFull(count);
  const data: DayDropData = { kind: 'day', date: day.dateString, label: day.label, dayIndex };
  const { setNodeRef } = useDroppable({ id: dayDropId(day.dateString), data, disabled: full });
  const { active, over } = useDndContext();
  const draggingFromElsewhere =
    active !== null && (active.data.current as PinDragData | undefined)?.date !== day.dateString;
  const isTarget = (over?.data.current as DayDropData | undefined)?.date === day.dateString;
  const refuses = full && draggingFromElsewhere;
  const slots = slotsAvailableText(count);

  function setRefs(node: HTMLElement | null) {
    setNodeRef(node);
    if (typeof sectionRef === 'function') sectionRef(node);
    else if (sectionRef) sectionRef.current = node;
  }

  return (
    <section
      ref={setRefs}
      aria-labelledby={headingId}
      aria-current={day.isToday ? 'date' : undefined}
      aria-disabled={refuses || undefined}
      className={`scroll-mt-6 rounded-2xl bg-white p-4 shadow-xs transition sm:p-5 ${
        isTarget
          ? 'ring-2 ring-brand-600 bg-brand-50/40'
          : day.isToday
            ? 'ring-2 ring-brand-500 shadow-md'
            : 'ring-1 ring-slate-200'
      } ${refuses ? 'cursor-not-allowed opacity-60' : ''}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <DayTitle day={day} headingId={headingId} />
        <div className="flex items-center gap-2 text-sm">
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-semibold text-slate-800">
            {pinCountText(count)}
          </span>
          {slots ? (
            <span className="text-slate-700">{slots}</span>
          ) : (
            <span className="inline-flex items-center gap-1 font-medium text-slate-700">
              <Ban className="h-3.5 w-3.5" aria-hidden="true" />
              Full ({DAY_CAPACITY} of {DAY_CAPACITY})
            </span>
          )}
        </div>
      </div>
      <DayPins {...props}>
        {!full && (
          <DropSlot date={day.dateString} label={day.label} dayIndex={dayIndex} compact={count === 0} />
        )}
      </DayPins>
    </section>
  );
}
