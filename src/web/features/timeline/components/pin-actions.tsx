// What may be done with a pin from its timeline card: mark it posted, reschedule, retry, edit its
// link, delete it, and link its board when it cannot go out without (docs/product.md §2, §4).
import {
  CalendarClock,
  CheckCircle2,
  Link2,
  Link as LinkIcon,
  Loader2,
  RotateCcw,
  Trash2,
  Unlink,
} from 'lucide-react';
import type { TimelinePin } from '../../../../shared/api/schedule';
import { Button } from '../../../components/ui/button';

export interface PinActions {
  onReschedule: (pin: TimelinePin) => void;
  /** Change the pin's destination link (a pin not yet posted nor being published). */
  onEditLink: (pin: TimelinePin) => void;
  onMarkPosted: (pin: TimelinePin) => void;
  onDelete: (pin: TimelinePin) => void;
  /** A failed pin: schedule it again and publish it now. */
  onRetry: (pin: TimelinePin) => void;
  /** Choose the Pinterest board a board's pins publish to; absent where linking is not offered. */
  onLinkBoard?: (board: { id: string; name: string }) => void;
  /** The person's role may not change scheduled pins (ADR 0032): no buttons, no dragging. */
  viewOnly?: boolean;
}

/** The pin cannot go out until its board has a Pinterest board: says so, and offers the fix. */
export function BoardNotLinked({
  pin,
  actions,
  busy,
}: {
  pin: TimelinePin;
  actions: PinActions;
  busy: boolean;
}) {
  const { onLinkBoard } = actions;
  return (
    <div className="my-2 rounded-lg bg-amber-50 px-2.5 py-2 text-amber-950 ring-1 ring-amber-200">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <Unlink className="h-4 w-4 shrink-0 text-amber-800" aria-hidden="true" />
        Board not linked to Pinterest
      </p>
      <p className="mt-0.5 text-xs">This pin waits until its board is linked to a Pinterest board.</p>
      {onLinkBoard && (
        <Button
          size="sm"
          variant="secondary"
          className="mt-2 w-full"
          disabled={busy}
          onClick={() => onLinkBoard({ id: pin.board_id, name: pin.board_name })}
          aria-label={`Link board ${pin.board_name} to Pinterest`}
        >
          <Link2 className="h-4 w-4" aria-hidden="true" />
          Link board
        </Button>
      )}
    </div>
  );
}

export function PinButtons({
  pin,
  title,
  actions,
  busy,
}: {
  pin: TimelinePin;
  title: string;
  actions: PinActions;
  busy: boolean;
}) {
  // A pin being published is left alone until it is posted or has failed.
  if (pin.status === 'publishing') return null;
  const deleteButton = (
    <button
      type="button"
      onClick={() => actions.onDelete(pin)}
      disabled={busy}
      aria-label={`Delete pin ${title}`}
      className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-red-50 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-50"
    >
      <Trash2 className="h-4 w-4" aria-hidden="true" />
    </button>
  );
  const linkButton = (
    <button
      type="button"
      onClick={() => actions.onEditLink(pin)}
      disabled={busy}
      aria-label={`Edit link of ${title}`}
      title="Edit link"
      className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-950 disabled:cursor-not-allowed disabled:opacity-50"
    >
      <LinkIcon className="h-4 w-4" aria-hidden="true" />
    </button>
  );
  if (pin.status === 'failed') {
    return (
      <div className="mt-2 flex items-center gap-1">
        <Button
          size="sm"
          className="min-w-0 flex-1"
          onClick={() => actions.onRetry(pin)}
          disabled={busy}
          aria-label={`Retry publishing ${title}`}
        >
          {busy ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
          )}
          Retry
        </Button>
        {linkButton}
        {deleteButton}
      </div>
    );
  }
  if (pin.status !== 'scheduled') return <div className="mt-2 flex justify-end">{deleteButton}</div>;
  return (
    <div className="flex flex-col gap-2">
      <Button size="sm" className="w-full" onClick={() => actions.onMarkPosted(pin)} disabled={busy}>
        <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
        Mark Posted
      </Button>
      <div className="flex items-center gap-1">
        <Button
          size="sm"
          variant="secondary"
          className="min-w-0 flex-1"
          onClick={() => actions.onReschedule(pin)}
          disabled={busy}
        >
          <CalendarClock className="h-4 w-4 shrink-0" aria-hidden="true" />
          Reschedule
        </Button>
        {linkButton}
        {deleteButton}
      </div>
    </div>
  );
}
