// The pins beyond the timeline's days, so that none is ever out of sight: 'Later' after the last
// day (a pin planned for next season) and 'Earlier — still waiting' before the first (a pin that
// never went out, e.g. its board was never linked). Their cards say their date, and offer what a
// future day's cards offer.
import { CalendarRange, Hourglass } from 'lucide-react';
import type { TimelinePin } from '../../../../shared/api/schedule';
import { dayDateText, pinCountText } from '../utils/day-groups';
import { formatPinDate, localDayOf } from '../utils/pin-time';
import { pinGrid } from './day-section';
import type { PinDragData } from './drag-data';
import type { PinActions } from './pin-actions';
import { PinCard } from './pin-card';

const GROUPS = {
  later: {
    title: 'Later',
    icon: CalendarRange,
    edge: (date: string) => `After ${dayDateText(date)}`,
    frame: 'bg-white ring-1 ring-slate-200',
  },
  earlier: {
    title: 'Earlier — still waiting',
    icon: Hourglass,
    edge: (date: string) => `Before ${dayDateText(date)}`,
    frame: 'bg-amber-50/60 ring-1 ring-amber-200',
  },
} as const;

export function PinGroupSection({
  kind,
  pins,
  count,
  edgeDate,
  dayIndex,
  timeZone,
  actions,
  busyPinIds,
  unlinkedBoardIds,
  boardAccounts,
}: {
  kind: keyof typeof GROUPS;
  pins: TimelinePin[];
  /** How many there are in all: more than pins.length when the server cut the group short. */
  count: number;
  /** The timeline's last day (Later) or first day (Earlier), YYYY-MM-DD. */
  edgeDate: string;
  /** Where the group sits among the days, for the keyboard's next/previous day while dragging. */
  dayIndex: number;
  timeZone: string;
  actions: PinActions;
  busyPinIds: ReadonlySet<string>;
  unlinkedBoardIds: ReadonlySet<string>;
  boardAccounts: ReadonlyMap<string, string>;
}) {
  const group = GROUPS[kind];
  const Icon = group.icon;
  const headingId = `group-${kind}`;
  const dragData = (pin: TimelinePin): PinDragData => ({
    pin,
    date: localDayOf(pin.scheduled_time ?? pin.posted_at, timeZone) ?? edgeDate,
    dayLabel: formatPinDate(pin.scheduled_time ?? pin.posted_at, timeZone) ?? group.title,
    dayIndex,
  });

  return (
    <section aria-labelledby={headingId} className={`rounded-2xl p-4 shadow-xs sm:p-5 ${group.frame}`}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex items-center gap-2">
          <Icon className="h-5 w-5 text-slate-600" aria-hidden="true" />
          <h2 id={headingId} className="text-lg font-semibold tracking-tight text-ink-900">
            {group.title}
          </h2>
          <span className="text-sm text-slate-600">{group.edge(edgeDate)}</span>
        </div>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-800">
          {pinCountText(count)}
        </span>
      </div>
      {kind === 'earlier' && (
        <p className="mt-1 text-sm text-slate-700">
          These pins were due before the days shown and have not gone out yet.
        </p>
      )}
      {count > pins.length && (
        <p className="mt-1 text-sm text-slate-700">
          Showing the {kind === 'later' ? 'first' : 'oldest'} {pins.length} of {count}.
        </p>
      )}
      <ul aria-label={`Pins of ${group.title}`} className={`mt-4 ${pinGrid}`}>
        {pins.map((pin) => (
          <PinCard
            key={pin.id}
            pin={pin}
            timeZone={timeZone}
            drag={dragData(pin)}
            readOnly={false}
            actions={actions}
            busy={busyPinIds.has(pin.id)}
            boardLinked={!unlinkedBoardIds.has(pin.board_id)}
            account={boardAccounts.get(pin.board_id) ?? null}
            showDate
          />
        ))}
      </ul>
    </section>
  );
}
