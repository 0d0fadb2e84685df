// Above the timeline, when scheduled pins cannot publish: the Pinterest account is not connected
// or needs reconnecting (publishing is paused), or some boards have no Pinterest board.
import { AlertTriangle, Unlink } from 'lucide-react';
import { missingScopesMessage } from '../../../../shared/api/pinterest';
import type { TimelineResponse } from '../../../../shared/api/schedule';
import { ButtonLink } from '../../../components/ui/button';

export const NOT_CONNECTED_NOTICE =
  'Pinterest is not connected, so scheduled pins will not be published. Connect your account to start publishing.';
export const RECONNECT_NOTICE =
  'Your Pinterest connection has expired. Publishing is paused until you connect your account again.';

function unlinkedText(count: number): string {
  return count === 1
    ? 'A board on your timeline is not linked to a Pinterest board: its pins wait until you link it.'
    : `${count} boards on your timeline are not linked to a Pinterest board: their pins wait until you link them.`;
}

export function PublishingNotice({ timeline }: { timeline: TimelineResponse }) {
  const pins = [...timeline.days.flatMap((day) => day.pins), ...timeline.earlier, ...timeline.later];
  const waiting = pins.some((pin) => pin.status === 'scheduled' || pin.status === 'failed');
  if (!waiting) return null;
  const { connection, missing_scopes: missing, unlinked_board_ids: unlinked } = timeline.publishing;
  const reconnect = missing.length > 0 ? missingScopesMessage(missing) : RECONNECT_NOTICE;
  if (connection !== 'connected') {
    return (
      <div
        role="status"
        className="mt-6 flex flex-col gap-3 rounded-2xl bg-amber-50 px-5 py-4 text-amber-950 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
      >
        <p className="flex items-start gap-2 text-sm font-medium">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-amber-800" aria-hidden="true" />
          {connection === 'needs_reconnect' ? reconnect : NOT_CONNECTED_NOTICE}
        </p>
        <ButtonLink to="/settings" size="sm" className="shrink-0 self-start sm:self-auto">
          {connection === 'needs_reconnect' ? 'Reconnect Pinterest' : 'Connect Pinterest'}
        </ButtonLink>
      </div>
    );
  }
  if (unlinked.length === 0) return null;
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
