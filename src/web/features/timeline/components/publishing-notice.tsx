// Above the timeline, when scheduled pins cannot publish because some boards have no Pinterest
// board. A connection that cannot publish is said by the Pinterest feature's notice, which the app
// layer passes in (app/routes/timeline-route.tsx), as on Boards and Review.
import { Unlink } from 'lucide-react';
import type { TimelineResponse } from '../../../../shared/api/schedule';

function unlinkedText(count: number): string {
  return count === 1
    ? 'A board on your timeline is not linked to a Pinterest board: its pins wait until you link it.'
    : `${count} boards on your timeline are not linked to a Pinterest board: their pins wait until you link them.`;
}

export function PublishingNotice({ timeline }: { timeline: TimelineResponse }) {
  const pins = [...timeline.days.flatMap((day) => day.pins), ...timeline.earlier, ...timeline.later];
  const waiting = pins.some((pin) => pin.status === 'scheduled' || pin.status === 'failed');
  const { connection, unlinked_board_ids: unlinked } = timeline.publishing;
  if (!waiting || connection !== 'connected' || unlinked.length === 0) return null;
  return (
    <p
      role="status"
      className="mt-6 flex items-start gap-2 rounded-2xl bg-amber-50 px-5 py-4 text-sm font-medium text-amber-950 ring-1 ring-amber-200"
    >
      <Unlink className="mt-0.5 h-4 w-4 shrink-0 text-amber-800" aria-hidden="true" />
      {unlinkedText(unlinked.length)}
    </p>
  );
}
