// One pin on the timeline: image (click to zoom), time badge (when it is planned for, or when it
// was posted), board, title and description (click to copy), its state (a posted pin links to it
// on Pinterest), and what may be done with it on its day (docs/product.md §2, §4).

import { useDraggable } from '@dnd-kit/core';
import {
  AlertTriangle,
  CalendarClock,
  CalendarDays,
  CheckCircle2,
  Clock,
  ExternalLink,
  GripVertical,
  Hourglass,
  Link2,
  Link as LinkIcon,
  Loader2,
  type LucideIcon,
  RotateCcw,
  Trash2,
  Unlink,
} from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { stripQuotes } from '../../../../shared/api/pins';
import type { TimelinePin } from '../../../../shared/api/schedule';
import { Button } from '../../../components/ui/button';
import { ImageZoom } from '../../../components/ui/image-zoom';
import { PinImage } from '../../../components/ui/pin-image';
import { PinLink } from '../../../components/ui/pin-link';
import { formatPinDate, formatPinTime, localDayOf } from '../utils/pin-time';
import { CopyTextButton } from './copy-text-button';
import type { PinDragData } from './drag-data';

/** What stands in for a pin's image on the timeline (docs/product.md §2). */
export const PIN_IMAGE_PLACEHOLDER = { missing: 'No image', broken: 'Image not found' };

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

const shortDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });

/** 'at 3:04 PM', or 'Nov 24 at 3:04 PM' when the moment falls on another day than `dayString`. */
function momentText(iso: string | null, dayString: string, timeZone: string): string | null {
  const time = formatPinTime(iso, timeZone);
  if (!time) return null;
  const day = localDayOf(iso, timeZone);
  if (!day || day === dayString) return `at ${time}`;
  return `${shortDay.format(new Date(`${day}T00:00:00Z`))} at ${time}`;
}

export function PinCard({
  pin,
  timeZone,
  drag,
  readOnly,
  actions,
  busy = false,
  boardLinked = true,
  account = null,
  showDate = false,
}: {
  pin: TimelinePin;
  timeZone: string;
  /** Where the pin is, for dragging it; its day, label and position on the timeline. */
  drag: PinDragData;
  /** A past day: no actions, no dragging. */
  readOnly: boolean;
  actions: PinActions;
  /** A call about this pin is under way. */
  busy?: boolean;
  /** False when the pin's board has no Pinterest board to publish to. */
  boardLinked?: boolean;
  /** The Pinterest account it publishes with, named when the workspace has several. */
  account?: string | null;
  /** Says the pin's date too: it is in the Later or Earlier group, with no day header above it. */
  showDate?: boolean;
}) {
  const [zoomed, setZoomed] = useState(false);
  const zoomButtonRef = useRef<HTMLButtonElement>(null);
  const title = stripQuotes(pin.title);
  const titleId = `pin-${pin.id}-title`;
  const scheduled = pin.status === 'scheduled';
  const draggable = !readOnly && !actions.viewOnly && scheduled;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: pin.id,
    data: drag,
    disabled: !draggable || busy,
  });
  // A posted pin says when it went out, not when it was planned for (docs/product.md §2 Timeline page).
  const posted = pin.status === 'posted';
  const time = formatPinTime(
    posted ? (pin.posted_at ?? pin.scheduled_time) : (pin.scheduled_time ?? pin.posted_at),
    timeZone,
  );
  const date = showDate ? formatPinDate(pin.scheduled_time ?? pin.posted_at, timeZone) : null;
  // A past day is dimmed, except pins that still need the person (failed, or waiting).
  const dimmed = readOnly && pin.status !== 'failed' && pin.status !== 'scheduled';

  return (
    <li ref={setNodeRef} className="list-none">
      <article
        aria-labelledby={titleId}
        className={`flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-xs ring-1 transition ${
          isDragging ? 'opacity-40 ring-2 ring-brand-600' : 'ring-slate-200 hover:shadow-md'
        } ${dimmed ? 'opacity-75' : ''}`}
      >
        <div className="relative aspect-[2/3] bg-slate-100">
          {pin.filepath ? (
            <button
              ref={zoomButtonRef}
              type="button"
              onClick={() => setZoomed(true)}
              aria-label={`Enlarge image of ${title}`}
              className="block h-full w-full cursor-zoom-in focus-visible:outline-offset-[-3px]"
            >
              <PinImage pin={pin} fit="cover" placeholder={PIN_IMAGE_PLACEHOLDER} />
            </button>
          ) : (
            <PinImage pin={pin} fit="cover" placeholder={PIN_IMAGE_PLACEHOLDER} />
          )}
          {time && (
            <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-slate-900 shadow-sm ring-1 ring-slate-900/5">
              {posted ? (
                <CheckCircle2 className="h-3.5 w-3.5 text-emerald-700" aria-hidden="true" />
              ) : (
                <Clock className="h-3.5 w-3.5 text-brand-700" aria-hidden="true" />
              )}
              <span className="sr-only">
                {posted ? (pin.pinterest_url ? 'Posted at ' : 'Marked as posted at ') : 'Scheduled for '}
              </span>
              {time}
            </span>
          )}
          {draggable && (
            <button
              ref={setActivatorNodeRef}
              type="button"
              {...attributes}
              {...listeners}
              aria-label={`Move pin ${title}`}
              disabled={busy}
              className={`absolute top-2 right-2 flex h-8 w-8 touch-none items-center justify-center rounded-full bg-white/95 text-slate-700 shadow-sm ring-1 ring-slate-900/5 hover:bg-white hover:text-slate-950 ${
                isDragging ? 'cursor-grabbing' : 'cursor-grab'
              }`}
            >
              <GripVertical className="h-4 w-4" aria-hidden="true" />
            </button>
          )}
        </div>

        <div className="flex flex-1 flex-col gap-1 p-3">
          {date && (
            <p className="flex items-center gap-1 text-xs font-semibold text-slate-800">
              <CalendarDays className="h-3.5 w-3.5 text-slate-600" aria-hidden="true" />
              {date}
            </p>
          )}
          <p
            className="truncate text-xs font-semibold tracking-wide text-brand-700 uppercase"
            title={account ? `${pin.board_name} · @${account}` : pin.board_name}
          >
            {pin.board_name}
            {account && (
              <span className="font-medium tracking-normal text-slate-600 normal-case"> · @{account}</span>
            )}
          </p>
          <h3 className="text-sm leading-snug font-semibold text-slate-900">
            <CopyTextButton id={titleId} kind="title" text={pin.title} className="-mx-1 px-1" />
          </h3>
          {pin.description && (
            <CopyTextButton
              kind="description"
              text={pin.description}
              className="-mx-1 px-1 text-xs leading-relaxed text-slate-700"
            />
          )}
          <PinLink link={pin.link} className="self-start" />
          <div className="mt-auto pt-2">
            <PinState pin={pin} dayString={drag.date} timeZone={timeZone} />
            {!boardLinked && (pin.status === 'scheduled' || pin.status === 'failed') && (
              <BoardNotLinked pin={pin} actions={actions} busy={busy} />
            )}
            {/* A failed pin can be retried or deleted whatever its day. */}
            {!actions.viewOnly && (!readOnly || pin.status === 'failed') && (
              <PinButtons pin={pin} title={title} actions={actions} busy={busy} />
            )}
          </div>
        </div>
      </article>
      {zoomed && (
        <ImageZoom
          src={pin.filepath}
          alt={pin.alt_text || title}
          label={`Image of ${title}`}
          closeLabel="Close image"
          onClose={() => setZoomed(false)}
          returnFocusRef={zoomButtonRef}
        />
      )}
    </li>
  );
}

/** The colours of a pin's publishing state: whole class lists, so Tailwind finds them. */
const STATE_TONES = {
  posted: {
    box: 'flex items-start gap-2 rounded-lg bg-emerald-50 px-2.5 py-2 text-emerald-900 ring-1 ring-emerald-200',
    icon: 'mt-0.5 h-4 w-4 shrink-0 text-emerald-700',
  },
  failed: {
    box: 'flex items-start gap-2 rounded-lg bg-red-50 px-2.5 py-2 text-red-900 ring-1 ring-red-200',
    icon: 'mt-0.5 h-4 w-4 shrink-0 text-red-700',
  },
  waiting: {
    box: 'flex items-start gap-2 rounded-lg bg-amber-50 px-2.5 py-2 text-amber-950 ring-1 ring-amber-200',
    icon: 'mt-0.5 h-4 w-4 shrink-0 text-amber-800',
  },
} as const;

/** A publishing state's note on the card: its icon, what it is, and the details under it. */
function StateNote({
  tone,
  Icon,
  title,
  children,
}: {
  tone: keyof typeof STATE_TONES;
  Icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  const { box, icon } = STATE_TONES[tone];
  return (
    <div className={box}>
      <Icon className={icon} aria-hidden="true" />
      <div className="min-w-0">
        <p className="text-sm font-semibold">{title}</p>
        {children}
      </div>
    </div>
  );
}

function PinState({ pin, dayString, timeZone }: { pin: TimelinePin; dayString: string; timeZone: string }) {
  if (pin.status === 'posted') {
    const when = momentText(pin.posted_at, dayString, timeZone);
    // Published by Pinloom: docs/product.md §2's words and the pin on Pinterest. Marked by hand: Pinloom
    // sent nothing, so it does not claim a success it did not have (ADR 0031).
    const published = pin.pinterest_url !== null;
    return (
      <StateNote
        tone="posted"
        Icon={CheckCircle2}
        title={published ? 'Posted Successfully' : 'Marked as posted'}
      >
        {when && (
          <p className="text-xs">{published ? `Posted to Pinterest ${when}` : `Marked by you ${when}`}</p>
        )}
        {pin.pinterest_url && (
          <a
            href={pin.pinterest_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`View on Pinterest: ${stripQuotes(pin.title)} (opens in a new tab)`}
            className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-emerald-900 underline decoration-emerald-700/40 underline-offset-2 hover:decoration-emerald-900"
          >
            View on Pinterest
            <ExternalLink className="h-3 w-3" aria-hidden="true" />
          </a>
        )}
      </StateNote>
    );
  }
  if (pin.status === 'failed') {
    return (
      <StateNote tone="failed" Icon={AlertTriangle} title="Publishing failed">
        {pin.failure_reason && <p className="text-xs break-words">{pin.failure_reason}</p>}
      </StateNote>
    );
  }
  if (pin.status === 'scheduled' && pin.retry_at) {
    return (
      <StateNote tone="waiting" Icon={Hourglass} title="Waiting for Pinterest">
        <p className="text-xs">
          Pinterest asked Pinloom to wait. Next try {momentText(pin.retry_at, dayString, timeZone)}.
        </p>
      </StateNote>
    );
  }
  if (pin.status === 'publishing') {
    return (
      <p className="flex items-center gap-2 rounded-lg bg-amber-50 px-2.5 py-2 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
        <Loader2 className="h-4 w-4 shrink-0 animate-spin" aria-hidden="true" />
        Publishing…
      </p>
    );
  }
  return null;
}

/** The pin cannot go out until its board has a Pinterest board: says so, and offers the fix. */
function BoardNotLinked({ pin, actions, busy }: { pin: TimelinePin; actions: PinActions; busy: boolean }) {
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

function PinButtons({
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
